from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.build_action_kind_enum import BuildActionKindEnum
from ..models.build_action_kind_enum import check_build_action_kind_enum
from ..models.yamatai_island_id_enum import check_yamatai_island_id_enum
from ..models.yamatai_island_id_enum import YamataiIslandIdEnum
from ..models.yamatai_tile_id_enum import check_yamatai_tile_id_enum
from ..models.yamatai_tile_id_enum import YamataiTileIdEnum
from typing import cast






T = TypeVar("T", bound="YamataiActionBuild")



@_attrs_define
class YamataiActionBuild:
    """ The JSON form of `build:<tile>:<island>`.

        Attributes:
            kind (BuildActionKindEnum):
            tile (YamataiTileIdEnum):
            island (YamataiIslandIdEnum):
     """

    kind: BuildActionKindEnum
    tile: YamataiTileIdEnum
    island: YamataiIslandIdEnum





    def to_dict(self) -> dict[str, Any]:
        kind: str = self.kind

        tile: str = self.tile

        island: str = self.island


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "kind": kind,
            "tile": tile,
            "island": island,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        kind = check_build_action_kind_enum(d.pop("kind"))




        tile = check_yamatai_tile_id_enum(d.pop("tile"))




        island = check_yamatai_island_id_enum(d.pop("island"))




        yamatai_action_build = cls(
            kind=kind,
            tile=tile,
            island=island,
        )

        return yamatai_action_build

