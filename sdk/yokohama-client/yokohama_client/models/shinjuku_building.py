from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.shinjuku_building_enum import check_shinjuku_building_enum
from ..models.shinjuku_building_enum import ShinjukuBuildingEnum
from ..models.shinjuku_good_enum import check_shinjuku_good_enum
from ..models.shinjuku_good_enum import ShinjukuGoodEnum
from typing import cast






T = TypeVar("T", bound="ShinjukuBuilding")



@_attrs_define
class ShinjukuBuilding:
    """ A building on a station.

        Attributes:
            owner (int): The seat owning it.
            building (ShinjukuBuildingEnum):
            good (None | ShinjukuGoodEnum): A shop's good; null for a department store.
     """

    owner: int
    building: ShinjukuBuildingEnum
    good: None | ShinjukuGoodEnum





    def to_dict(self) -> dict[str, Any]:
        owner = self.owner

        building: str = self.building

        good: None | str
        if isinstance(self.good, str):
            good = self.good
        else:
            good = self.good


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "owner": owner,
            "building": building,
            "good": good,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        owner = d.pop("owner")

        building = check_shinjuku_building_enum(d.pop("building"))




        def _parse_good(data: object) -> None | ShinjukuGoodEnum:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                good_type_0 = check_shinjuku_good_enum(data)



                return good_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | ShinjukuGoodEnum, data)

        good = _parse_good(d.pop("good"))


        shinjuku_building = cls(
            owner=owner,
            building=building,
            good=good,
        )

        return shinjuku_building

