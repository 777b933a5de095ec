from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.shinjuku_end_reason_enum import check_shinjuku_end_reason_enum
from ..models.shinjuku_end_reason_enum import ShinjukuEndReasonEnum
from ..models.shinjuku_game_enum import check_shinjuku_game_enum
from ..models.shinjuku_game_enum import ShinjukuGameEnum
from ..models.shinjuku_main_action_enum import check_shinjuku_main_action_enum
from ..models.shinjuku_main_action_enum import ShinjukuMainActionEnum
from ..models.shinjuku_phase_enum import check_shinjuku_phase_enum
from ..models.shinjuku_phase_enum import ShinjukuPhaseEnum
from typing import cast

if TYPE_CHECKING:
  from ..models.shinjuku_customers import ShinjukuCustomers
  from ..models.shinjuku_kaiju import ShinjukuKaiju
  from ..models.shinjuku_options import ShinjukuOptions
  from ..models.shinjuku_pending import ShinjukuPending
  from ..models.shinjuku_queue_slot import ShinjukuQueueSlot
  from ..models.shinjuku_rails import ShinjukuRails
  from ..models.shinjuku_seat import ShinjukuSeat
  from ..models.shinjuku_star_track import ShinjukuStarTrack
  from ..models.shinjuku_stations import ShinjukuStations
  from ..models.shinjuku_ward_counts import ShinjukuWardCounts
  from ..models.shinjuku_ward_customers import ShinjukuWardCustomers





T = TypeVar("T", bound="ShinjukuView")



