from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.match_status_enum import check_match_status_enum
from ..models.match_status_enum import MatchStatusEnum
from typing import cast

if TYPE_CHECKING:
  from ..models.table_seat_output import TableSeatOutput





T = TypeVar("T", bound="TableOutput")



@_attrs_define
class TableOutput:
    """ 
        Attributes:
            number (int): Table number in its round.
            match_id (int): The match played at this table.
            match_status (MatchStatusEnum): * `waiting` - Waiting for players
                * `active` - Active
                * `finished` - Finished
                * `aborted` - Aborted
            scored (bool): The result is in the standings.
            seats (list[TableSeatOutput]): The table's seats, by index.
     """

    number: int
    match_id: int
    match_status: MatchStatusEnum
    scored: bool
    seats: list[TableSeatOutput]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.table_seat_output import TableSeatOutput # noqa: PLC0415
        number = self.number

        match_id = self.match_id

        match_status: str = self.match_status

        scored = self.scored

        seats = []
        for seats_item_data in self.seats:
            seats_item = seats_item_data.to_dict()
            seats.append(seats_item)




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "number": number,
            "match_id": match_id,
            "match_status": match_status,
            "scored": scored,
            "seats": seats,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.table_seat_output import TableSeatOutput # noqa: PLC0415
        d = dict(src_dict)
        number = d.pop("number")

        match_id = d.pop("match_id")

        match_status = check_match_status_enum(d.pop("match_status"))




        scored = d.pop("scored")

        seats = []
        _seats = d.pop("seats")
        for seats_item_data in (_seats):
            seats_item = TableSeatOutput.from_dict(seats_item_data)



            seats.append(seats_item)


        table_output = cls(
            number=number,
            match_id=match_id,
            match_status=match_status,
            scored=scored,
            seats=seats,
        )


        table_output.additional_properties = d
        return table_output

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
