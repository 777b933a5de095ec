from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.place_action_kind_enum import check_place_action_kind_enum
from ..models.place_action_kind_enum import PlaceActionKindEnum
from ..models.yokohama_area_id_enum import check_yokohama_area_id_enum
from ..models.yokohama_area_id_enum import YokohamaAreaIdEnum
from typing import cast






T = TypeVar("T", bound="YokohamaActionPlace")



@_attrs_define
class YokohamaActionPlace:
    """ The JSON form of `place:<area>`.

        Attributes:
            kind (PlaceActionKindEnum):
            area (YokohamaAreaIdEnum):
     """

    kind: PlaceActionKindEnum
    area: YokohamaAreaIdEnum





    def to_dict(self) -> dict[str, Any]:
        kind: str = self.kind

        area: str = self.area


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "kind": kind,
            "area": area,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        kind = check_place_action_kind_enum(d.pop("kind"))




        area = check_yokohama_area_id_enum(d.pop("area"))




        yokohama_action_place = cls(
            kind=kind,
            area=area,
        )

        return yokohama_action_place

