from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.yokohama_achievement_id_enum import check_yokohama_achievement_id_enum
from ..models.yokohama_achievement_id_enum import YokohamaAchievementIdEnum
from ..models.yokohama_action_claim_kind_enum import check_yokohama_action_claim_kind_enum
from ..models.yokohama_action_claim_kind_enum import YokohamaActionClaimKindEnum
from typing import cast






T = TypeVar("T", bound="YokohamaActionClaim")



@_attrs_define
class YokohamaActionClaim:
    """ The JSON form of `claim:<achievement>`.

        Attributes:
            kind (YokohamaActionClaimKindEnum):
            achievement (YokohamaAchievementIdEnum):
     """

    kind: YokohamaActionClaimKindEnum
    achievement: YokohamaAchievementIdEnum





    def to_dict(self) -> dict[str, Any]:
        kind: str = self.kind

        achievement: str = self.achievement


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "kind": kind,
            "achievement": achievement,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        kind = check_yokohama_action_claim_kind_enum(d.pop("kind"))




        achievement = check_yokohama_achievement_id_enum(d.pop("achievement"))




        yokohama_action_claim = cls(
            kind=kind,
            achievement=achievement,
        )

        return yokohama_action_claim

