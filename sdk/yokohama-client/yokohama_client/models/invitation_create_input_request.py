from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset






T = TypeVar("T", bound="InvitationCreateInputRequest")



@_attrs_define
class InvitationCreateInputRequest:
    """ A request body object: a field the schema does not list is refused with
    `validation_error` naming it (at any depth), rather than silently ignored, so a typo in an
    optional field's name never passes for its default.

        Attributes:
            username (str): The account to invite.
            seat (int | Unset): The seat to hold for them; omit for the first free seat.
     """

    username: str
    seat: int | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        username = self.username

        seat = self.seat


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "username": username,
        })
        if seat is not UNSET:
            field_dict["seat"] = seat

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        username = d.pop("username")

        seat = d.pop("seat", UNSET)

        invitation_create_input_request = cls(
            username=username,
            seat=seat,
        )

        return invitation_create_input_request

