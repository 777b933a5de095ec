from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="YokohamaBuilt")



@_attrs_define
class YokohamaBuilt:
    """ Buildings on the map.

        Attributes:
            shops (int): Shops built on the map.
            trading_houses (int): Trading houses built on the map.
     """

    shops: int
    trading_houses: int





    def to_dict(self) -> dict[str, Any]:
        shops = self.shops

        trading_houses = self.trading_houses


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "shops": shops,
            "trading_houses": trading_houses,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        shops = d.pop("shops")

        trading_houses = d.pop("trading_houses")

        yokohama_built = cls(
            shops=shops,
            trading_houses=trading_houses,
        )

        return yokohama_built

