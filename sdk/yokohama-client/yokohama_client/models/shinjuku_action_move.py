from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.move_action_kind_enum import check_move_action_kind_enum
from ..models.move_action_kind_enum import MoveActionKindEnum
from typing import cast






T = TypeVar("T", bound="ShinjukuActionMove")



@_attrs_define
class ShinjukuActionMove:
    """ The JSON form of `move`.

        Attributes:
            kind (MoveActionKindEnum):
     """

    kind: MoveActionKindEnum





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
        kind = check_move_action_kind_enum(d.pop("kind"))




        shinjuku_action_move = cls(
            kind=kind,
        )

        return shinjuku_action_move

