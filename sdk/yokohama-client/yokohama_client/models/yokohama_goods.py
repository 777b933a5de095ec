from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="YokohamaGoods")



@_attrs_define
class YokohamaGoods:
    """ Trade goods held, by kind.

        Attributes:
            copper (int): Copper held.
            silk (int): Silk held.
            tea (int): Tea held.
            fish (int): Fish held.
     """

    copper: int
    silk: int
    tea: int
    fish: int





    def to_dict(self) -> dict[str, Any]:
        copper = self.copper

        silk = self.silk

        tea = self.tea

        fish = self.fish


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "copper": copper,
            "silk": silk,
            "tea": tea,
            "fish": fish,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        copper = d.pop("copper")

        silk = d.pop("silk")

        tea = d.pop("tea")

        fish = d.pop("fish")

        yokohama_goods = cls(
            copper=copper,
            silk=silk,
            tea=tea,
            fish=fish,
        )

        return yokohama_goods

