from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.yamatai_action_raijin_kind_enum import check_yamatai_action_raijin_kind_enum
from ..models.yamatai_action_raijin_kind_enum import YamataiActionRaijinKindEnum
from typing import cast






T = TypeVar("T", bound="YamataiActionRaijin")



@_attrs_define
class YamataiActionRaijin:
    """ The JSON form of `raijin:<boats>`.

        Attributes:
            kind (YamataiActionRaijinKindEnum):
            boats (str): The `<boats>` of `raijin` (as in its notation). Boat colours joined by `.` in ascending colour
                order (`bamboo.gold`), or `none`.
     """

    kind: YamataiActionRaijinKindEnum
    boats: str





    def to_dict(self) -> dict[str, Any]:
        kind: str = self.kind

        boats = self.boats


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "kind": kind,
            "boats": boats,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        kind = check_yamatai_action_raijin_kind_enum(d.pop("kind"))




        boats = d.pop("boats")

        yamatai_action_raijin = cls(
            kind=kind,
            boats=boats,
        )

        return yamatai_action_raijin

