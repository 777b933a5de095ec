from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.yokohama_action_build_shop_kind_enum import check_yokohama_action_build_shop_kind_enum
from ..models.yokohama_action_build_shop_kind_enum import YokohamaActionBuildShopKindEnum
from typing import cast






T = TypeVar("T", bound="YokohamaActionBuildShop")



@_attrs_define
class YokohamaActionBuildShop:
    """ The JSON form of `build_shop:<slot>`.

        Attributes:
            kind (YokohamaActionBuildShopKindEnum):
            slot (int): The `<slot>` of `build_shop` (as in its notation).
     """

    kind: YokohamaActionBuildShopKindEnum
    slot: int





    def to_dict(self) -> dict[str, Any]:
        kind: str = self.kind

        slot = self.slot


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "kind": kind,
            "slot": slot,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        kind = check_yokohama_action_build_shop_kind_enum(d.pop("kind"))




        slot = d.pop("slot")

        yokohama_action_build_shop = cls(
            kind=kind,
            slot=slot,
        )

        return yokohama_action_build_shop

