from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.shinjuku_action_drop_kind_enum import check_shinjuku_action_drop_kind_enum
from ..models.shinjuku_action_drop_kind_enum import ShinjukuActionDropKindEnum
from ..models.shinjuku_good_enum import check_shinjuku_good_enum
from ..models.shinjuku_good_enum import ShinjukuGoodEnum
from typing import cast






T = TypeVar("T", bound="ShinjukuActionDrop")



@_attrs_define
class ShinjukuActionDrop:
    """ The JSON form of `drop:<good>:<weight>`.

        Attributes:
            kind (ShinjukuActionDropKindEnum):
            good (ShinjukuGoodEnum):
            weight (int): The `<weight>` of `drop` (as in its notation).
     """

    kind: ShinjukuActionDropKindEnum
    good: ShinjukuGoodEnum
    weight: int





    def to_dict(self) -> dict[str, Any]:
        kind: str = self.kind

        good: str = self.good

        weight = self.weight


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "kind": kind,
            "good": good,
            "weight": weight,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        kind = check_shinjuku_action_drop_kind_enum(d.pop("kind"))




        good = check_shinjuku_good_enum(d.pop("good"))




        weight = d.pop("weight")

        shinjuku_action_drop = cls(
            kind=kind,
            good=good,
            weight=weight,
        )

        return shinjuku_action_drop

