from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.shinjuku_customer_kinds import ShinjukuCustomerKinds





T = TypeVar("T", bound="ShinjukuCustomers")



@_attrs_define
class ShinjukuCustomers:
    """ Customers by good (every good present).

        Attributes:
            food (ShinjukuCustomerKinds): Customers of one good, by weight.
            clothing (ShinjukuCustomerKinds): Customers of one good, by weight.
            books (ShinjukuCustomerKinds): Customers of one good, by weight.
            electronics (ShinjukuCustomerKinds): Customers of one good, by weight.
     """

    food: ShinjukuCustomerKinds
    clothing: ShinjukuCustomerKinds
    books: ShinjukuCustomerKinds
    electronics: ShinjukuCustomerKinds





    def to_dict(self) -> dict[str, Any]:
        from ..models.shinjuku_customer_kinds import ShinjukuCustomerKinds # noqa: PLC0415
        food = self.food.to_dict()

        clothing = self.clothing.to_dict()

        books = self.books.to_dict()

        electronics = self.electronics.to_dict()


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
        from ..models.shinjuku_customer_kinds import ShinjukuCustomerKinds # noqa: PLC0415
        d = dict(src_dict)
        food = ShinjukuCustomerKinds.from_dict(d.pop("food"))




        clothing = ShinjukuCustomerKinds.from_dict(d.pop("clothing"))




        books = ShinjukuCustomerKinds.from_dict(d.pop("books"))




        electronics = ShinjukuCustomerKinds.from_dict(d.pop("electronics"))




        shinjuku_customers = cls(
            food=food,
            clothing=clothing,
            books=books,
            electronics=electronics,
        )

        return shinjuku_customers

