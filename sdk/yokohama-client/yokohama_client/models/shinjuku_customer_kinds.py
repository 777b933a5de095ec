from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="ShinjukuCustomerKinds")



@_attrs_define
class ShinjukuCustomerKinds:
    """ Customers of one good, by weight.

        Attributes:
            normal (int): Normal customers (weight 1).
            premium (int): Premium customers (weight 2).
     """

    normal: int
    premium: int





    def to_dict(self) -> dict[str, Any]:
        normal = self.normal

        premium = self.premium


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "normal": normal,
            "premium": premium,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        normal = d.pop("normal")

        premium = d.pop("premium")

        shinjuku_customer_kinds = cls(
            normal=normal,
            premium=premium,
        )

        return shinjuku_customer_kinds

