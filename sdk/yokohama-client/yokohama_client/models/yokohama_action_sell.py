from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.sell_action_kind_enum import check_sell_action_kind_enum
from ..models.sell_action_kind_enum import SellActionKindEnum
from ..models.yokohama_good_enum import check_yokohama_good_enum
from ..models.yokohama_good_enum import YokohamaGoodEnum
from typing import cast






T = TypeVar("T", bound="YokohamaActionSell")



@_attrs_define
class YokohamaActionSell:
    """ The JSON form of `sell:<item>`.

        Attributes:
            kind (SellActionKindEnum):
            item (YokohamaGoodEnum): * `copper` - copper
                * `silk` - silk
                * `tea` - tea
                * `fish` - fish
     """

    kind: SellActionKindEnum
    item: YokohamaGoodEnum





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
        kind = check_sell_action_kind_enum(d.pop("kind"))




        item = check_yokohama_good_enum(d.pop("item"))




        yokohama_action_sell = cls(
            kind=kind,
            item=item,
        )

        return yokohama_action_sell

