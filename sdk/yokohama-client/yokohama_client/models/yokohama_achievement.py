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
from ..models.yokohama_good_enum import check_yokohama_good_enum
from ..models.yokohama_good_enum import YokohamaGoodEnum
from typing import cast






T = TypeVar("T", bound="YokohamaAchievement")



@_attrs_define
class YokohamaAchievement:
    """ An achievement tile of this match.

        Attributes:
            id (YokohamaAchievementIdEnum):
            deck (YokohamaAchievementDeckEnum):
            goal (YokohamaAchievementGoalEnum):
            good (None | YokohamaGoodEnum): The good to own (goal own_goods).

                * `copper` - copper
                * `silk` - silk
                * `tea` - tea
                * `fish` - fish
            count (int): How many goods, yen, technologies, agents and tokens, or orders (0 for areas_with_own_building).
            production (int): Production areas with an own building (goal areas_with_own_building).
            commercial (int): Commercial areas with an own building (goal areas_with_own_building).
            vp_first (int): VP for the first seat to claim it.
            vp_later (int): VP for each later claimant.
            claimed_by (list[int]): Seats that claimed it, first claimant first.
     """

    id: YokohamaAchievementIdEnum
    deck: YokohamaAchievementDeckEnum
    goal: YokohamaAchievementGoalEnum
    good: None | YokohamaGoodEnum
    count: int
    production: int
    commercial: int
    vp_first: int
    vp_later: int
    claimed_by: list[int]





    def to_dict(self) -> dict[str, Any]:
        id: str = self.id

        deck: str = self.deck

        goal: str = self.goal

        good: None | str
        if isinstance(self.good, str):
            good = self.good
        else:
            good = self.good

        count = self.count

        production = self.production

        commercial = self.commercial

        vp_first = self.vp_first

        vp_later = self.vp_later

        claimed_by = self.claimed_by




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "id": id,
            "deck": deck,
            "goal": goal,
            "good": good,
            "count": count,
            "production": production,
            "commercial": commercial,
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




        def _parse_good(data: object) -> None | YokohamaGoodEnum:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                good_type_0 = check_yokohama_good_enum(data)



                return good_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | YokohamaGoodEnum, data)

        good = _parse_good(d.pop("good"))


        count = d.pop("count")

        production = d.pop("production")

        commercial = d.pop("commercial")

        vp_first = d.pop("vp_first")

        vp_later = d.pop("vp_later")

        claimed_by = cast(list[int], d.pop("claimed_by"))


        yokohama_achievement = cls(
            id=id,
            deck=deck,
            goal=goal,
            good=good,
            count=count,
            production=production,
            commercial=commercial,
            vp_first=vp_first,
            vp_later=vp_later,
            claimed_by=claimed_by,
        )

        return yokohama_achievement

