from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.yamatai_tile_kind_enum import check_yamatai_tile_kind_enum
from ..models.yamatai_tile_kind_enum import YamataiTileKindEnum
from typing import cast






T = TypeVar("T", bound="YamataiIslandBuilding")



@_attrs_define
class YamataiIslandBuilding:
    """ 
        Attributes:
            kind (YamataiTileKindEnum):
            seat (int | None): Its owner (standard buildings); else null.
     """

    kind: YamataiTileKindEnum
    seat: int | None





    def to_dict(self) -> dict[str, Any]:
        kind: str = self.kind

        seat: int | None
        seat = self.seat


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "kind": kind,
            "seat": seat,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        kind = check_yamatai_tile_kind_enum(d.pop("kind"))




        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))


        yamatai_island_building = cls(
            kind=kind,
            seat=seat,
        )

        return yamatai_island_building

