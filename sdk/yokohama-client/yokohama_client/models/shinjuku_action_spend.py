from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.shinjuku_action_spend_kind_enum import check_shinjuku_action_spend_kind_enum
from ..models.shinjuku_action_spend_kind_enum import ShinjukuActionSpendKindEnum
from typing import cast






T = TypeVar("T", bound="ShinjukuActionSpend")



@_attrs_define
class ShinjukuActionSpend:
    """ The JSON form of `spend:<weight>`.

        Attributes:
            kind (ShinjukuActionSpendKindEnum):
            weight (int): The `<weight>` of `spend` (as in its notation).
     """

    kind: ShinjukuActionSpendKindEnum
    weight: int





    def to_dict(self) -> dict[str, Any]:
        kind: str = self.kind

        weight = self.weight


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "kind": kind,
            "weight": weight,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        kind = check_shinjuku_action_spend_kind_enum(d.pop("kind"))




        weight = d.pop("weight")

        shinjuku_action_spend = cls(
            kind=kind,
            weight=weight,
        )

        return shinjuku_action_spend

