from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="YamataiOptions")



@_attrs_define
class YamataiOptions:
    """ Yamatai's match options, normalised (every option present).

        Attributes:
            price_bamboo (int): Y1: the player mat's price of a bamboo boat, used for buying and selling (default: the data
                file's figure)
            price_wood (int): Y1: the player mat's price of a wood boat, used for buying and selling (default: the data
                file's figure)
            price_stone (int): Y1: the player mat's price of a stone boat, used for buying and selling (default: the data
                file's figure)
            price_clay (int): Y1: the player mat's price of a clay boat, used for buying and selling (default: the data
                file's figure)
            take_all_tokens (bool): Y3: TAKE must take as many culture tokens as a maximum boat-to-token matching allows
                (off: the player may stop taking after the first token)
     """

    price_bamboo: int
    price_wood: int
    price_stone: int
    price_clay: int
    take_all_tokens: bool





    def to_dict(self) -> dict[str, Any]:
        price_bamboo = self.price_bamboo

        price_wood = self.price_wood

        price_stone = self.price_stone

        price_clay = self.price_clay

        take_all_tokens = self.take_all_tokens


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "price_bamboo": price_bamboo,
            "price_wood": price_wood,
            "price_stone": price_stone,
            "price_clay": price_clay,
            "take_all_tokens": take_all_tokens,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        price_bamboo = d.pop("price_bamboo")

        price_wood = d.pop("price_wood")

        price_stone = d.pop("price_stone")

        price_clay = d.pop("price_clay")

        take_all_tokens = d.pop("take_all_tokens")

        yamatai_options = cls(
            price_bamboo=price_bamboo,
            price_wood=price_wood,
            price_stone=price_stone,
            price_clay=price_clay,
            take_all_tokens=take_all_tokens,
        )

        return yamatai_options

