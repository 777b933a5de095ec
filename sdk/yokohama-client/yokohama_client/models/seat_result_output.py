from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.shinjuku_result_breakdown import ShinjukuResultBreakdown
  from ..models.yamatai_result_breakdown import YamataiResultBreakdown
  from ..models.yokohama_result_breakdown import YokohamaResultBreakdown





T = TypeVar("T", bound="SeatResultOutput")



@_attrs_define
class SeatResultOutput:
    """ 
        Attributes:
            seat (int): Seat index.
            score (int): Final VP: play plus end-game scoring (the sum of `breakdown`).
            rank (int): 1 for the winner; ties are broken by the game's rules.
            breakdown (ShinjukuResultBreakdown | YamataiResultBreakdown | YokohamaResultBreakdown): One member per hosted
                game: the one of the match's `game` applies.
     """

    seat: int
    score: int
    rank: int
    breakdown: ShinjukuResultBreakdown | YamataiResultBreakdown | YokohamaResultBreakdown
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.shinjuku_result_breakdown import ShinjukuResultBreakdown # noqa: PLC0415
        from ..models.yamatai_result_breakdown import YamataiResultBreakdown # noqa: PLC0415
        from ..models.yokohama_result_breakdown import YokohamaResultBreakdown # noqa: PLC0415
        seat = self.seat

        score = self.score

        rank = self.rank

        breakdown: dict[str, Any]
        if isinstance(self.breakdown, ShinjukuResultBreakdown):
            breakdown = self.breakdown.to_dict()
        elif isinstance(self.breakdown, YamataiResultBreakdown):
            breakdown = self.breakdown.to_dict()
        else:
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
        from ..models.shinjuku_result_breakdown import ShinjukuResultBreakdown # noqa: PLC0415
        from ..models.yamatai_result_breakdown import YamataiResultBreakdown # noqa: PLC0415
        from ..models.yokohama_result_breakdown import YokohamaResultBreakdown # noqa: PLC0415
        d = dict(src_dict)
        seat = d.pop("seat")

        score = d.pop("score")

        rank = d.pop("rank")

        def _parse_breakdown(data: object) -> ShinjukuResultBreakdown | YamataiResultBreakdown | YokohamaResultBreakdown:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_game_result_breakdown_type_0 = ShinjukuResultBreakdown.from_dict(data)



                return componentsschemas_game_result_breakdown_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_game_result_breakdown_type_1 = YamataiResultBreakdown.from_dict(data)



                return componentsschemas_game_result_breakdown_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_game_result_breakdown_type_2 = YokohamaResultBreakdown.from_dict(data)



            return componentsschemas_game_result_breakdown_type_2

        breakdown = _parse_breakdown(d.pop("breakdown"))


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
