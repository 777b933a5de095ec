from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.seat_result_output import SeatResultOutput





T = TypeVar("T", bound="MatchResultOutput")



@_attrs_define
class MatchResultOutput:
    """ 
        Attributes:
            match_id (int): The match id.
            results (list[SeatResultOutput]): One result per seat, by seat index.
     """

    match_id: int
    results: list[SeatResultOutput]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.seat_result_output import SeatResultOutput # noqa: PLC0415
        match_id = self.match_id

        results = []
        for results_item_data in self.results:
            results_item = results_item_data.to_dict()
            results.append(results_item)




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "match_id": match_id,
            "results": results,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.seat_result_output import SeatResultOutput # noqa: PLC0415
        d = dict(src_dict)
        match_id = d.pop("match_id")

        results = []
        _results = d.pop("results")
        for results_item_data in (_results):
            results_item = SeatResultOutput.from_dict(results_item_data)



            results.append(results_item)


        match_result_output = cls(
            match_id=match_id,
            results=results,
        )


        match_result_output.additional_properties = d
        return match_result_output

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
