from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.bot_kind_enum import BotKindEnum
from ..models.bot_kind_enum import check_bot_kind_enum
from ..models.entrant_status_enum import check_entrant_status_enum
from ..models.entrant_status_enum import EntrantStatusEnum
from typing import cast






T = TypeVar("T", bound="StandingOutput")



@_attrs_define
class StandingOutput:
    """ 
        Attributes:
            rank (int | None): Shared by entrants equal on every tie-break.
            entrant_id (int): The entrant id.
            number (int): Registration order, from 1.
            username (str): The entrant's account.
            is_bot (bool): The account is a bot account.
            bot_kind (BotKindEnum | None): The server bot playing for the entrant; null: plays over the API.

                * `random` - Random bot
                * `greedy` - Greedy bot
                * `mcts-1` - MCTS bot, level 1
                * `mcts-2` - MCTS bot, level 2
                * `mcts-3` - MCTS bot, level 3
            status (EntrantStatusEnum): * `active` - Active
                * `withdrawn` - Withdrawn
            points (int): 2 per opponent finished ahead of, 1 per tie; a bye is a tie with each.
            game_score (int): First tie-break: total game score.
            head_to_head (int): Second tie-break: points taken from the entrants tied on points and score.
            played (int): Tables played and scored.
            byes (int): Rounds sat out.
     """

    rank: int | None
    entrant_id: int
    number: int
    username: str
    is_bot: bool
    bot_kind: BotKindEnum | None
    status: EntrantStatusEnum
    points: int
    game_score: int
    head_to_head: int
    played: int
    byes: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        rank: int | None
        rank = self.rank

        entrant_id = self.entrant_id

        number = self.number

        username = self.username

        is_bot = self.is_bot

        bot_kind: None | str
        if isinstance(self.bot_kind, str):
            bot_kind = self.bot_kind
        else:
            bot_kind = self.bot_kind

        status: str = self.status

        points = self.points

        game_score = self.game_score

        head_to_head = self.head_to_head

        played = self.played

        byes = self.byes


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "rank": rank,
            "entrant_id": entrant_id,
            "number": number,
            "username": username,
            "is_bot": is_bot,
            "bot_kind": bot_kind,
            "status": status,
            "points": points,
            "game_score": game_score,
            "head_to_head": head_to_head,
            "played": played,
            "byes": byes,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        def _parse_rank(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        rank = _parse_rank(d.pop("rank"))


        entrant_id = d.pop("entrant_id")

        number = d.pop("number")

        username = d.pop("username")

        is_bot = d.pop("is_bot")

        def _parse_bot_kind(data: object) -> BotKindEnum | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                bot_kind_type_0 = check_bot_kind_enum(data)



                return bot_kind_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(BotKindEnum | None, data)

        bot_kind = _parse_bot_kind(d.pop("bot_kind"))


        status = check_entrant_status_enum(d.pop("status"))




        points = d.pop("points")

        game_score = d.pop("game_score")

        head_to_head = d.pop("head_to_head")

        played = d.pop("played")

        byes = d.pop("byes")

        standing_output = cls(
            rank=rank,
            entrant_id=entrant_id,
            number=number,
            username=username,
            is_bot=is_bot,
            bot_kind=bot_kind,
            status=status,
            points=points,
            game_score=game_score,
            head_to_head=head_to_head,
            played=played,
            byes=byes,
        )


        standing_output.additional_properties = d
        return standing_output

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
