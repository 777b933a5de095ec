from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="ChatMuteCreateInputRequest")



@_attrs_define
class ChatMuteCreateInputRequest:
    """ A request body object: a field the schema does not list is refused with
    `validation_error` naming it (at any depth), rather than silently ignored, so a typo in an
    optional field's name never passes for its default.

        Attributes:
            username (str): The account whose messages you hide.
     """

    username: str





    def to_dict(self) -> dict[str, Any]:
        username = self.username


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "username": username,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        username = d.pop("username")

        chat_mute_create_input_request = cls(
            username=username,
        )

        return chat_mute_create_input_request

