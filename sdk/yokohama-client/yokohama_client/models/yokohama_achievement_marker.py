from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.yokohama_country_enum import check_yokohama_country_enum
from ..models.yokohama_country_enum import YokohamaCountryEnum
from ..models.yokohama_marker_id_enum import check_yokohama_marker_id_enum
from ..models.yokohama_marker_id_enum import YokohamaMarkerIdEnum
from typing import cast






T = TypeVar("T", bound="YokohamaAchievementMarker")



@_attrs_define
class YokohamaAchievementMarker:
    """ An open achievement reward marker (mini-expansion #1).

        Attributes:
            id (YokohamaMarkerIdEnum):
            flag (YokohamaCountryEnum):
     """

    id: YokohamaMarkerIdEnum
    flag: YokohamaCountryEnum





    def to_dict(self) -> dict[str, Any]:
        id: str = self.id

        flag: str = self.flag


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "id": id,
            "flag": flag,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = check_yokohama_marker_id_enum(d.pop("id"))




        flag = check_yokohama_country_enum(d.pop("flag"))




        yokohama_achievement_marker = cls(
            id=id,
            flag=flag,
        )

        return yokohama_achievement_marker

