from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.shinjuku_action_shop_kind_enum import check_shinjuku_action_shop_kind_enum
from ..models.shinjuku_action_shop_kind_enum import ShinjukuActionShopKindEnum
from ..models.shinjuku_good_enum import check_shinjuku_good_enum
from ..models.shinjuku_good_enum import ShinjukuGoodEnum
from typing import cast






T = TypeVar("T", bound="ShinjukuActionShop")



@_attrs_define
class ShinjukuActionShop:
    """ The JSON form of `shop:<good>`.

        Attributes:
            kind (ShinjukuActionShopKindEnum):
            good (ShinjukuGoodEnum):
     """

    kind: ShinjukuActionShopKindEnum
    good: ShinjukuGoodEnum





    def to_dict(self) -> dict[str, Any]:
        kind: str = self.kind

        good: str = self.good


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "kind": kind,
            "good": good,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        kind = check_shinjuku_action_shop_kind_enum(d.pop("kind"))




        good = check_shinjuku_good_enum(d.pop("good"))




        shinjuku_action_shop = cls(
            kind=kind,
            good=good,
        )

        return shinjuku_action_shop

