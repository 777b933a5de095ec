from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.yokohama_action_source_kind_enum import check_yokohama_action_source_kind_enum
from ..models.yokohama_action_source_kind_enum import YokohamaActionSourceKindEnum
from ..models.yokohama_assistant_source_enum import check_yokohama_assistant_source_enum
from ..models.yokohama_assistant_source_enum import YokohamaAssistantSourceEnum
from typing import cast






T = TypeVar("T", bound="YokohamaActionSource")



@_attrs_define
class YokohamaActionSource:
    """ The JSON form of `source:<from>`.

        Attributes:
            kind (YokohamaActionSourceKindEnum):
            from_ (YokohamaAssistantSourceEnum):
     """

    kind: YokohamaActionSourceKindEnum
    from_: YokohamaAssistantSourceEnum





    def to_dict(self) -> dict[str, Any]:
        kind: str = self.kind

        from_: str = self.from_


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "kind": kind,
            "from": from_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        kind = check_yokohama_action_source_kind_enum(d.pop("kind"))




        from_ = check_yokohama_assistant_source_enum(d.pop("from"))




        yokohama_action_source = cls(
            kind=kind,
            from_=from_,
        )

        return yokohama_action_source

