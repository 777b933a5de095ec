from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.token_scope_enum import check_token_scope_enum
from ..models.token_scope_enum import TokenScopeEnum
from typing import cast
import datetime






T = TypeVar("T", bound="TokenCreatedOutput")



@_attrs_define
class TokenCreatedOutput:
    """ 
        Attributes:
            id (int): The token's id (for token_revoke).
            prefix (str): The key's first 8 characters, to tell tokens apart; never the whole key.
            name (str): The label given at creation.
            scopes (list[TokenScopeEnum]): What the token may do (see token_create).
            created_at (datetime.datetime): When the token was issued.
            last_used_at (datetime.datetime | None): When it last authenticated a request, to within 5 minutes; null if
                never.
            expires_at (datetime.datetime | None): When it stops working; null if it never expires.
            token (str): The key: send as `Authorization: Bearer <token>`. Shown once: it cannot be read again (token_list
                shows its prefix).
     """

    id: int
    prefix: str
    name: str
    scopes: list[TokenScopeEnum]
    created_at: datetime.datetime
    last_used_at: datetime.datetime | None
    expires_at: datetime.datetime | None
    token: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        id = self.id

        prefix = self.prefix

        name = self.name

        scopes = []
        for scopes_item_data in self.scopes:
            scopes_item: str = scopes_item_data
            scopes.append(scopes_item)



        created_at = self.created_at.isoformat()

        last_used_at: None | str
        if isinstance(self.last_used_at, datetime.datetime):
            last_used_at = self.last_used_at.isoformat()
        else:
            last_used_at = self.last_used_at

        expires_at: None | str
        if isinstance(self.expires_at, datetime.datetime):
            expires_at = self.expires_at.isoformat()
        else:
            expires_at = self.expires_at

        token = self.token


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "id": id,
            "prefix": prefix,
            "name": name,
            "scopes": scopes,
            "created_at": created_at,
            "last_used_at": last_used_at,
            "expires_at": expires_at,
            "token": token,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        prefix = d.pop("prefix")

        name = d.pop("name")

        scopes = []
        _scopes = d.pop("scopes")
        for scopes_item_data in (_scopes):
            scopes_item = check_token_scope_enum(scopes_item_data)



            scopes.append(scopes_item)


        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))




        def _parse_last_used_at(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                last_used_at_type_0 = datetime.datetime.fromisoformat(data)



                return last_used_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        last_used_at = _parse_last_used_at(d.pop("last_used_at"))


        def _parse_expires_at(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                expires_at_type_0 = datetime.datetime.fromisoformat(data)



                return expires_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        expires_at = _parse_expires_at(d.pop("expires_at"))


        token = d.pop("token")

        token_created_output = cls(
            id=id,
            prefix=prefix,
            name=name,
            scopes=scopes,
            created_at=created_at,
            last_used_at=last_used_at,
            expires_at=expires_at,
            token=token,
        )


        token_created_output.additional_properties = d
        return token_created_output

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
