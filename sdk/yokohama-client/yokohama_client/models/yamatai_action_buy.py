from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.buy_action_kind_enum import BuyActionKindEnum
from ..models.buy_action_kind_enum import check_buy_action_kind_enum
from ..models.yamatai_colour_enum import check_yamatai_colour_enum
from ..models.yamatai_colour_enum import YamataiColourEnum
from typing import cast






T = TypeVar("T", bound="YamataiActionBuy")



@_attrs_define
class YamataiActionBuy:
    """ The JSON form of `buy:<colour>`.

        Attributes:
            kind (BuyActionKindEnum):
            colour (YamataiColourEnum):
     """

    kind: BuyActionKindEnum
    colour: YamataiColourEnum





    def to_dict(self) -> dict[str, Any]:
        kind: str = self.kind

        colour: str = self.colour


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "kind": kind,
            "colour": colour,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        kind = check_buy_action_kind_enum(d.pop("kind"))




        colour = check_yamatai_colour_enum(d.pop("colour"))




        yamatai_action_buy = cls(
            kind=kind,
            colour=colour,
        )

        return yamatai_action_buy