@_attrs_define
class ShinjukuView:
    """ Shinjuku as a seat (or a spectator) may see it: `view_for(state, seat)`.

    Other seats' hands (sizes only), the draw pile and the bag (sizes only) are never part of
    it; other seats' customers and stars are null until the game is over.

        Attributes:
            game (ShinjukuGameEnum):
            view_version (int): Bumped on any incompatible change of this view.
            viewer (int | None): The viewing seat; null for a spectator.
            players (int): Number of seats.
            options (ShinjukuOptions): Shinjuku's match options, normalised (every option present).
            over (bool): The game is over; `scores` holds the result.
            end_reason (None | ShinjukuEndReasonEnum): Why the game ended; null while it runs.
            turn (int): Turns started so far.
            round_ (int): The round, from 1.
            start_seat (int): The seat holding the start card.
            active_seat (int | None): Whose turn it is; null once over.
            decision_seat (int | None): Who decides now (the active seat, or a rail owner asked about a free INCOME); null
                once over.
            phase (ShinjukuPhaseEnum):
            actions_taken (list[ShinjukuMainActionEnum]): Main actions taken this turn.
            pending (None | ShinjukuPending): The main action under way, or null.
            queue (list[ShinjukuQueueSlot]): The customer queue, slot 1 first.
            queue_customers (int): Customers in the queue.
            star_track (ShinjukuStarTrack): The star-marker track.
            bag_count (int): Customers left in the bag (their order is hidden).
            bag_empty (bool): The bag is empty.
            final_round (bool): The last queue customer was placed (or one found no queue card, S27): the final round runs.
            trigger_seat (int | None): Whose turn placed the last queue customer (or whose refill found no queue card, S27);
                else null.
            deck_count (int): Ward cards in the draw pile (content and order hidden).
            discard (ShinjukuWardCounts): Ward cards by ward; wards with no card are absent.
            removed_customers (ShinjukuCustomers): Customers by good (every good present).
            ward_customers (ShinjukuWardCustomers): Customers standing in the wards; wards without customers are absent.
            stations (ShinjukuStations): Occupied stations; empty stations are absent.
            rails (ShinjukuRails): Built connections and their owners; free connections are absent.
            kaiju (ShinjukuKaiju): The Kaiju (Kaiju-attack variant).
            seats (list[ShinjukuSeat]): Every seat, by index.
            scores (list[int] | None): Final scores by seat once over; null while the game runs.
     """

    game: ShinjukuGameEnum
    view_version: int
    viewer: int | None
    players: int
    options: ShinjukuOptions
    over: bool
    end_reason: None | ShinjukuEndReasonEnum
    turn: int
    round_: int
    start_seat: int
    active_seat: int | None
    decision_seat: int | None
    phase: ShinjukuPhaseEnum
    actions_taken: list[ShinjukuMainActionEnum]
    pending: None | ShinjukuPending
    queue: list[ShinjukuQueueSlot]
    queue_customers: int
    star_track: ShinjukuStarTrack
    bag_count: int
    bag_empty: bool
    final_round: bool
    trigger_seat: int | None
    deck_count: int
    discard: ShinjukuWardCounts
    removed_customers: ShinjukuCustomers
    ward_customers: ShinjukuWardCustomers
    stations: ShinjukuStations
    rails: ShinjukuRails
    kaiju: ShinjukuKaiju
    seats: list[ShinjukuSeat]
    scores: list[int] | None





    def to_dict(self) -> dict[str, Any]:
        from ..models.shinjuku_customers import ShinjukuCustomers # noqa: PLC0415
        from ..models.shinjuku_kaiju import ShinjukuKaiju # noqa: PLC0415
        from ..models.shinjuku_options import ShinjukuOptions # noqa: PLC0415
        from ..models.shinjuku_pending import ShinjukuPending # noqa: PLC0415
        from ..models.shinjuku_queue_slot import ShinjukuQueueSlot # noqa: PLC0415
        from ..models.shinjuku_rails import ShinjukuRails # noqa: PLC0415
        from ..models.shinjuku_seat import ShinjukuSeat # noqa: PLC0415
        from ..models.shinjuku_star_track import ShinjukuStarTrack # noqa: PLC0415
        from ..models.shinjuku_stations import ShinjukuStations # noqa: PLC0415
        from ..models.shinjuku_ward_counts import ShinjukuWardCounts # noqa: PLC0415
        from ..models.shinjuku_ward_customers import ShinjukuWardCustomers # noqa: PLC0415
        game: str = self.game

        view_version = self.view_version

        viewer: int | None
        viewer = self.viewer

        players = self.players

        options = self.options.to_dict()

        over = self.over

        end_reason: None | str
        if isinstance(self.end_reason, str):
            end_reason = self.end_reason
        else:
            end_reason = self.end_reason

        turn = self.turn

        round_ = self.round_

        start_seat = self.start_seat

        active_seat: int | None
        active_seat = self.active_seat

        decision_seat: int | None
        decision_seat = self.decision_seat

        phase: str = self.phase

        actions_taken = []
        for actions_taken_item_data in self.actions_taken:
            actions_taken_item: str = actions_taken_item_data
            actions_taken.append(actions_taken_item)



        pending: dict[str, Any] | None
        if isinstance(self.pending, ShinjukuPending):
            pending = self.pending.to_dict()
        else:
            pending = self.pending

        queue = []
        for queue_item_data in self.queue:
            queue_item = queue_item_data.to_dict()
            queue.append(queue_item)



        queue_customers = self.queue_customers

        star_track = self.star_track.to_dict()

        bag_count = self.bag_count

        bag_empty = self.bag_empty

        final_round = self.final_round

        trigger_seat: int | None
        trigger_seat = self.trigger_seat

        deck_count = self.deck_count

        discard = self.discard.to_dict()

        removed_customers = self.removed_customers.to_dict()

        ward_customers = self.ward_customers.to_dict()

        stations = self.stations.to_dict()

        rails = self.rails.to_dict()

        kaiju = self.kaiju.to_dict()

        seats = []
        for seats_item_data in self.seats:
            seats_item = seats_item_data.to_dict()
            seats.append(seats_item)



        scores: list[int] | None
        if isinstance(self.scores, list):
            scores = self.scores


        else:
            scores = self.scores


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "game": game,
            "view_version": view_version,
            "viewer": viewer,
            "players": players,
            "options": options,
            "over": over,
            "end_reason": end_reason,
            "turn": turn,
            "round": round_,
            "start_seat": start_seat,
            "active_seat": active_seat,
            "decision_seat": decision_seat,
            "phase": phase,
            "actions_taken": actions_taken,
            "pending": pending,
            "queue": queue,
            "queue_customers": queue_customers,
            "star_track": star_track,
            "bag_count": bag_count,
            "bag_empty": bag_empty,
            "final_round": final_round,
            "trigger_seat": trigger_seat,
            "deck_count": deck_count,
            "discard": discard,
            "removed_customers": removed_customers,
            "ward_customers": ward_customers,
            "stations": stations,
            "rails": rails,
            "kaiju": kaiju,
            "seats": seats,
            "scores": scores,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.shinjuku_customers import ShinjukuCustomers # noqa: PLC0415
        from ..models.shinjuku_kaiju import ShinjukuKaiju # noqa: PLC0415
        from ..models.shinjuku_options import ShinjukuOptions # noqa: PLC0415
        from ..models.shinjuku_pending import ShinjukuPending # noqa: PLC0415
        from ..models.shinjuku_queue_slot import ShinjukuQueueSlot # noqa: PLC0415
        from ..models.shinjuku_rails import ShinjukuRails # noqa: PLC0415
        from ..models.shinjuku_seat import ShinjukuSeat # noqa: PLC0415
        from ..models.shinjuku_star_track import ShinjukuStarTrack # noqa: PLC0415
        from ..models.shinjuku_stations import ShinjukuStations # noqa: PLC0415
        from ..models.shinjuku_ward_counts import ShinjukuWardCounts # noqa: PLC0415
        from ..models.shinjuku_ward_customers import ShinjukuWardCustomers # noqa: PLC0415
        d = dict(src_dict)
        game = check_shinjuku_game_enum(d.pop("game"))




        view_version = d.pop("view_version")

        def _parse_viewer(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        viewer = _parse_viewer(d.pop("viewer"))


        players = d.pop("players")

        options = ShinjukuOptions.from_dict(d.pop("options"))




        over = d.pop("over")

        def _parse_end_reason(data: object) -> None | ShinjukuEndReasonEnum:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                end_reason_type_0 = check_shinjuku_end_reason_enum(data)



                return end_reason_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | ShinjukuEndReasonEnum, data)

        end_reason = _parse_end_reason(d.pop("end_reason"))


        turn = d.pop("turn")

        round_ = d.pop("round")

        start_seat = d.pop("start_seat")

        def _parse_active_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        active_seat = _parse_active_seat(d.pop("active_seat"))


        def _parse_decision_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        decision_seat = _parse_decision_seat(d.pop("decision_seat"))


        phase = check_shinjuku_phase_enum(d.pop("phase"))




        actions_taken = []
        _actions_taken = d.pop("actions_taken")
        for actions_taken_item_data in (_actions_taken):
            actions_taken_item = check_shinjuku_main_action_enum(actions_taken_item_data)



            actions_taken.append(actions_taken_item)


        def _parse_pending(data: object) -> None | ShinjukuPending:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                pending_type_1 = ShinjukuPending.from_dict(data)



                return pending_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | ShinjukuPending, data)

        pending = _parse_pending(d.pop("pending"))


        queue = []
        _queue = d.pop("queue")
        for queue_item_data in (_queue):
            queue_item = ShinjukuQueueSlot.from_dict(queue_item_data)



            queue.append(queue_item)


        queue_customers = d.pop("queue_customers")

        star_track = ShinjukuStarTrack.from_dict(d.pop("star_track"))




        bag_count = d.pop("bag_count")

        bag_empty = d.pop("bag_empty")

        final_round = d.pop("final_round")

        def _parse_trigger_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        trigger_seat = _parse_trigger_seat(d.pop("trigger_seat"))


        deck_count = d.pop("deck_count")

        discard = ShinjukuWardCounts.from_dict(d.pop("discard"))




        removed_customers = ShinjukuCustomers.from_dict(d.pop("removed_customers"))




        ward_customers = ShinjukuWardCustomers.from_dict(d.pop("ward_customers"))




        stations = ShinjukuStations.from_dict(d.pop("stations"))




        rails = ShinjukuRails.from_dict(d.pop("rails"))




        kaiju = ShinjukuKaiju.from_dict(d.pop("kaiju"))




        seats = []
        _seats = d.pop("seats")
        for seats_item_data in (_seats):
            seats_item = ShinjukuSeat.from_dict(seats_item_data)



            seats.append(seats_item)


        def _parse_scores(data: object) -> list[int] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                scores_type_0 = cast(list[int], data)

                return scores_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[int] | None, data)

        scores = _parse_scores(d.pop("scores"))


        shinjuku_view = cls(
            game=game,
            view_version=view_version,
            viewer=viewer,
            players=players,
            options=options,
            over=over,
            end_reason=end_reason,
            turn=turn,
            round_=round_,
            start_seat=start_seat,
            active_seat=active_seat,
            decision_seat=decision_seat,
            phase=phase,
            actions_taken=actions_taken,
            pending=pending,
            queue=queue,
            queue_customers=queue_customers,
            star_track=star_track,
            bag_count=bag_count,
            bag_empty=bag_empty,
            final_round=final_round,
            trigger_seat=trigger_seat,
            deck_count=deck_count,
            discard=discard,
            removed_customers=removed_customers,
            ward_customers=ward_customers,
            stations=stations,
            rails=rails,
            kaiju=kaiju,
            seats=seats,
            scores=scores,
        )

        return shinjuku_view

