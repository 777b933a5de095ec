from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.shinjuku_action_ceo_stay_kind_enum import check_shinjuku_action_ceo_stay_kind_enum
from ..models.shinjuku_action_ceo_stay_kind_enum import ShinjukuActionCeoStayKindEnum
from typing import cast






T = TypeVar("T", bound="ShinjukuActionCeoStay")



@_attrs_define
class ShinjukuActionCeoStay:
    """ The JSON form of `ceo_stay`.

        Attributes:
            kind (ShinjukuActionCeoStayKindEnum):
     """

    kind: ShinjukuActionCeoStayKindEnum





    def to_dict(self) -> dict[str, Any]:
        kind: str = self.kind


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "kind": kind,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        kind = check_shinjuku_action_ceo_stay_kind_enum(d.pop("kind"))




        shinjuku_action_ceo_stay = cls(
            kind=kind,
        )

        return shinjuku_action_ceo_stay

