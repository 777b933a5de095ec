from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.yokohama_action_church_kind_enum import check_yokohama_action_church_kind_enum
from ..models.yokohama_action_church_kind_enum import YokohamaActionChurchKindEnum
from typing import cast






T = TypeVar("T", bound="YokohamaActionChurch")



@_attrs_define
class YokohamaActionChurch:
    """ The JSON form of `church:<slot>`.

        Attributes:
            kind (YokohamaActionChurchKindEnum):
            slot (int): The `<slot>` of `church` (as in its notation).
     """

    kind: YokohamaActionChurchKindEnum
    slot: int





    def to_dict(self) -> dict[str, Any]:
        kind: str = self.kind

        slot = self.slot


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "kind": kind,
            "slot": slot,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        kind = check_yokohama_action_church_kind_enum(d.pop("kind"))




        slot = d.pop("slot")

        yokohama_action_church = cls(
            kind=kind,
            slot=slot,
        )

        return yokohama_action_church

