from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="YokohamaWarehouse")



@_attrs_define
class YokohamaWarehouse:
    """ Pieces in the warehouse.

        Attributes:
            assistants (int): Assistants in the warehouse.
            shops (int): Shops in the warehouse.
            trading_houses (int): Trading houses in the warehouse.
            next_trading_house_cost (int | None): Cost of releasing the next trading house; null when none left.
     """

    assistants: int
    shops: int
    trading_houses: int
    next_trading_house_cost: int | None





    def to_dict(self) -> dict[str, Any]:
        assistants = self.assistants

        shops = self.shops

        trading_houses = self.trading_houses

        next_trading_house_cost: int | None
        next_trading_house_cost = self.next_trading_house_cost


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "assistants": assistants,
            "shops": shops,
            "trading_houses": trading_houses,
            "next_trading_house_cost": next_trading_house_cost,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        assistants = d.pop("assistants")

        shops = d.pop("shops")

        trading_houses = d.pop("trading_houses")

        def _parse_next_trading_house_cost(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        next_trading_house_cost = _parse_next_trading_house_cost(d.pop("next_trading_house_cost"))


        yokohama_warehouse = cls(
            assistants=assistants,
            shops=shops,
            trading_houses=trading_houses,
            next_trading_house_cost=next_trading_house_cost,
        )

        return yokohama_warehouse

