from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.yokohama_area import YokohamaArea





T = TypeVar("T", bound="YokohamaMap")



@_attrs_define
class YokohamaMap:
    """ The map: offset rows of areas, in reading order.

        Attributes:
            rows (list[int]): Row lengths, top first.
            areas (list[YokohamaArea]): Every area, row by row, left to right.
     """

    rows: list[int]
    areas: list[YokohamaArea]





    def to_dict(self) -> dict[str, Any]:
        from ..models.yokohama_area import YokohamaArea # noqa: PLC0415
        rows = self.rows



        areas = []
        for areas_item_data in self.areas:
            areas_item = areas_item_data.to_dict()
            areas.append(areas_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "rows": rows,
            "areas": areas,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.yokohama_area import YokohamaArea # noqa: PLC0415
        d = dict(src_dict)
        rows = cast(list[int], d.pop("rows"))


        areas = []
        _areas = d.pop("areas")
        for areas_item_data in (_areas):
            areas_item = YokohamaArea.from_dict(areas_item_data)



            areas.append(areas_item)


        yokohama_map = cls(
            rows=rows,
            areas=areas,
        )

        return yokohama_map

