from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.yamatai_action_swap_token_with_kind_enum import check_yamatai_action_swap_token_with_kind_enum
from ..models.yamatai_action_swap_token_with_kind_enum import YamataiActionSwapTokenWithKindEnum
from ..models.yamatai_island_id_enum import check_yamatai_island_id_enum
from ..models.yamatai_island_id_enum import YamataiIslandIdEnum
from typing import cast






T = TypeVar("T", bound="YamataiActionSwapTokenWith")



@_attrs_define
class YamataiActionSwapTokenWith:
    """ The JSON form of `swap_token_with:<island>`.

        Attributes:
            kind (YamataiActionSwapTokenWithKindEnum):
            island (YamataiIslandIdEnum):
     """

    kind: YamataiActionSwapTokenWithKindEnum
    island: YamataiIslandIdEnum





    def to_dict(self) -> dict[str, Any]:
        kind: str = self.kind

        island: str = self.island


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "kind": kind,
            "island": island,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        kind = check_yamatai_action_swap_token_with_kind_enum(d.pop("kind"))




        island = check_yamatai_island_id_enum(d.pop("island"))




        yamatai_action_swap_token_with = cls(
            kind=kind,
            island=island,
        )

        return yamatai_action_swap_token_with

