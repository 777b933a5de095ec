from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.yamatai_action_fleet_kind_enum import check_yamatai_action_fleet_kind_enum
from ..models.yamatai_action_fleet_kind_enum import YamataiActionFleetKindEnum
from typing import cast






T = TypeVar("T", bound="YamataiActionFleet")



@_attrs_define
class YamataiActionFleet:
    """ The JSON form of `fleet:<tile>`.

        Attributes:
            kind (YamataiActionFleetKindEnum):
            tile (int): The `<tile>` of `fleet` (as in its notation).
     """

    kind: YamataiActionFleetKindEnum
    tile: int





    def to_dict(self) -> dict[str, Any]:
        kind: str = self.kind

        tile = self.tile


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "kind": kind,
            "tile": tile,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        kind = check_yamatai_action_fleet_kind_enum(d.pop("kind"))




        tile = d.pop("tile")

        yamatai_action_fleet = cls(
            kind=kind,
            tile=tile,
        )

        return yamatai_action_fleet

