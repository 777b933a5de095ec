from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.buy_action_kind_enum import BuyActionKindEnum
from ..models.buy_action_kind_enum import check_buy_action_kind_enum
from ..models.yokohama_chinatown_buy_enum import check_yokohama_chinatown_buy_enum
from ..models.yokohama_chinatown_buy_enum import YokohamaChinatownBuyEnum
from typing import cast






T = TypeVar("T", bound="YokohamaActionBuy")



@_attrs_define
class YokohamaActionBuy:
    """ The JSON form of `buy:<item>`.

        Attributes:
            kind (BuyActionKindEnum):
            item (YokohamaChinatownBuyEnum):
     """

    kind: BuyActionKindEnum
    item: YokohamaChinatownBuyEnum





    def to_dict(self) -> dict[str, Any]:
        kind: str = self.kind

        item: str = self.item


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "kind": kind,
            "item": item,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        kind = check_buy_action_kind_enum(d.pop("kind"))




        item = check_yokohama_chinatown_buy_enum(d.pop("item"))




        yokohama_action_buy = cls(
            kind=kind,
            item=item,
        )

        return yokohama_action_buy

