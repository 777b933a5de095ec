from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.yokohama_action_good_kind_enum import check_yokohama_action_good_kind_enum
from ..models.yokohama_action_good_kind_enum import YokohamaActionGoodKindEnum
from ..models.yokohama_good_enum import check_yokohama_good_enum
from ..models.yokohama_good_enum import YokohamaGoodEnum
from typing import cast






T = TypeVar("T", bound="YokohamaActionGood")



@_attrs_define
class YokohamaActionGood:
    """ The JSON form of `good:<good>`.

        Attributes:
            kind (YokohamaActionGoodKindEnum):
            good (YokohamaGoodEnum): * `copper` - copper
                * `silk` - silk
                * `tea` - tea
                * `fish` - fish
     """

    kind: YokohamaActionGoodKindEnum
    good: YokohamaGoodEnum





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
        kind = check_yokohama_action_good_kind_enum(d.pop("kind"))




        good = check_yokohama_good_enum(d.pop("good"))




        yokohama_action_good = cls(
            kind=kind,
            good=good,
        )

        return yokohama_action_good

