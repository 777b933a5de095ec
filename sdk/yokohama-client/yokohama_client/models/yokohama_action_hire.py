from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.yokohama_action_hire_kind_enum import check_yokohama_action_hire_kind_enum
from ..models.yokohama_action_hire_kind_enum import YokohamaActionHireKindEnum
from ..models.yokohama_warehouse_piece_enum import check_yokohama_warehouse_piece_enum
from ..models.yokohama_warehouse_piece_enum import YokohamaWarehousePieceEnum
from typing import cast






T = TypeVar("T", bound="YokohamaActionHire")



@_attrs_define
class YokohamaActionHire:
    """ The JSON form of `hire:<piece>`.

        Attributes:
            kind (YokohamaActionHireKindEnum):
            piece (YokohamaWarehousePieceEnum):
     """

    kind: YokohamaActionHireKindEnum
    piece: YokohamaWarehousePieceEnum





    def to_dict(self) -> dict[str, Any]:
        kind: str = self.kind

        piece: str = self.piece


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "kind": kind,
            "piece": piece,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        kind = check_yokohama_action_hire_kind_enum(d.pop("kind"))




        piece = check_yokohama_warehouse_piece_enum(d.pop("piece"))




        yokohama_action_hire = cls(
            kind=kind,
            piece=piece,
        )

        return yokohama_action_hire

