from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.yokohama_area_category_enum import check_yokohama_area_category_enum
from ..models.yokohama_area_category_enum import YokohamaAreaCategoryEnum
from ..models.yokohama_area_id_enum import check_yokohama_area_id_enum
from ..models.yokohama_area_id_enum import YokohamaAreaIdEnum
from ..models.yokohama_area_type_enum import check_yokohama_area_type_enum
from ..models.yokohama_area_type_enum import YokohamaAreaTypeEnum
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.yokohama_building_site import YokohamaBuildingSite
  from ..models.yokohama_five_power_token import YokohamaFivePowerToken





T = TypeVar("T", bound="YokohamaArea")



@_attrs_define
class YokohamaArea:
    """ One area of the map.

        Attributes:
            id (YokohamaAreaIdEnum):
            type_ (YokohamaAreaTypeEnum):
            name (str): The area's English name.
            name_de (str): German name in the match's edition.
            category (YokohamaAreaCategoryEnum):
            row (int): Row on the map, 0 at the top.
            col (int): Position in its row, 0 at the left.
            adjacent (list[YokohamaAreaIdEnum]): The areas next to it (president moves).
            assistants (list[int]): Assistants here, one count per seat.
            presidents (list[int]): Seats whose president stands here.
            station (bool): The station token lies here.
            building_site (YokohamaBuildingSite | Unset): The building site card of an area.
            five_power_token (None | Unset | YokohamaFivePowerToken): Null once taken; absent for the canal.
     """

    id: YokohamaAreaIdEnum
    type_: YokohamaAreaTypeEnum
    name: str
    name_de: str
    category: YokohamaAreaCategoryEnum
    row: int
    col: int
    adjacent: list[YokohamaAreaIdEnum]
    assistants: list[int]
    presidents: list[int]
    station: bool
    building_site: YokohamaBuildingSite | Unset = UNSET
    five_power_token: None | Unset | YokohamaFivePowerToken = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.yokohama_building_site import YokohamaBuildingSite # noqa: PLC0415
        from ..models.yokohama_five_power_token import YokohamaFivePowerToken # noqa: PLC0415
        id: str = self.id

        type_: str = self.type_

        name = self.name

        name_de = self.name_de

        category: str = self.category

        row = self.row

        col = self.col

        adjacent = []
        for adjacent_item_data in self.adjacent:
            adjacent_item: str = adjacent_item_data
            adjacent.append(adjacent_item)



        assistants = self.assistants



        presidents = self.presidents



        station = self.station

        building_site: dict[str, Any] | Unset = UNSET
        if not isinstance(self.building_site, Unset):
            building_site = self.building_site.to_dict()

        five_power_token: dict[str, Any] | None | Unset
        if isinstance(self.five_power_token, Unset):
            five_power_token = UNSET
        elif isinstance(self.five_power_token, YokohamaFivePowerToken):
            five_power_token = self.five_power_token.to_dict()
        else:
            five_power_token = self.five_power_token


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "id": id,
            "type": type_,
            "name": name,
            "name_de": name_de,
            "category": category,
            "row": row,
            "col": col,
            "adjacent": adjacent,
            "assistants": assistants,
            "presidents": presidents,
            "station": station,
        })
        if building_site is not UNSET:
            field_dict["building_site"] = building_site
        if five_power_token is not UNSET:
            field_dict["five_power_token"] = five_power_token

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.yokohama_building_site import YokohamaBuildingSite # noqa: PLC0415
        from ..models.yokohama_five_power_token import YokohamaFivePowerToken # noqa: PLC0415
        d = dict(src_dict)
        id = check_yokohama_area_id_enum(d.pop("id"))




        type_ = check_yokohama_area_type_enum(d.pop("type"))




        name = d.pop("name")

        name_de = d.pop("name_de")

        category = check_yokohama_area_category_enum(d.pop("category"))




        row = d.pop("row")

        col = d.pop("col")

        adjacent = []
        _adjacent = d.pop("adjacent")
        for adjacent_item_data in (_adjacent):
            adjacent_item = check_yokohama_area_id_enum(adjacent_item_data)



            adjacent.append(adjacent_item)


        assistants = cast(list[int], d.pop("assistants"))


        presidents = cast(list[int], d.pop("presidents"))


        station = d.pop("station")

        _building_site = d.pop("building_site", UNSET)
        building_site: YokohamaBuildingSite | Unset
        if isinstance(_building_site,  Unset):
            building_site = UNSET
        else:
            building_site = YokohamaBuildingSite.from_dict(_building_site)




        def _parse_five_power_token(data: object) -> None | Unset | YokohamaFivePowerToken:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                five_power_token_type_1 = YokohamaFivePowerToken.from_dict(data)



                return five_power_token_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Unset | YokohamaFivePowerToken, data)

        five_power_token = _parse_five_power_token(d.pop("five_power_token", UNSET))


        yokohama_area = cls(
            id=id,
            type_=type_,
            name=name,
            name_de=name_de,
            category=category,
            row=row,
            col=col,
            adjacent=adjacent,
            assistants=assistants,
            presidents=presidents,
            station=station,
            building_site=building_site,
            five_power_token=five_power_token,
        )

        return yokohama_area

