from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.yamatai_fleet_tile_enum import check_yamatai_fleet_tile_enum
from ..models.yamatai_fleet_tile_enum import YamataiFleetTileEnum
from typing import cast






T = TypeVar("T", bound="YamataiFleetTrack")



@_attrs_define
class YamataiFleetTrack:
    """ 
        Attributes:
            face_up (list[YamataiFleetTileEnum]): Face-up tiles.
            face_down_count (int): Face-down tiles (which ones is hidden).
     """

    face_up: list[YamataiFleetTileEnum]
    face_down_count: int





    def to_dict(self) -> dict[str, Any]:
        face_up = []
        for face_up_item_data in self.face_up:
            face_up_item: int = face_up_item_data
            face_up.append(face_up_item)



        face_down_count = self.face_down_count


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "face_up": face_up,
            "face_down_count": face_down_count,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        face_up = []
        _face_up = d.pop("face_up")
        for face_up_item_data in (_face_up):
            face_up_item = check_yamatai_fleet_tile_enum(face_up_item_data)



            face_up.append(face_up_item)


        face_down_count = d.pop("face_down_count")

        yamatai_fleet_track = cls(
            face_up=face_up,
            face_down_count=face_down_count,
        )

        return yamatai_fleet_track

