from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.yokohama_achievement_deck_enum import check_yokohama_achievement_deck_enum
from ..models.yokohama_achievement_deck_enum import YokohamaAchievementDeckEnum
from ..models.yokohama_achievement_goal_enum import check_yokohama_achievement_goal_enum
from ..models.yokohama_achievement_goal_enum import YokohamaAchievementGoalEnum
from ..models.yokohama_achievement_id_enum import check_yokohama_achievement_id_enum
from ..models.yokohama_achievement_id_enum import YokohamaAchievementIdEnum
from typing import cast






T = TypeVar("T", bound="YokohamaAchievement")



@_attrs_define
class YokohamaAchievement:
    """ An achievement tile of this match.

        Attributes:
            id (YokohamaAchievementIdEnum):
            deck (YokohamaAchievementDeckEnum):
            goal (YokohamaAchievementGoalEnum):
            vp_first (int): VP for the first seat to claim it.
            vp_later (int): VP for each later claimant.
            claimed_by (list[int]): Seats that claimed it, first claimant first.
     """

    id: YokohamaAchievementIdEnum
    deck: YokohamaAchievementDeckEnum
    goal: YokohamaAchievementGoalEnum
    vp_first: int
    vp_later: int
    claimed_by: list[int]





    def to_dict(self) -> dict[str, Any]:
        id: str = self.id

        deck: str = self.deck

        goal: str = self.goal

        vp_first = self.vp_first

        vp_later = self.vp_later

        claimed_by = self.claimed_by




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "id": id,
            "deck": deck,
            "goal": goal,
            "vp_first": vp_first,
            "vp_later": vp_later,
            "claimed_by": claimed_by,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = check_yokohama_achievement_id_enum(d.pop("id"))




        deck = check_yokohama_achievement_deck_enum(d.pop("deck"))




        goal = check_yokohama_achievement_goal_enum(d.pop("goal"))




        vp_first = d.pop("vp_first")

        vp_later = d.pop("vp_later")

        claimed_by = cast(list[int], d.pop("claimed_by"))


        yokohama_achievement = cls(
            id=id,
            deck=deck,
            goal=goal,
            vp_first=vp_first,
            vp_later=vp_later,
            claimed_by=claimed_by,
        )

        return yokohama_achievement

