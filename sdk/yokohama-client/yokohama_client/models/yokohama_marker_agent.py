from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.yokohama_marker_agent_kind_enum import check_yokohama_marker_agent_kind_enum
from ..models.yokohama_marker_agent_kind_enum import YokohamaMarkerAgentKindEnum
from ..models.yokohama_marker_id_enum import check_yokohama_marker_id_enum
from ..models.yokohama_marker_id_enum import YokohamaMarkerIdEnum
from typing import cast






T = TypeVar("T", bound="YokohamaMarkerAgent")



@_attrs_define
class YokohamaMarkerAgent:
    """ An achievement reward marker, which also counts as a foreign agent (mini #1).

        Attributes:
            kind (YokohamaMarkerAgentKindEnum):
            id (YokohamaMarkerIdEnum):
     """

    kind: YokohamaMarkerAgentKindEnum
    id: YokohamaMarkerIdEnum





    def to_dict(self) -> dict[str, Any]:
        kind: str = self.kind

        id: str = self.id


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "kind": kind,
            "id": id,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        kind = check_yokohama_marker_agent_kind_enum(d.pop("kind"))




        id = check_yokohama_marker_id_enum(d.pop("id"))




        yokohama_marker_agent = cls(
            kind=kind,
            id=id,
        )

        return yokohama_marker_agent

