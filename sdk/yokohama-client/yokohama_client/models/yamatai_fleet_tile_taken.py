from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.yamatai_fleet_tile_enum import check_yamatai_fleet_tile_enum
from ..models.yamatai_fleet_tile_enum import YamataiFleetTileEnum
from typing import cast






T = TypeVar("T", bound="YamataiFleetTileTaken")



@_attrs_define
class YamataiFleetTileTaken:
    """ 
        Attributes:
            seat (int): The seat that took it.
            tile (YamataiFleetTileEnum): * `1` - 1
                * `2` - 2
                * `3` - 3
                * `4` - 4
                * `5` - 5
                * `6` - 6
                * `7` - 7
                * `8` - 8
                * `9` - 9
                * `10` - 10
     """

    seat: int
    tile: YamataiFleetTileEnum





    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        tile: int = self.tile


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "seat": seat,
            "tile": tile,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat = d.pop("seat")

        tile = check_yamatai_fleet_tile_enum(d.pop("tile"))




        yamatai_fleet_tile_taken = cls(
            seat=seat,
            tile=tile,
        )

        return yamatai_fleet_tile_taken

