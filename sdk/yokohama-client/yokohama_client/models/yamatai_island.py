from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.yamatai_culture_enum import check_yamatai_culture_enum
from ..models.yamatai_culture_enum import YamataiCultureEnum
from ..models.yamatai_island_id_enum import check_yamatai_island_id_enum
from ..models.yamatai_island_id_enum import YamataiIslandIdEnum
from typing import cast

if TYPE_CHECKING:
  from ..models.yamatai_island_building import YamataiIslandBuilding





T = TypeVar("T", bound="YamataiIsland")



@_attrs_define
class YamataiIsland:
    """ 
        Attributes:
            id (YamataiIslandIdEnum):
            token (None | YamataiCultureEnum): The culture token on it, or null.
            building (None | YamataiIslandBuilding): The building on it, or null.
            sacred (bool): Sacred ground lies on it.
            mountain (bool): It is a mountain island.
     """

    id: YamataiIslandIdEnum
    token: None | YamataiCultureEnum
    building: None | YamataiIslandBuilding
    sacred: bool
    mountain: bool





    def to_dict(self) -> dict[str, Any]:
        from ..models.yamatai_island_building import YamataiIslandBuilding # noqa: PLC0415
        id: str = self.id

        token: None | str
        if isinstance(self.token, str):
            token = self.token
        else:
            token = self.token

        building: dict[str, Any] | None
        if isinstance(self.building, YamataiIslandBuilding):
            building = self.building.to_dict()
        else:
            building = self.building

        sacred = self.sacred

        mountain = self.mountain


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "id": id,
            "token": token,
            "building": building,
            "sacred": sacred,
            "mountain": mountain,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.yamatai_island_building import YamataiIslandBuilding # noqa: PLC0415
        d = dict(src_dict)
        id = check_yamatai_island_id_enum(d.pop("id"))




        def _parse_token(data: object) -> None | YamataiCultureEnum:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                token_type_0 = check_yamatai_culture_enum(data)



                return token_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | YamataiCultureEnum, data)

        token = _parse_token(d.pop("token"))


        def _parse_building(data: object) -> None | YamataiIslandBuilding:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                building_type_1 = YamataiIslandBuilding.from_dict(data)



                return building_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | YamataiIslandBuilding, data)

        building = _parse_building(d.pop("building"))


        sacred = d.pop("sacred")

        mountain = d.pop("mountain")

        yamatai_island = cls(
            id=id,
            token=token,
            building=building,
            sacred=sacred,
            mountain=mountain,
        )

        return yamatai_island

