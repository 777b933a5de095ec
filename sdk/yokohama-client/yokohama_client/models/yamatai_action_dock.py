from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.yamatai_action_dock_kind_enum import check_yamatai_action_dock_kind_enum
from ..models.yamatai_action_dock_kind_enum import YamataiActionDockKindEnum
from typing import cast






T = TypeVar("T", bound="YamataiActionDock")



@_attrs_define
class YamataiActionDock:
    """ The JSON form of `dock:<harbour>`.

        Attributes:
            kind (YamataiActionDockKindEnum):
            harbour (str): The `<harbour>` of `dock` (as in its notation). Boat colours joined by `.` in ascending colour
                order (`bamboo.gold`), or `none`.
     """

    kind: YamataiActionDockKindEnum
    harbour: str





    def to_dict(self) -> dict[str, Any]:
        kind: str = self.kind

        harbour = self.harbour


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "kind": kind,
            "harbour": harbour,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        kind = check_yamatai_action_dock_kind_enum(d.pop("kind"))




        harbour = d.pop("harbour")

        yamatai_action_dock = cls(
            kind=kind,
            harbour=harbour,
        )

        return yamatai_action_dock

