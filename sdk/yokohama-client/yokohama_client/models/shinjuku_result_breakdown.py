from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="ShinjukuResultBreakdown")



@_attrs_define
class ShinjukuResultBreakdown:
    """ A seat's final points by set size (stars spread for the best total); they sum to the result's `score`.

        Attributes:
            sets_of_4 (int): Points of the final scoring: sets_of_4.
            sets_of_3 (int): Points of the final scoring: sets_of_3.
            sets_of_2 (int): Points of the final scoring: sets_of_2.
            singles (int): Points of the final scoring: singles.
     """

    sets_of_4: int
    sets_of_3: int
    sets_of_2: int
    singles: int





    def to_dict(self) -> dict[str, Any]:
        sets_of_4 = self.sets_of_4

        sets_of_3 = self.sets_of_3

        sets_of_2 = self.sets_of_2

        singles = self.singles


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "sets_of_4": sets_of_4,
            "sets_of_3": sets_of_3,
            "sets_of_2": sets_of_2,
            "singles": singles,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        sets_of_4 = d.pop("sets_of_4")

        sets_of_3 = d.pop("sets_of_3")

        sets_of_2 = d.pop("sets_of_2")

        singles = d.pop("singles")

        shinjuku_result_breakdown = cls(
            sets_of_4=sets_of_4,
            sets_of_3=sets_of_3,
            sets_of_2=sets_of_2,
            singles=singles,
        )

        return shinjuku_result_breakdown

