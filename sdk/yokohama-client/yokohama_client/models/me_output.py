from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.language_enum import check_language_enum
from ..models.language_enum import LanguageEnum
from ..models.token_scope_enum import check_token_scope_enum
from ..models.token_scope_enum import TokenScopeEnum
from typing import cast






T = TypeVar("T", bound="MeOutput")



@_attrs_define
class MeOutput:
    """ 
        Attributes:
            id (int): Your account's id.
            username (str): Your username.
            is_bot (bool): Whether your account is marked as a bot.
            token_id (int | None): The id of the personal token this request came with; null for a browser session or an
                OAuth2 access token.
            scopes (list[TokenScopeEnum]): What this request's token may do; every scope for a browser session.
            language (LanguageEnum | None): The language you chose (me_update): pages, the API's human sentences (`title`,
                `detail`) and emails use it whatever the request's Accept-Language; null: none chosen. Codes and other machine-
                readable fields never change with it.

                * `en` - en
                * `de` - de
                * `ko` - ko
     """

    id: int
    username: str
    is_bot: bool
    token_id: int | None
    scopes: list[TokenScopeEnum]
    language: LanguageEnum | None
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        id = self.id

        username = self.username

        is_bot = self.is_bot

        token_id: int | None
        token_id = self.token_id

        scopes = []
        for scopes_item_data in self.scopes:
            scopes_item: str = scopes_item_data
            scopes.append(scopes_item)



        language: None | str
        if isinstance(self.language, str):
            language = self.language
        else:
            language = self.language


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "id": id,
            "username": username,
            "is_bot": is_bot,
            "token_id": token_id,
            "scopes": scopes,
            "language": language,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        username = d.pop("username")

        is_bot = d.pop("is_bot")

        def _parse_token_id(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        token_id = _parse_token_id(d.pop("token_id"))


        scopes = []
        _scopes = d.pop("scopes")
        for scopes_item_data in (_scopes):
            scopes_item = check_token_scope_enum(scopes_item_data)



            scopes.append(scopes_item)


        def _parse_language(data: object) -> LanguageEnum | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                language_type_0 = check_language_enum(data)



                return language_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(LanguageEnum | None, data)

        language = _parse_language(d.pop("language"))


        me_output = cls(
            id=id,
            username=username,
            is_bot=is_bot,
            token_id=token_id,
            scopes=scopes,
            language=language,
        )


        me_output.additional_properties = d
        return me_output

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
