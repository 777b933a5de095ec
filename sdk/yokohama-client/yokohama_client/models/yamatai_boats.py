from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="YamataiBoats")



@_attrs_define
class YamataiBoats:
    """ A number of boats per colour (every colour present).

        Attributes:
            bamboo (int): Bamboo boats.
            wood (int): Wood boats.
            stone (int): Stone boats.
            clay (int): Clay boats.
            gold (int): Gold boats.
     """

    bamboo: int
    wood: int
    stone: int
    clay: int
    gold: int





    def to_dict(self) -> dict[str, Any]:
        bamboo = self.bamboo

        wood = self.wood

        stone = self.stone

        clay = self.clay

        gold = self.gold


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "bamboo": bamboo,
            "wood": wood,
            "stone": stone,
            "clay": clay,
            "gold": gold,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        bamboo = d.pop("bamboo")

        wood = d.pop("wood")

        stone = d.pop("stone")

        clay = d.pop("clay")

        gold = d.pop("gold")

        yamatai_boats = cls(
            bamboo=bamboo,
            wood=wood,
            stone=stone,
            clay=clay,
            gold=gold,
        )

        return yamatai_boats

