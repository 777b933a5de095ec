from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset






T = TypeVar("T", bound="MatchUndoInputRequest")



@_attrs_define
class MatchUndoInputRequest:
    """ A request body object: a field the schema does not list is refused with
    `validation_error` naming it (at any depth), rather than silently ignored, so a typo in an
    optional field's name never passes for its default.

        Attributes:
            expected_seq (int): The match's current seq; `stale_state` if the match has moved on.
            to_seq (int | Unset): Take back every one of your decisions of this turn after this seq (the seq just before the
                first one to take back: back to the start of your turn); omit to take back only the last one.
     """

    expected_seq: int
    to_seq: int | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        expected_seq = self.expected_seq

        to_seq = self.to_seq


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "expected_seq": expected_seq,
        })
        if to_seq is not UNSET:
            field_dict["to_seq"] = to_seq

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        expected_seq = d.pop("expected_seq")

        to_seq = d.pop("to_seq", UNSET)

        match_undo_input_request = cls(
            expected_seq=expected_seq,
            to_seq=to_seq,
        )

        return match_undo_input_request

