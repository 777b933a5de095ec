from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.shinjuku_action_upgrade_at_kind_enum import check_shinjuku_action_upgrade_at_kind_enum
from ..models.shinjuku_action_upgrade_at_kind_enum import ShinjukuActionUpgradeAtKindEnum
from ..models.shinjuku_station_enum import check_shinjuku_station_enum
from ..models.shinjuku_station_enum import ShinjukuStationEnum
from typing import cast






T = TypeVar("T", bound="ShinjukuActionUpgradeAt")



@_attrs_define
class ShinjukuActionUpgradeAt:
    """ The JSON form of `upgrade_at:<station>`.

        Attributes:
            kind (ShinjukuActionUpgradeAtKindEnum):
            station (ShinjukuStationEnum):
     """

    kind: ShinjukuActionUpgradeAtKindEnum
    station: ShinjukuStationEnum





    def to_dict(self) -> dict[str, Any]:
        kind: str = self.kind

        station: str = self.station


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "kind": kind,
            "station": station,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        kind = check_shinjuku_action_upgrade_at_kind_enum(d.pop("kind"))




        station = check_shinjuku_station_enum(d.pop("station"))




        shinjuku_action_upgrade_at = cls(
            kind=kind,
            station=station,
        )

        return shinjuku_action_upgrade_at

