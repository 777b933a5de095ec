from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.yamatai_action_put_top_kind_enum import check_yamatai_action_put_top_kind_enum
from ..models.yamatai_action_put_top_kind_enum import YamataiActionPutTopKindEnum
from ..models.yamatai_tile_id_enum import check_yamatai_tile_id_enum
from ..models.yamatai_tile_id_enum import YamataiTileIdEnum
from typing import cast






T = TypeVar("T", bound="YamataiActionPutTop")



@_attrs_define
class YamataiActionPutTop:
    """ The JSON form of `put_top:<tile>`.

        Attributes:
            kind (YamataiActionPutTopKindEnum):
            tile (YamataiTileIdEnum):
     """

    kind: YamataiActionPutTopKindEnum
    tile: YamataiTileIdEnum





    def to_dict(self) -> dict[str, Any]:
        kind: str = self.kind

        tile: str = self.tile


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "kind": kind,
            "tile": tile,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        kind = check_yamatai_action_put_top_kind_enum(d.pop("kind"))




        tile = check_yamatai_tile_id_enum(d.pop("tile"))




        yamatai_action_put_top = cls(
            kind=kind,
            tile=tile,
        )

        return yamatai_action_put_top

