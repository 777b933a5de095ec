from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset






T = TypeVar("T", bound="YokohamaOrderCost")



@_attrs_define
class YokohamaOrderCost:
    """ Goods an order costs; kinds it does not need are absent.

        Attributes:
            copper (int | Unset): Copper.
            silk (int | Unset): Silk.
            tea (int | Unset): Tea.
            fish (int | Unset): Fish.
     """

    copper: int | Unset = UNSET
    silk: int | Unset = UNSET
    tea: int | Unset = UNSET
    fish: int | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        copper = self.copper

        silk = self.silk

        tea = self.tea

        fish = self.fish


        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if copper is not UNSET:
            field_dict["copper"] = copper
        if silk is not UNSET:
            field_dict["silk"] = silk
        if tea is not UNSET:
            field_dict["tea"] = tea
        if fish is not UNSET:
            field_dict["fish"] = fish

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        copper = d.pop("copper", UNSET)

        silk = d.pop("silk", UNSET)

        tea = d.pop("tea", UNSET)

        fish = d.pop("fish", UNSET)

        yokohama_order_cost = cls(
            copper=copper,
            silk=silk,
            tea=tea,
            fish=fish,
        )

        return yokohama_order_cost

