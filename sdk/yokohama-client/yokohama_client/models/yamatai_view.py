from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.yamatai_end_reason_enum import check_yamatai_end_reason_enum
from ..models.yamatai_end_reason_enum import YamataiEndReasonEnum
from ..models.yamatai_game_enum import check_yamatai_game_enum
from ..models.yamatai_game_enum import YamataiGameEnum
from typing import cast

if TYPE_CHECKING:
  from ..models.yamatai_board import YamataiBoard
  from ..models.yamatai_boats import YamataiBoats
  from ..models.yamatai_decision import YamataiDecision
  from ..models.yamatai_fleet_tile_taken import YamataiFleetTileTaken
  from ..models.yamatai_fleet_track import YamataiFleetTrack
  from ..models.yamatai_seat import YamataiSeat
  from ..models.yamatai_specialist_slot import YamataiSpecialistSlot
  from ..models.yamatai_tile import YamataiTile
  from ..models.yamatai_turn import YamataiTurn





T = TypeVar("T", bound="YamataiView")



@_attrs_define
class YamataiView:
    """ Yamatai as a seat (or a spectator) may see it: `view_for(state, seat)`.

    The order of the building deck, the specialist deck and the face-down fleet tiles are never
    part of it (only their counts); the tiles looked at with fleet tile 3 only for their holder.

        Attributes:
            game (YamataiGameEnum):
            view_version (int): The view format's version.
            viewer (int | None): The viewing seat; null for a spectator.
            players (int): Number of seats.
            round_ (int): The round, from 1.
            over (bool): The game is over; the score is in match_result.
            end_reason (None | YamataiEndReasonEnum): Why the game ended, or null.
            decision (None | YamataiDecision): Null once the game is over.
            turn_order (list[int]): The round's turns by seat (two each with 2 players).
            turn (None | YamataiTurn): The turn under way; null once over.
            fleet_track (YamataiFleetTrack):
            fleet_tiles_taken (list[YamataiFleetTileTaken]): Fleet tiles taken.
            specialist_display (list[YamataiSpecialistSlot]): The specialists on offer.
            specialist_deck_count (int): Specialists left in the deck.
            building_row (list[YamataiTile]): The building tiles on offer.
            building_deck_count (int): Building tiles left in the deck.
            supply (YamataiBoats): A number of boats per colour (every colour present).
            sacred_ground_left (int): Sacred ground markers left.
            board (YamataiBoard):
            seats (list[YamataiSeat]): Every seat's public position, by index.
            current_seats (list[int]): Seats to decide now.
     """

    game: YamataiGameEnum
    view_version: int
    viewer: int | None
    players: int
    round_: int
    over: bool
    end_reason: None | YamataiEndReasonEnum
    decision: None | YamataiDecision
    turn_order: list[int]
    turn: None | YamataiTurn
    fleet_track: YamataiFleetTrack
    fleet_tiles_taken: list[YamataiFleetTileTaken]
    specialist_display: list[YamataiSpecialistSlot]
    specialist_deck_count: int
    building_row: list[YamataiTile]
    building_deck_count: int
    supply: YamataiBoats
    sacred_ground_left: int
    board: YamataiBoard
    seats: list[YamataiSeat]
    current_seats: list[int]





    def to_dict(self) -> dict[str, Any]:
        from ..models.yamatai_board import YamataiBoard # noqa: PLC0415
        from ..models.yamatai_boats import YamataiBoats # noqa: PLC0415
        from ..models.yamatai_decision import YamataiDecision # noqa: PLC0415
        from ..models.yamatai_fleet_tile_taken import YamataiFleetTileTaken # noqa: PLC0415
        from ..models.yamatai_fleet_track import YamataiFleetTrack # noqa: PLC0415
        from ..models.yamatai_seat import YamataiSeat # noqa: PLC0415
        from ..models.yamatai_specialist_slot import YamataiSpecialistSlot # noqa: PLC0415
        from ..models.yamatai_tile import YamataiTile # noqa: PLC0415
        from ..models.yamatai_turn import YamataiTurn # noqa: PLC0415
        game: str = self.game

        view_version = self.view_version

        viewer: int | None
        viewer = self.viewer

        players = self.players

        round_ = self.round_

        over = self.over

        end_reason: None | str
        if isinstance(self.end_reason, str):
            end_reason = self.end_reason
        else:
            end_reason = self.end_reason

        decision: dict[str, Any] | None
        if isinstance(self.decision, YamataiDecision):
            decision = self.decision.to_dict()
        else:
            decision = self.decision

        turn_order = self.turn_order



        turn: dict[str, Any] | None
        if isinstance(self.turn, YamataiTurn):
            turn = self.turn.to_dict()
        else:
            turn = self.turn

        fleet_track = self.fleet_track.to_dict()

        fleet_tiles_taken = []
        for fleet_tiles_taken_item_data in self.fleet_tiles_taken:
            fleet_tiles_taken_item = fleet_tiles_taken_item_data.to_dict()
            fleet_tiles_taken.append(fleet_tiles_taken_item)



        specialist_display = []
        for specialist_display_item_data in self.specialist_display:
            specialist_display_item = specialist_display_item_data.to_dict()
            specialist_display.append(specialist_display_item)



        specialist_deck_count = self.specialist_deck_count

        building_row = []
        for building_row_item_data in self.building_row:
            building_row_item = building_row_item_data.to_dict()
            building_row.append(building_row_item)



        building_deck_count = self.building_deck_count

        supply = self.supply.to_dict()

        sacred_ground_left = self.sacred_ground_left

        board = self.board.to_dict()

        seats = []
        for seats_item_data in self.seats:
            seats_item = seats_item_data.to_dict()
            seats.append(seats_item)



        current_seats = self.current_seats




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "game": game,
            "view_version": view_version,
            "viewer": viewer,
            "players": players,
            "round": round_,
            "over": over,
            "end_reason": end_reason,
            "decision": decision,
            "turn_order": turn_order,
            "turn": turn,
            "fleet_track": fleet_track,
            "fleet_tiles_taken": fleet_tiles_taken,
            "specialist_display": specialist_display,
            "specialist_deck_count": specialist_deck_count,
            "building_row": building_row,
            "building_deck_count": building_deck_count,
            "supply": supply,
            "sacred_ground_left": sacred_ground_left,
            "board": board,
            "seats": seats,
            "current_seats": current_seats,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.yamatai_board import YamataiBoard # noqa: PLC0415
        from ..models.yamatai_boats import YamataiBoats # noqa: PLC0415
        from ..models.yamatai_decision import YamataiDecision # noqa: PLC0415
        from ..models.yamatai_fleet_tile_taken import YamataiFleetTileTaken # noqa: PLC0415
        from ..models.yamatai_fleet_track import YamataiFleetTrack # noqa: PLC0415
        from ..models.yamatai_seat import YamataiSeat # noqa: PLC0415
        from ..models.yamatai_specialist_slot import YamataiSpecialistSlot # noqa: PLC0415
        from ..models.yamatai_tile import YamataiTile # noqa: PLC0415
        from ..models.yamatai_turn import YamataiTurn # noqa: PLC0415
        d = dict(src_dict)
        game = check_yamatai_game_enum(d.pop("game"))




        view_version = d.pop("view_version")

        def _parse_viewer(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        viewer = _parse_viewer(d.pop("viewer"))


        players = d.pop("players")

        round_ = d.pop("round")

        over = d.pop("over")

        def _parse_end_reason(data: object) -> None | YamataiEndReasonEnum:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                end_reason_type_0 = check_yamatai_end_reason_enum(data)



                return end_reason_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | YamataiEndReasonEnum, data)

        end_reason = _parse_end_reason(d.pop("end_reason"))


        def _parse_decision(data: object) -> None | YamataiDecision:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                decision_type_1 = YamataiDecision.from_dict(data)



                return decision_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | YamataiDecision, data)

        decision = _parse_decision(d.pop("decision"))


        turn_order = cast(list[int], d.pop("turn_order"))


        def _parse_turn(data: object) -> None | YamataiTurn:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                turn_type_1 = YamataiTurn.from_dict(data)



                return turn_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | YamataiTurn, data)

        turn = _parse_turn(d.pop("turn"))


        fleet_track = YamataiFleetTrack.from_dict(d.pop("fleet_track"))




        fleet_tiles_taken = []
        _fleet_tiles_taken = d.pop("fleet_tiles_taken")
        for fleet_tiles_taken_item_data in (_fleet_tiles_taken):
            fleet_tiles_taken_item = YamataiFleetTileTaken.from_dict(fleet_tiles_taken_item_data)



            fleet_tiles_taken.append(fleet_tiles_taken_item)


        specialist_display = []
        _specialist_display = d.pop("specialist_display")
        for specialist_display_item_data in (_specialist_display):
            specialist_display_item = YamataiSpecialistSlot.from_dict(specialist_display_item_data)



            specialist_display.append(specialist_display_item)


        specialist_deck_count = d.pop("specialist_deck_count")

        building_row = []
        _building_row = d.pop("building_row")
        for building_row_item_data in (_building_row):
            building_row_item = YamataiTile.from_dict(building_row_item_data)



            building_row.append(building_row_item)


        building_deck_count = d.pop("building_deck_count")

        supply = YamataiBoats.from_dict(d.pop("supply"))




        sacred_ground_left = d.pop("sacred_ground_left")

        board = YamataiBoard.from_dict(d.pop("board"))




        seats = []
        _seats = d.pop("seats")
        for seats_item_data in (_seats):
            seats_item = YamataiSeat.from_dict(seats_item_data)



            seats.append(seats_item)


        current_seats = cast(list[int], d.pop("current_seats"))


        yamatai_view = cls(
            game=game,
            view_version=view_version,
            viewer=viewer,
            players=players,
            round_=round_,
            over=over,
            end_reason=end_reason,
            decision=decision,
            turn_order=turn_order,
            turn=turn,
            fleet_track=fleet_track,
            fleet_tiles_taken=fleet_tiles_taken,
            specialist_display=specialist_display,
            specialist_deck_count=specialist_deck_count,
            building_row=building_row,
            building_deck_count=building_deck_count,
            supply=supply,
            sacred_ground_left=sacred_ground_left,
            board=board,
            seats=seats,
            current_seats=current_seats,
        )

        return yamatai_view

