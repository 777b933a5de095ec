from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.seat_result_output_breakdown import SeatResultOutputBreakdown





T = TypeVar("T", bound="SeatResultOutput")



@_attrs_define
class SeatResultOutput:
    """ 
        Attributes:
            seat (int):
            score (int):
            rank (int):
            breakdown (SeatResultOutputBreakdown):
     """

    seat: int
    score: int
    rank: int
    breakdown: SeatResultOutputBreakdown
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.seat_result_output_breakdown import SeatResultOutputBreakdown # noqa: PLC0415
        seat = self.seat

        score = self.score

        rank = self.rank

        breakdown = self.breakdown.to_dict()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "seat": seat,
            "score": score,
            "rank": rank,
            "breakdown": breakdown,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.seat_result_output_breakdown import SeatResultOutputBreakdown # noqa: PLC0415
        d = dict(src_dict)
        seat = d.pop("seat")

        score = d.pop("score")

        rank = d.pop("rank")

        breakdown = SeatResultOutputBreakdown.from_dict(d.pop("breakdown"))




        seat_result_output = cls(
            seat=seat,
            score=score,
            rank=rank,
            breakdown=breakdown,
        )


        seat_result_output.additional_properties = d
        return seat_result_output

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
