from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.yokohama_end_trigger_enum import check_yokohama_end_trigger_enum
from ..models.yokohama_end_trigger_enum import YokohamaEndTriggerEnum
from ..models.yokohama_game_enum import check_yokohama_game_enum
from ..models.yokohama_game_enum import YokohamaGameEnum
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.yokohama_achievement import YokohamaAchievement
  from ..models.yokohama_achievement_marker import YokohamaAchievementMarker
  from ..models.yokohama_boards import YokohamaBoards
  from ..models.yokohama_decision import YokohamaDecision
  from ..models.yokohama_decks import YokohamaDecks
  from ..models.yokohama_foreign_agent_supply import YokohamaForeignAgentSupply
  from ..models.yokohama_map import YokohamaMap
  from ..models.yokohama_options import YokohamaOptions
  from ..models.yokohama_seat import YokohamaSeat
  from ..models.yokohama_you import YokohamaYou





T = TypeVar("T", bound="YokohamaView")



@_attrs_define
class YokohamaView:
    """ Yokohama as a seat (or a spectator) may see it: `view_for(state, seat)`.

    Other seats' orders in hand, the setup draws, the box and the decks' contents are never
    part of it; `you` (present only for a seat) holds the viewer's own hidden cards.

        Attributes:
            game (YokohamaGameEnum):
            viewer (int | None): The viewing seat; null for a spectator.
            options (YokohamaOptions): Yokohama's match options, normalised (every option present).
            players (int): Number of seats.
            start_player (int): The start player's seat.
            round_ (int): 0 during setup; the first round is 1.
            turn_in_round (int): Place of the active turn in the round's turn order, from 0 (the start player's turn).
            active_seat (int | None): Whose turn it is; null during setup and once over.
            final_round (int | None): The last round once the end is triggered, else null.
            end_trigger (None | YokohamaEndTriggerEnum): What triggered the end, or null.
            over (bool): The game is over: the seats' `score` is then the final score.
            decision (None | YokohamaDecision): Null once the game is over.
            map_ (YokohamaMap): The map: offset rows of areas, in reading order.
            boards (YokohamaBoards): The management boards.
            decks (YokohamaDecks): Deck sizes (their contents and order are hidden).
            achievements (list[YokohamaAchievement]): This match's achievement tiles.
            foreign_agent_supply (YokohamaForeignAgentSupply): Foreign agents left in the supply, by country.
            achievement_markers_open (list[YokohamaAchievementMarker]): Markers still to take (mini-expansion #1; else
                empty).
            seats (list[YokohamaSeat]): Every seat's public position, by index.
            you (YokohamaYou | Unset): What only the viewing seat sees.
     """

    game: YokohamaGameEnum
    viewer: int | None
    options: YokohamaOptions
    players: int
    start_player: int
    round_: int
    turn_in_round: int
    active_seat: int | None
    final_round: int | None
    end_trigger: None | YokohamaEndTriggerEnum
    over: bool
    decision: None | YokohamaDecision
    map_: YokohamaMap
    boards: YokohamaBoards
    decks: YokohamaDecks
    achievements: list[YokohamaAchievement]
    foreign_agent_supply: YokohamaForeignAgentSupply
    achievement_markers_open: list[YokohamaAchievementMarker]
    seats: list[YokohamaSeat]
    you: YokohamaYou | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.yokohama_achievement import YokohamaAchievement # noqa: PLC0415
        from ..models.yokohama_achievement_marker import YokohamaAchievementMarker # noqa: PLC0415
        from ..models.yokohama_boards import YokohamaBoards # noqa: PLC0415
        from ..models.yokohama_decision import YokohamaDecision # noqa: PLC0415
        from ..models.yokohama_decks import YokohamaDecks # noqa: PLC0415
        from ..models.yokohama_foreign_agent_supply import YokohamaForeignAgentSupply # noqa: PLC0415
        from ..models.yokohama_map import YokohamaMap # noqa: PLC0415
        from ..models.yokohama_options import YokohamaOptions # noqa: PLC0415
        from ..models.yokohama_seat import YokohamaSeat # noqa: PLC0415
        from ..models.yokohama_you import YokohamaYou # noqa: PLC0415
        game: str = self.game

        viewer: int | None
        viewer = self.viewer

        options = self.options.to_dict()

        players = self.players

        start_player = self.start_player

        round_ = self.round_

        turn_in_round = self.turn_in_round

        active_seat: int | None
        active_seat = self.active_seat

        final_round: int | None
        final_round = self.final_round

        end_trigger: None | str
        if isinstance(self.end_trigger, str):
            end_trigger = self.end_trigger
        else:
            end_trigger = self.end_trigger

        over = self.over

        decision: dict[str, Any] | None
        if isinstance(self.decision, YokohamaDecision):
            decision = self.decision.to_dict()
        else:
            decision = self.decision

        map_ = self.map_.to_dict()

        boards = self.boards.to_dict()

        decks = self.decks.to_dict()

        achievements = []
        for achievements_item_data in self.achievements:
            achievements_item = achievements_item_data.to_dict()
            achievements.append(achievements_item)



        foreign_agent_supply = self.foreign_agent_supply.to_dict()

        achievement_markers_open = []
        for achievement_markers_open_item_data in self.achievement_markers_open:
            achievement_markers_open_item = achievement_markers_open_item_data.to_dict()
            achievement_markers_open.append(achievement_markers_open_item)



        seats = []
        for seats_item_data in self.seats:
            seats_item = seats_item_data.to_dict()
            seats.append(seats_item)



        you: dict[str, Any] | Unset = UNSET
        if not isinstance(self.you, Unset):
            you = self.you.to_dict()


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "game": game,
            "viewer": viewer,
            "options": options,
            "players": players,
            "start_player": start_player,
            "round": round_,
            "turn_in_round": turn_in_round,
            "active_seat": active_seat,
            "final_round": final_round,
            "end_trigger": end_trigger,
            "over": over,
            "decision": decision,
            "map": map_,
            "boards": boards,
            "decks": decks,
            "achievements": achievements,
            "foreign_agent_supply": foreign_agent_supply,
            "achievement_markers_open": achievement_markers_open,
            "seats": seats,
        })
        if you is not UNSET:
            field_dict["you"] = you

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.yokohama_achievement import YokohamaAchievement # noqa: PLC0415
        from ..models.yokohama_achievement_marker import YokohamaAchievementMarker # noqa: PLC0415
        from ..models.yokohama_boards import YokohamaBoards # noqa: PLC0415
        from ..models.yokohama_decision import YokohamaDecision # noqa: PLC0415
        from ..models.yokohama_decks import YokohamaDecks # noqa: PLC0415
        from ..models.yokohama_foreign_agent_supply import YokohamaForeignAgentSupply # noqa: PLC0415
        from ..models.yokohama_map import YokohamaMap # noqa: PLC0415
        from ..models.yokohama_options import YokohamaOptions # noqa: PLC0415
        from ..models.yokohama_seat import YokohamaSeat # noqa: PLC0415
        from ..models.yokohama_you import YokohamaYou # noqa: PLC0415
        d = dict(src_dict)
        game = check_yokohama_game_enum(d.pop("game"))




        def _parse_viewer(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        viewer = _parse_viewer(d.pop("viewer"))


        options = YokohamaOptions.from_dict(d.pop("options"))




        players = d.pop("players")

        start_player = d.pop("start_player")

        round_ = d.pop("round")

        turn_in_round = d.pop("turn_in_round")

        def _parse_active_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        active_seat = _parse_active_seat(d.pop("active_seat"))


        def _parse_final_round(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        final_round = _parse_final_round(d.pop("final_round"))


        def _parse_end_trigger(data: object) -> None | YokohamaEndTriggerEnum:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                end_trigger_type_0 = check_yokohama_end_trigger_enum(data)



                return end_trigger_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | YokohamaEndTriggerEnum, data)

        end_trigger = _parse_end_trigger(d.pop("end_trigger"))


        over = d.pop("over")

        def _parse_decision(data: object) -> None | YokohamaDecision:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                decision_type_1 = YokohamaDecision.from_dict(data)



                return decision_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | YokohamaDecision, data)

        decision = _parse_decision(d.pop("decision"))


        map_ = YokohamaMap.from_dict(d.pop("map"))




        boards = YokohamaBoards.from_dict(d.pop("boards"))




        decks = YokohamaDecks.from_dict(d.pop("decks"))




        achievements = []
        _achievements = d.pop("achievements")
        for achievements_item_data in (_achievements):
            achievements_item = YokohamaAchievement.from_dict(achievements_item_data)



            achievements.append(achievements_item)


        foreign_agent_supply = YokohamaForeignAgentSupply.from_dict(d.pop("foreign_agent_supply"))




        achievement_markers_open = []
        _achievement_markers_open = d.pop("achievement_markers_open")
        for achievement_markers_open_item_data in (_achievement_markers_open):
            achievement_markers_open_item = YokohamaAchievementMarker.from_dict(achievement_markers_open_item_data)



            achievement_markers_open.append(achievement_markers_open_item)


        seats = []
        _seats = d.pop("seats")
        for seats_item_data in (_seats):
            seats_item = YokohamaSeat.from_dict(seats_item_data)



            seats.append(seats_item)


        _you = d.pop("you", UNSET)
        you: YokohamaYou | Unset
        if isinstance(_you,  Unset):
            you = UNSET
        else:
            you = YokohamaYou.from_dict(_you)




        yokohama_view = cls(
            game=game,
            viewer=viewer,
            options=options,
            players=players,
            start_player=start_player,
            round_=round_,
            turn_in_round=turn_in_round,
            active_seat=active_seat,
            final_round=final_round,
            end_trigger=end_trigger,
            over=over,
            decision=decision,
            map_=map_,
            boards=boards,
            decks=decks,
            achievements=achievements,
            foreign_agent_supply=foreign_agent_supply,
            achievement_markers_open=achievement_markers_open,
            seats=seats,
            you=you,
        )

        return yokohama_view

