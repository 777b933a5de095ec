from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.pass_action_kind_enum import check_pass_action_kind_enum
from ..models.pass_action_kind_enum import PassActionKindEnum
from typing import cast






T = TypeVar("T", bound="YamataiActionPass")



@_attrs_define
class YamataiActionPass:
    """ The JSON form of `pass`.

        Attributes:
            kind (PassActionKindEnum):
     """

    kind: PassActionKindEnum





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
        kind = check_pass_action_kind_enum(d.pop("kind"))




        yamatai_action_pass = cls(
            kind=kind,
        )

        return yamatai_action_pass

