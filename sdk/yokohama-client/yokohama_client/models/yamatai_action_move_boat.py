from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.yamatai_action_move_boat_kind_enum import check_yamatai_action_move_boat_kind_enum
from ..models.yamatai_action_move_boat_kind_enum import YamataiActionMoveBoatKindEnum
from ..models.yamatai_space_id_enum import check_yamatai_space_id_enum
from ..models.yamatai_space_id_enum import YamataiSpaceIdEnum
from typing import cast






T = TypeVar("T", bound="YamataiActionMoveBoat")



@_attrs_define
class YamataiActionMoveBoat:
    """ The JSON form of `move_boat:<space>`.

        Attributes:
            kind (YamataiActionMoveBoatKindEnum):
            space (YamataiSpaceIdEnum):
     """

    kind: YamataiActionMoveBoatKindEnum
    space: YamataiSpaceIdEnum





    def to_dict(self) -> dict[str, Any]:
        kind: str = self.kind

        space: str = self.space


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "kind": kind,
            "space": space,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        kind = check_yamatai_action_move_boat_kind_enum(d.pop("kind"))




        space = check_yamatai_space_id_enum(d.pop("space"))




        yamatai_action_move_boat = cls(
            kind=kind,
            space=space,
        )

        return yamatai_action_move_boat

