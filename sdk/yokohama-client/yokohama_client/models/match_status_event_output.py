from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.match_status_enum import check_match_status_enum
from ..models.match_status_enum import MatchStatusEnum
from typing import cast






T = TypeVar("T", bound="MatchStatusEventOutput")



@_attrs_define
class MatchStatusEventOutput:
    """ 
        Attributes:
            seq (int): The match's seq (actions applied).
            status (MatchStatusEnum): * `waiting` - Waiting for players
                * `active` - Active
                * `finished` - Finished
                * `aborted` - Aborted
            to_move (list[int]): Seats whose decision it is now (empty when waiting or over).
     """

    seq: int
    status: MatchStatusEnum
    to_move: list[int]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        seq = self.seq

        status: str = self.status

        to_move = self.to_move




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "seq": seq,
            "status": status,
            "to_move": to_move,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seq = d.pop("seq")

        status = check_match_status_enum(d.pop("status"))




        to_move = cast(list[int], d.pop("to_move"))


        match_status_event_output = cls(
            seq=seq,
            status=status,
            to_move=to_move,
        )


        match_status_event_output.additional_properties = d
        return match_status_event_output

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
