from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.yokohama_action_recall_kind_enum import check_yokohama_action_recall_kind_enum
from ..models.yokohama_action_recall_kind_enum import YokohamaActionRecallKindEnum
from ..models.yokohama_area_id_enum import check_yokohama_area_id_enum
from ..models.yokohama_area_id_enum import YokohamaAreaIdEnum
from typing import cast






T = TypeVar("T", bound="YokohamaActionRecall")



@_attrs_define
class YokohamaActionRecall:
    """ The JSON form of `recall:<area>:<count>`.

        Attributes:
            kind (YokohamaActionRecallKindEnum):
            area (YokohamaAreaIdEnum):
            count (int): The `<count>` of `recall` (as in its notation).
     """

    kind: YokohamaActionRecallKindEnum
    area: YokohamaAreaIdEnum
    count: int





    def to_dict(self) -> dict[str, Any]:
        kind: str = self.kind

        area: str = self.area

        count = self.count


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "kind": kind,
            "area": area,
            "count": count,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        kind = check_yokohama_action_recall_kind_enum(d.pop("kind"))




        area = check_yokohama_area_id_enum(d.pop("area"))




        count = d.pop("count")

        yokohama_action_recall = cls(
            kind=kind,
            area=area,
            count=count,
        )

        return yokohama_action_recall

