from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.yamatai_phase_enum import check_yamatai_phase_enum
from ..models.yamatai_phase_enum import YamataiPhaseEnum
from typing import cast






T = TypeVar("T", bound="YamataiDecision")



@_attrs_define
class YamataiDecision:
    """ 
        Attributes:
            seat (int): Whose decision it is.
            kind (YamataiPhaseEnum):
            turn (int): Index of the turn in the round's turn order.
     """

    seat: int
    kind: YamataiPhaseEnum
    turn: int





    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        kind: str = self.kind

        turn = self.turn


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "seat": seat,
            "kind": kind,
            "turn": turn,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat = d.pop("seat")

        kind = check_yamatai_phase_enum(d.pop("kind"))




        turn = d.pop("turn")

        yamatai_decision = cls(
            seat=seat,
            kind=kind,
            turn=turn,
        )

        return yamatai_decision

