from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.move_action_kind_enum import check_move_action_kind_enum
from ..models.move_action_kind_enum import MoveActionKindEnum
from ..models.yokohama_area_id_enum import check_yokohama_area_id_enum
from ..models.yokohama_area_id_enum import YokohamaAreaIdEnum
from typing import cast






T = TypeVar("T", bound="YokohamaActionMove")



@_attrs_define
class YokohamaActionMove:
    """ The JSON form of `move:<area>`.

        Attributes:
            kind (MoveActionKindEnum):
            area (YokohamaAreaIdEnum):
     """

    kind: MoveActionKindEnum
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
        kind = check_move_action_kind_enum(d.pop("kind"))




        area = check_yokohama_area_id_enum(d.pop("area"))




        yokohama_action_move = cls(
            kind=kind,
            area=area,
        )

        return yokohama_action_move

