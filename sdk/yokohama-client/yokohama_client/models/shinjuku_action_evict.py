from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.shinjuku_action_evict_kind_enum import check_shinjuku_action_evict_kind_enum
from ..models.shinjuku_action_evict_kind_enum import ShinjukuActionEvictKindEnum
from ..models.shinjuku_ward_enum import check_shinjuku_ward_enum
from ..models.shinjuku_ward_enum import ShinjukuWardEnum
from typing import cast






T = TypeVar("T", bound="ShinjukuActionEvict")



@_attrs_define
class ShinjukuActionEvict:
    """ The JSON form of `evict:<owner>:<ward>`.

        Attributes:
            kind (ShinjukuActionEvictKindEnum):
            owner (int): The `<owner>` of `evict` (as in its notation).
            ward (ShinjukuWardEnum):
     """

    kind: ShinjukuActionEvictKindEnum
    owner: int
    ward: ShinjukuWardEnum





    def to_dict(self) -> dict[str, Any]:
        kind: str = self.kind

        owner = self.owner

        ward: str = self.ward


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "kind": kind,
            "owner": owner,
            "ward": ward,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        kind = check_shinjuku_action_evict_kind_enum(d.pop("kind"))




        owner = d.pop("owner")

        ward = check_shinjuku_ward_enum(d.pop("ward"))




        shinjuku_action_evict = cls(
            kind=kind,
            owner=owner,
            ward=ward,
        )

        return shinjuku_action_evict

