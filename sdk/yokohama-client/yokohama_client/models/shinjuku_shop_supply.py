from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="ShinjukuShopSupply")



@_attrs_define
class ShinjukuShopSupply:
    """ Shops left in a seat's supply, by good.

        Attributes:
            food (int): Food shops left.
            clothing (int): Clothing shops left.
            books (int): Books shops left.
            electronics (int): Electronics shops left.
     """

    food: int
    clothing: int
    books: int
    electronics: int





    def to_dict(self) -> dict[str, Any]:
        food = self.food

        clothing = self.clothing

        books = self.books

        electronics = self.electronics


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "food": food,
            "clothing": clothing,
            "books": books,
            "electronics": electronics,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        food = d.pop("food")

        clothing = d.pop("clothing")

        books = d.pop("books")

        electronics = d.pop("electronics")

        shinjuku_shop_supply = cls(
            food=food,
            clothing=clothing,
            books=books,
            electronics=electronics,
        )

        return shinjuku_shop_supply

