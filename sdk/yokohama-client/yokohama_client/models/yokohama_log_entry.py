from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.yokohama_action_kind_enum import check_yokohama_action_kind_enum
from ..models.yokohama_action_kind_enum import YokohamaActionKindEnum
from typing import cast






T = TypeVar("T", bound="YokohamaLogEntry")



@_attrs_define
class YokohamaLogEntry:
    """ An action as a viewer may know it (`describe_action`).

        Attributes:
            kind (YokohamaActionKindEnum):
            text (str): What happened, as the viewer may know it.
            notation (None | str): Null when hidden from the viewer.
            public (bool): Whether every viewer sees the same entry.
     """

    kind: YokohamaActionKindEnum
    text: str
    notation: None | str
    public: bool





    def to_dict(self) -> dict[str, Any]:
        kind: str = self.kind

        text = self.text

        notation: None | str
        notation = self.notation

        public = self.public


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "kind": kind,
            "text": text,
            "notation": notation,
            "public": public,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        kind = check_yokohama_action_kind_enum(d.pop("kind"))




        text = d.pop("text")

        def _parse_notation(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        notation = _parse_notation(d.pop("notation"))


        public = d.pop("public")

        yokohama_log_entry = cls(
            kind=kind,
            text=text,
            notation=notation,
            public=public,
        )

        return yokohama_log_entry

