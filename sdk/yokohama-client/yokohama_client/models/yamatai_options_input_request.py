from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset






T = TypeVar("T", bound="YamataiOptionsInputRequest")



@_attrs_define
class YamataiOptionsInputRequest:
    """ Yamatai's match options as match_create takes them: omitted ones take their default.

        Attributes:
            price_bamboo (int | Unset): Y1: the player mat's price of a bamboo boat, used for buying and selling (default:
                the data file's figure) Default: 1.
            price_wood (int | Unset): Y1: the player mat's price of a wood boat, used for buying and selling (default: the
                data file's figure) Default: 2.
            price_stone (int | Unset): Y1: the player mat's price of a stone boat, used for buying and selling (default: the
                data file's figure) Default: 3.
            price_clay (int | Unset): Y1: the player mat's price of a clay boat, used for buying and selling (default: the
                data file's figure) Default: 4.
            take_all_tokens (bool | Unset): Y3: TAKE must take as many culture tokens as a maximum boat-to-token matching
                allows (off: the player may stop taking after the first token) Default: True.
     """

    price_bamboo: int | Unset = 1
    price_wood: int | Unset = 2
    price_stone: int | Unset = 3
    price_clay: int | Unset = 4
    take_all_tokens: bool | Unset = True





    def to_dict(self) -> dict[str, Any]:
        price_bamboo = self.price_bamboo

        price_wood = self.price_wood

        price_stone = self.price_stone

        price_clay = self.price_clay

        take_all_tokens = self.take_all_tokens


        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if price_bamboo is not UNSET:
            field_dict["price_bamboo"] = price_bamboo
        if price_wood is not UNSET:
            field_dict["price_wood"] = price_wood
        if price_stone is not UNSET:
            field_dict["price_stone"] = price_stone
        if price_clay is not UNSET:
            field_dict["price_clay"] = price_clay
        if take_all_tokens is not UNSET:
            field_dict["take_all_tokens"] = take_all_tokens

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        price_bamboo = d.pop("price_bamboo", UNSET)

        price_wood = d.pop("price_wood", UNSET)

        price_stone = d.pop("price_stone", UNSET)

        price_clay = d.pop("price_clay", UNSET)

        take_all_tokens = d.pop("take_all_tokens", UNSET)

        yamatai_options_input_request = cls(
            price_bamboo=price_bamboo,
            price_wood=price_wood,
            price_stone=price_stone,
            price_clay=price_clay,
            take_all_tokens=take_all_tokens,
        )

        return yamatai_options_input_request

