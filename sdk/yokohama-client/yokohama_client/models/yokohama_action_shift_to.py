from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.yokohama_action_shift_to_kind_enum import check_yokohama_action_shift_to_kind_enum
from ..models.yokohama_action_shift_to_kind_enum import YokohamaActionShiftToKindEnum
from ..models.yokohama_area_id_enum import check_yokohama_area_id_enum
from ..models.yokohama_area_id_enum import YokohamaAreaIdEnum
from typing import cast






T = TypeVar("T", bound="YokohamaActionShiftTo")



@_attrs_define
class YokohamaActionShiftTo:
    """ The JSON form of `shift_to:<area>`.

        Attributes:
            kind (YokohamaActionShiftToKindEnum):
            area (YokohamaAreaIdEnum):
     """

    kind: YokohamaActionShiftToKindEnum
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
        kind = check_yokohama_action_shift_to_kind_enum(d.pop("kind"))




        area = check_yokohama_area_id_enum(d.pop("area"))




        yokohama_action_shift_to = cls(
            kind=kind,
            area=area,
        )

        return yokohama_action_shift_to

