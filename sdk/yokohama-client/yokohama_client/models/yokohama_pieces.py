from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="YokohamaPieces")



@_attrs_define
class YokohamaPieces:
    """ Pieces in hand.

        Attributes:
            assistants (int): Assistants in hand.
            shops (int): Shops in hand.
            trading_houses (int): Trading houses in hand.
     """

    assistants: int
    shops: int
    trading_houses: int





    def to_dict(self) -> dict[str, Any]:
        assistants = self.assistants

        shops = self.shops

        trading_houses = self.trading_houses


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "assistants": assistants,
            "shops": shops,
            "trading_houses": trading_houses,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        assistants = d.pop("assistants")

        shops = d.pop("shops")

        trading_houses = d.pop("trading_houses")

        yokohama_pieces = cls(
            assistants=assistants,
            shops=shops,
            trading_houses=trading_houses,
        )

        return yokohama_pieces

