from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.yokohama_decision_kind_enum import check_yokohama_decision_kind_enum
from ..models.yokohama_decision_kind_enum import YokohamaDecisionKindEnum
from typing import cast






T = TypeVar("T", bound="YokohamaDecision")



@_attrs_define
class YokohamaDecision:
    """ The pending decision.

        Attributes:
            kind (YokohamaDecisionKindEnum):
            seats (list[int]): Seats that decide now (several only at setup).
            text (str): What to decide, in words.
     """

    kind: YokohamaDecisionKindEnum
    seats: list[int]
    text: str





    def to_dict(self) -> dict[str, Any]:
        kind: str = self.kind

        seats = self.seats



        text = self.text


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "kind": kind,
            "seats": seats,
            "text": text,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        kind = check_yokohama_decision_kind_enum(d.pop("kind"))




        seats = cast(list[int], d.pop("seats"))


        text = d.pop("text")

        yokohama_decision = cls(
            kind=kind,
            seats=seats,
            text=text,
        )

        return yokohama_decision

