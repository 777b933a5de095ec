from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset






T = TypeVar("T", bound="AccountCreateInputRequest")



@_attrs_define
class AccountCreateInputRequest:
    """ 
        Attributes:
            username (str): 3-32 characters: letters, digits, '_', '.', '-'.
            password (str | Unset): Optional; only needed to log in to the browsable API or the admin.
            is_bot (bool | Unset): Mark the account as a bot. Default: False.
     """

    username: str
    password: str | Unset = UNSET
    is_bot: bool | Unset = False
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        username = self.username

        password = self.password

        is_bot = self.is_bot


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "username": username,
        })
        if password is not UNSET:
            field_dict["password"] = password
        if is_bot is not UNSET:
            field_dict["is_bot"] = is_bot

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        username = d.pop("username")

        password = d.pop("password", UNSET)

        is_bot = d.pop("is_bot", UNSET)

        account_create_input_request = cls(
            username=username,
            password=password,
            is_bot=is_bot,
        )


        account_create_input_request.additional_properties = d
        return account_create_input_request

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
