from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset






T = TypeVar("T", bound="MatchJoinInputRequest")



@_attrs_define
class MatchJoinInputRequest:
    """ A request body object: a field the schema does not list is refused with
    `validation_error` naming it (at any depth), rather than silently ignored, so a typo in an
    optional field's name never passes for its default.

        Attributes:
            seat (int | Unset): The seat index to take; omit to take the first free seat (or the seat an invitation holds
                for you).
            code (str | Unset): The share code of a private match (from its share link); without it (or an invitation) a
                private match is `not_found`.
     """

    seat: int | Unset = UNSET
    code: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        code = self.code


        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if seat is not UNSET:
            field_dict["seat"] = seat
        if code is not UNSET:
            field_dict["code"] = code

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat = d.pop("seat", UNSET)

        code = d.pop("code", UNSET)

        match_join_input_request = cls(
            seat=seat,
            code=code,
        )

        return match_join_input_request

