from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.yokohama_action_shift_from_kind_enum import check_yokohama_action_shift_from_kind_enum
from ..models.yokohama_action_shift_from_kind_enum import YokohamaActionShiftFromKindEnum
from ..models.yokohama_shift_source_enum import check_yokohama_shift_source_enum
from ..models.yokohama_shift_source_enum import YokohamaShiftSourceEnum
from typing import cast






T = TypeVar("T", bound="YokohamaActionShiftFrom")



@_attrs_define
class YokohamaActionShiftFrom:
    """ The JSON form of `shift_from:<source>`.

        Attributes:
            kind (YokohamaActionShiftFromKindEnum):
            source (YokohamaShiftSourceEnum):
     """

    kind: YokohamaActionShiftFromKindEnum
    source: YokohamaShiftSourceEnum





    def to_dict(self) -> dict[str, Any]:
        kind: str = self.kind

        source: str = self.source


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "kind": kind,
            "source": source,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        kind = check_yokohama_action_shift_from_kind_enum(d.pop("kind"))




        source = check_yokohama_shift_source_enum(d.pop("source"))




        yokohama_action_shift_from = cls(
            kind=kind,
            source=source,
        )

        return yokohama_action_shift_from

