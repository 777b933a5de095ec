from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.yokohama_site_id_enum import check_yokohama_site_id_enum
from ..models.yokohama_site_id_enum import YokohamaSiteIdEnum
from typing import cast

if TYPE_CHECKING:
  from ..models.yokohama_shop import YokohamaShop
  from ..models.yokohama_trading_house import YokohamaTradingHouse





T = TypeVar("T", bound="YokohamaBuildingSite")



@_attrs_define
class YokohamaBuildingSite:
    """ The building site card of an area.

        Attributes:
            id (YokohamaSiteIdEnum):
            shops (list[YokohamaShop]): Its shop spaces, by number.
            trading_house (YokohamaTradingHouse): The trading-house space of a building site.
            source (str): How sure its data is (SEED...).
     """

    id: YokohamaSiteIdEnum
    shops: list[YokohamaShop]
    trading_house: YokohamaTradingHouse
    source: str





    def to_dict(self) -> dict[str, Any]:
        from ..models.yokohama_shop import YokohamaShop # noqa: PLC0415
        from ..models.yokohama_trading_house import YokohamaTradingHouse # noqa: PLC0415
        id: str = self.id

        shops = []
        for shops_item_data in self.shops:
            shops_item = shops_item_data.to_dict()
            shops.append(shops_item)



        trading_house = self.trading_house.to_dict()

        source = self.source


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "id": id,
            "shops": shops,
            "trading_house": trading_house,
            "source": source,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.yokohama_shop import YokohamaShop # noqa: PLC0415
        from ..models.yokohama_trading_house import YokohamaTradingHouse # noqa: PLC0415
        d = dict(src_dict)
        id = check_yokohama_site_id_enum(d.pop("id"))




        shops = []
        _shops = d.pop("shops")
        for shops_item_data in (_shops):
            shops_item = YokohamaShop.from_dict(shops_item_data)



            shops.append(shops_item)


        trading_house = YokohamaTradingHouse.from_dict(d.pop("trading_house"))




        source = d.pop("source")

        yokohama_building_site = cls(
            id=id,
            shops=shops,
            trading_house=trading_house,
            source=source,
        )

        return yokohama_building_site

