from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.yokohama_action_marker_kind_enum import check_yokohama_action_marker_kind_enum
from ..models.yokohama_action_marker_kind_enum import YokohamaActionMarkerKindEnum
from ..models.yokohama_marker_id_enum import check_yokohama_marker_id_enum
from ..models.yokohama_marker_id_enum import YokohamaMarkerIdEnum
from typing import cast






T = TypeVar("T", bound="YokohamaActionMarker")



@_attrs_define
class YokohamaActionMarker:
    """ The JSON form of `marker:<marker>`.

        Attributes:
            kind (YokohamaActionMarkerKindEnum):
            marker (YokohamaMarkerIdEnum):
     """

    kind: YokohamaActionMarkerKindEnum
    marker: YokohamaMarkerIdEnum





    def to_dict(self) -> dict[str, Any]:
        kind: str = self.kind

        marker: str = self.marker


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "kind": kind,
            "marker": marker,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        kind = check_yokohama_action_marker_kind_enum(d.pop("kind"))




        marker = check_yokohama_marker_id_enum(d.pop("marker"))




        yokohama_action_marker = cls(
            kind=kind,
            marker=marker,
        )

        return yokohama_action_marker

