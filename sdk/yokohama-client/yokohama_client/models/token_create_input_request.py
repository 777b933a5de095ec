from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.token_scope_enum import check_token_scope_enum
from ..models.token_scope_enum import TokenScopeEnum
from ..types import UNSET, Unset
from typing import cast
import datetime






T = TypeVar("T", bound="TokenCreateInputRequest")



@_attrs_define
class TokenCreateInputRequest:
    """ A request body object: a field the schema does not list is refused with
    `validation_error` naming it (at any depth), rather than silently ignored, so a typo in an
    optional field's name never passes for its default.

        Attributes:
            username (str): The account's username.
            password (str): The account's password (set at account_create). A wrong password and an unknown username get the
                same `authentication_failed`.
            name (str | Unset): Optional label to tell your tokens apart, e.g. `laptop` or `my-bot`. Default: ''.
            scopes (list[TokenScopeEnum] | Unset): What the token may do: `read` (read your own data: `me`, your tokens,
                matches, events, streams), `play` (create, join, start, leave, resign matches, submit actions, enter
                tournaments), `organise` (tournament organiser operations). Default `read` and `play`.
            expires_in_days (int | Unset): Optional: the token is refused this many days from now. Not with `expires_at`;
                without either the token never expires.
            expires_at (datetime.datetime | Unset): Optional: the moment (ISO 8601, in the future) from which the token is
                refused. Not with `expires_in_days`.
     """

    username: str
    password: str
    name: str | Unset = ''
    scopes: list[TokenScopeEnum] | Unset = UNSET
    expires_in_days: int | Unset = UNSET
    expires_at: datetime.datetime | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        username = self.username

        password = self.password

        name = self.name

        scopes: list[str] | Unset = UNSET
        if not isinstance(self.scopes, Unset):
            scopes = []
            for scopes_item_data in self.scopes:
                scopes_item: str = scopes_item_data
                scopes.append(scopes_item)



        expires_in_days = self.expires_in_days

        expires_at: str | Unset = UNSET
        if not isinstance(self.expires_at, Unset):
            expires_at = self.expires_at.isoformat()


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "username": username,
            "password": password,
        })
        if name is not UNSET:
            field_dict["name"] = name
        if scopes is not UNSET:
            field_dict["scopes"] = scopes
        if expires_in_days is not UNSET:
            field_dict["expires_in_days"] = expires_in_days
        if expires_at is not UNSET:
            field_dict["expires_at"] = expires_at

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        username = d.pop("username")

        password = d.pop("password")

        name = d.pop("name", UNSET)

        _scopes = d.pop("scopes", UNSET)
        scopes: list[TokenScopeEnum] | Unset = UNSET
        if _scopes is not UNSET:
            scopes = []
            for scopes_item_data in _scopes:
                scopes_item = check_token_scope_enum(scopes_item_data)



                scopes.append(scopes_item)


        expires_in_days = d.pop("expires_in_days", UNSET)

        _expires_at = d.pop("expires_at", UNSET)
        expires_at: datetime.datetime | Unset
        if isinstance(_expires_at,  Unset):
            expires_at = UNSET
        else:
            expires_at = datetime.datetime.fromisoformat(_expires_at)




        token_create_input_request = cls(
            username=username,
            password=password,
            name=name,
            scopes=scopes,
            expires_in_days=expires_in_days,
            expires_at=expires_at,
        )

        return token_create_input_request

