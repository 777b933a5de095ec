from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.shinjuku_action_rail_kind_enum import check_shinjuku_action_rail_kind_enum
from ..models.shinjuku_action_rail_kind_enum import ShinjukuActionRailKindEnum
from ..models.shinjuku_connection_enum import check_shinjuku_connection_enum
from ..models.shinjuku_connection_enum import ShinjukuConnectionEnum
from typing import cast






T = TypeVar("T", bound="ShinjukuActionRail")



@_attrs_define
class ShinjukuActionRail:
    """ The JSON form of `rail:<connection>`.

        Attributes:
            kind (ShinjukuActionRailKindEnum):
            connection (ShinjukuConnectionEnum):
     """

    kind: ShinjukuActionRailKindEnum
    connection: ShinjukuConnectionEnum





    def to_dict(self) -> dict[str, Any]:
        kind: str = self.kind

        connection: str = self.connection


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "kind": kind,
            "connection": connection,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        kind = check_shinjuku_action_rail_kind_enum(d.pop("kind"))




        connection = check_shinjuku_connection_enum(d.pop("connection"))




        shinjuku_action_rail = cls(
            kind=kind,
            connection=connection,
        )

        return shinjuku_action_rail

