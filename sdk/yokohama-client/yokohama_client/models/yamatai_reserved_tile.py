from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.yamatai_tile import YamataiTile





T = TypeVar("T", bound="YamataiReservedTile")



@_attrs_define
class YamataiReservedTile:
    """ 
        Attributes:
            tile (YamataiTile): A building tile.
            round_ (int): The round it was reserved in.
     """

    tile: YamataiTile
    round_: int





    def to_dict(self) -> dict[str, Any]:
        from ..models.yamatai_tile import YamataiTile # noqa: PLC0415
        tile = self.tile.to_dict()

        round_ = self.round_


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "tile": tile,
            "round": round_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.yamatai_tile import YamataiTile # noqa: PLC0415
        d = dict(src_dict)
        tile = YamataiTile.from_dict(d.pop("tile"))




        round_ = d.pop("round")

        yamatai_reserved_tile = cls(
            tile=tile,
            round_=round_,
        )

        return yamatai_reserved_tile

