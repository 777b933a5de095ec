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
    """ A request body object: a field the schema does not list is refused with
    `validation_error` naming it (at any depth), rather than silently ignored, so a typo in an
    optional field's name never passes for its default.

        Attributes:
            username (str): 3-32 characters: letters, digits, '_', '.', '-'. Unique, case-sensitive.
            password (str | Unset): Optional, 8-128 characters: needed to log in later (token_create) for more tokens, and
                for the browsable API. Without it, the token returned is the account's only way in.
            is_bot (bool | Unset): Mark the account as a bot (shown to other players). Default: False.
     """

    username: str
    password: str | Unset = UNSET
    is_bot: bool | Unset = False





    def to_dict(self) -> dict[str, Any]:
        username = self.username

        password = self.password

        is_bot = self.is_bot


        field_dict: dict[str, Any] = {}

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

        return account_create_input_request

