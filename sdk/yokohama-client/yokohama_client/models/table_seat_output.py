from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="TableSeatOutput")



@_attrs_define
class TableSeatOutput:
    """ 
        Attributes:
            seat (int): Seat index in the table's match.
            entrant_id (int): The entrant in this seat.
            username (str): The entrant's account.
            score (int | None): Final game score; null until the match is scored.
            rank (int | None): Rank at the table (1 = best).
            points (int | None): Tournament points earned.
     """

    seat: int
    entrant_id: int
    username: str
    score: int | None
    rank: int | None
    points: int | None
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        entrant_id = self.entrant_id

        username = self.username

        score: int | None
        score = self.score

        rank: int | None
        rank = self.rank

        points: int | None
        points = self.points


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "seat": seat,
            "entrant_id": entrant_id,
            "username": username,
            "score": score,
            "rank": rank,
            "points": points,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat = d.pop("seat")

        entrant_id = d.pop("entrant_id")

        username = d.pop("username")

        def _parse_score(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        score = _parse_score(d.pop("score"))


        def _parse_rank(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        rank = _parse_rank(d.pop("rank"))


        def _parse_points(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        points = _parse_points(d.pop("points"))


        table_seat_output = cls(
            seat=seat,
            entrant_id=entrant_id,
            username=username,
            score=score,
            rank=rank,
            points=points,
        )


        table_seat_output.additional_properties = d
        return table_seat_output

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
