from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.yamatai_colour_enum import check_yamatai_colour_enum
from ..models.yamatai_colour_enum import YamataiColourEnum
from ..models.yamatai_tile_id_enum import check_yamatai_tile_id_enum
from ..models.yamatai_tile_id_enum import YamataiTileIdEnum
from ..models.yamatai_tile_kind_enum import check_yamatai_tile_kind_enum
from ..models.yamatai_tile_kind_enum import YamataiTileKindEnum
from typing import cast






T = TypeVar("T", bound="YamataiTile")



@_attrs_define
class YamataiTile:
    """ A building tile.

        Attributes:
            id (YamataiTileIdEnum):
            kind (YamataiTileKindEnum):
            boats (list[YamataiColourEnum]): The boats it requires.
            pp (int): Prestige points it is worth.
            trading_post (bool): Whether it has a trading post.
     """

    id: YamataiTileIdEnum
    kind: YamataiTileKindEnum
    boats: list[YamataiColourEnum]
    pp: int
    trading_post: bool





    def to_dict(self) -> dict[str, Any]:
        id: str = self.id

        kind: str = self.kind

        boats = []
        for boats_item_data in self.boats:
            boats_item: str = boats_item_data
            boats.append(boats_item)



        pp = self.pp

        trading_post = self.trading_post


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "id": id,
            "kind": kind,
            "boats": boats,
            "pp": pp,
            "trading_post": trading_post,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = check_yamatai_tile_id_enum(d.pop("id"))




        kind = check_yamatai_tile_kind_enum(d.pop("kind"))




        boats = []
        _boats = d.pop("boats")
        for boats_item_data in (_boats):
            boats_item = check_yamatai_colour_enum(boats_item_data)



            boats.append(boats_item)


        pp = d.pop("pp")

        trading_post = d.pop("trading_post")

        yamatai_tile = cls(
            id=id,
            kind=kind,
            boats=boats,
            pp=pp,
            trading_post=trading_post,
        )

        return yamatai_tile

