from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.shinjuku_shop_supply import ShinjukuShopSupply





T = TypeVar("T", bound="ShinjukuSupply")



@_attrs_define
class ShinjukuSupply:
    """ A seat's supply of buildings and rails.

        Attributes:
            shops (ShinjukuShopSupply): Shops left in a seat's supply, by good.
            dept_stores (int): Department stores left.
            rails (int): Rails left.
     """

    shops: ShinjukuShopSupply
    dept_stores: int
    rails: int





    def to_dict(self) -> dict[str, Any]:
        from ..models.shinjuku_shop_supply import ShinjukuShopSupply # noqa: PLC0415
        shops = self.shops.to_dict()

        dept_stores = self.dept_stores

        rails = self.rails


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "shops": shops,
            "dept_stores": dept_stores,
            "rails": rails,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.shinjuku_shop_supply import ShinjukuShopSupply # noqa: PLC0415
        d = dict(src_dict)
        shops = ShinjukuShopSupply.from_dict(d.pop("shops"))




        dept_stores = d.pop("dept_stores")

        rails = d.pop("rails")

        shinjuku_supply = cls(
            shops=shops,
            dept_stores=dept_stores,
            rails=rails,
        )

        return shinjuku_supply

