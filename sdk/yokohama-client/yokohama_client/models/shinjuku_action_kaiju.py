from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.shinjuku_action_kaiju_kind_enum import check_shinjuku_action_kaiju_kind_enum
from ..models.shinjuku_action_kaiju_kind_enum import ShinjukuActionKaijuKindEnum
from ..models.shinjuku_ward_enum import check_shinjuku_ward_enum
from ..models.shinjuku_ward_enum import ShinjukuWardEnum
from typing import cast






T = TypeVar("T", bound="ShinjukuActionKaiju")



@_attrs_define
class ShinjukuActionKaiju:
    """ The JSON form of `kaiju:<ward>`.

        Attributes:
            kind (ShinjukuActionKaijuKindEnum):
            ward (ShinjukuWardEnum):
     """

    kind: ShinjukuActionKaijuKindEnum
    ward: ShinjukuWardEnum





    def to_dict(self) -> dict[str, Any]:
        kind: str = self.kind

        ward: str = self.ward


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "kind": kind,
            "ward": ward,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        kind = check_shinjuku_action_kaiju_kind_enum(d.pop("kind"))




        ward = check_shinjuku_ward_enum(d.pop("ward"))




        shinjuku_action_kaiju = cls(
            kind=kind,
            ward=ward,
        )

        return shinjuku_action_kaiju

