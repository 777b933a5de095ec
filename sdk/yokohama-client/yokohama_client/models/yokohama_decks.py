from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="YokohamaDecks")



@_attrs_define
class YokohamaDecks:
    """ Deck sizes (their contents and order are hidden).

        Attributes:
            technology (int): Technology cards left in the deck.
            orders (int): Order cards left in the deck.
     """

    technology: int
    orders: int





    def to_dict(self) -> dict[str, Any]:
        technology = self.technology

        orders = self.orders


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "technology": technology,
            "orders": orders,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        technology = d.pop("technology")

        orders = d.pop("orders")

        yokohama_decks = cls(
            technology=technology,
            orders=orders,
        )

        return yokohama_decks

