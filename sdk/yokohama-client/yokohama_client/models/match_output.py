from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.match_status_enum import check_match_status_enum
from ..models.match_status_enum import MatchStatusEnum
from ..models.spectators_enum import check_spectators_enum
from ..models.spectators_enum import SpectatorsEnum
from typing import cast
import datetime

if TYPE_CHECKING:
  from ..models.seat_output import SeatOutput
  from ..models.shinjuku_options import ShinjukuOptions
  from ..models.shinjuku_view import ShinjukuView
  from ..models.time_control_output import TimeControlOutput
  from ..models.yamatai_options import YamataiOptions
  from ..models.yamatai_view import YamataiView
  from ..models.yokohama_options import YokohamaOptions
  from ..models.yokohama_view import YokohamaView





T = TypeVar("T", bound="MatchOutput")



@_attrs_define
class MatchOutput:
    """ 
        Attributes:
            id (int): The match id.
            game (str): The game's slug.
            players (int): Number of seats.
            options (ShinjukuOptions | YamataiOptions | YokohamaOptions): One member per hosted game: the one of the match's
                `game` applies.
            status (MatchStatusEnum): * `waiting` - Waiting for players
                * `active` - Active
                * `finished` - Finished
                * `aborted` - Aborted
            seq (int): Number of actions applied so far (the last log entry's seq).
            to_move (list[int]): Seats whose decision it is (several at simultaneous decisions; empty unless active).
            seats (list[SeatOutput]): Every seat, by index.
            time_control (TimeControlOutput):
            creator (None | str): Username of the creator; null for matches the server created (tournament tables, imported
                match records) or whose creator account is gone.
            created_at (datetime.datetime): When the match was created (UTC).
            started_at (datetime.datetime | None): When it started (UTC); null while waiting.
            finished_at (datetime.datetime | None): When it ended (UTC); null until then.
            private (bool): An unlisted table, visible only to its creator, players, invitees and share-code holders.
            spectators (SpectatorsEnum): * `everyone` - Anyone who can see the match may watch it
                * `players` - Only its players see the game
            rematch_of (int | None): The finished match this one is the rematch of, if any.
            undo (bool): Seats may take back their own decisions of the current turn (match_undo).
            your_seat (int | None): Your seat index, or null when you watch as a spectator.
            state (None | ShinjukuView | YamataiView | YokohamaView): Your view of the game state (the spectator's without a
                seat; null before the start, and for a non-player when only players may watch). Once the match is over its
                scores are the final ones, as match_result gives them.
            share_code (None | str): The match's share code (for its share link), shown to its creator only; null for others
                and when there is none (share_code_create makes one).
            rematch_id (int | None): The rematch offered after this match (match_rematch), shown to its players; null
                otherwise.
     """

    id: int
    game: str
    players: int
    options: ShinjukuOptions | YamataiOptions | YokohamaOptions
    status: MatchStatusEnum
    seq: int
    to_move: list[int]
    seats: list[SeatOutput]
    time_control: TimeControlOutput
    creator: None | str
    created_at: datetime.datetime
    started_at: datetime.datetime | None
    finished_at: datetime.datetime | None
    private: bool
    spectators: SpectatorsEnum
    rematch_of: int | None
    undo: bool
    your_seat: int | None
    state: None | ShinjukuView | YamataiView | YokohamaView
    share_code: None | str
    rematch_id: int | None
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.seat_output import SeatOutput # noqa: PLC0415
        from ..models.shinjuku_options import ShinjukuOptions # noqa: PLC0415
        from ..models.shinjuku_view import ShinjukuView # noqa: PLC0415
        from ..models.time_control_output import TimeControlOutput # noqa: PLC0415
        from ..models.yamatai_options import YamataiOptions # noqa: PLC0415
        from ..models.yamatai_view import YamataiView # noqa: PLC0415
        from ..models.yokohama_options import YokohamaOptions # noqa: PLC0415
        from ..models.yokohama_view import YokohamaView # noqa: PLC0415
        id = self.id

        game = self.game

        players = self.players

        options: dict[str, Any]
        if isinstance(self.options, ShinjukuOptions):
            options = self.options.to_dict()
        elif isinstance(self.options, YamataiOptions):
            options = self.options.to_dict()
        else:
            options = self.options.to_dict()


        status: str = self.status

        seq = self.seq

        to_move = self.to_move



        seats = []
        for seats_item_data in self.seats:
            seats_item = seats_item_data.to_dict()
            seats.append(seats_item)



        time_control = self.time_control.to_dict()

        creator: None | str
        creator = self.creator

        created_at = self.created_at.isoformat()

        started_at: None | str
        if isinstance(self.started_at, datetime.datetime):
            started_at = self.started_at.isoformat()
        else:
            started_at = self.started_at

        finished_at: None | str
        if isinstance(self.finished_at, datetime.datetime):
            finished_at = self.finished_at.isoformat()
        else:
            finished_at = self.finished_at

        private = self.private

        spectators: str = self.spectators

        rematch_of: int | None
        rematch_of = self.rematch_of

        undo = self.undo

        your_seat: int | None
        your_seat = self.your_seat

        state: dict[str, Any] | None
        if isinstance(self.state, ShinjukuView):
            state = self.state.to_dict()
        elif isinstance(self.state, YamataiView):
            state = self.state.to_dict()
        elif isinstance(self.state, YokohamaView):
            state = self.state.to_dict()
        else:
            state = self.state

        share_code: None | str
        share_code = self.share_code

        rematch_id: int | None
        rematch_id = self.rematch_id


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "id": id,
            "game": game,
            "players": players,
            "options": options,
            "status": status,
            "seq": seq,
            "to_move": to_move,
            "seats": seats,
            "time_control": time_control,
            "creator": creator,
            "created_at": created_at,
            "started_at": started_at,
            "finished_at": finished_at,
            "private": private,
            "spectators": spectators,
            "rematch_of": rematch_of,
            "undo": undo,
            "your_seat": your_seat,
            "state": state,
            "share_code": share_code,
            "rematch_id": rematch_id,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.seat_output import SeatOutput # noqa: PLC0415
        from ..models.shinjuku_options import ShinjukuOptions # noqa: PLC0415
        from ..models.shinjuku_view import ShinjukuView # noqa: PLC0415
        from ..models.time_control_output import TimeControlOutput # noqa: PLC0415
        from ..models.yamatai_options import YamataiOptions # noqa: PLC0415
        from ..models.yamatai_view import YamataiView # noqa: PLC0415
        from ..models.yokohama_options import YokohamaOptions # noqa: PLC0415
        from ..models.yokohama_view import YokohamaView # noqa: PLC0415
        d = dict(src_dict)
        id = d.pop("id")

        game = d.pop("game")

        players = d.pop("players")

        def _parse_options(data: object) -> ShinjukuOptions | YamataiOptions | YokohamaOptions:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_game_options_type_0 = ShinjukuOptions.from_dict(data)



                return componentsschemas_game_options_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_game_options_type_1 = YamataiOptions.from_dict(data)



                return componentsschemas_game_options_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_game_options_type_2 = YokohamaOptions.from_dict(data)



            return componentsschemas_game_options_type_2

        options = _parse_options(d.pop("options"))


        status = check_match_status_enum(d.pop("status"))




        seq = d.pop("seq")

        to_move = cast(list[int], d.pop("to_move"))


        seats = []
        _seats = d.pop("seats")
        for seats_item_data in (_seats):
            seats_item = SeatOutput.from_dict(seats_item_data)



            seats.append(seats_item)


        time_control = TimeControlOutput.from_dict(d.pop("time_control"))




        def _parse_creator(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        creator = _parse_creator(d.pop("creator"))


        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))




        def _parse_started_at(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                started_at_type_0 = datetime.datetime.fromisoformat(data)



                return started_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        started_at = _parse_started_at(d.pop("started_at"))


        def _parse_finished_at(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                finished_at_type_0 = datetime.datetime.fromisoformat(data)



                return finished_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        finished_at = _parse_finished_at(d.pop("finished_at"))


        private = d.pop("private")

        spectators = check_spectators_enum(d.pop("spectators"))




        def _parse_rematch_of(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        rematch_of = _parse_rematch_of(d.pop("rematch_of"))


        undo = d.pop("undo")

        def _parse_your_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        your_seat = _parse_your_seat(d.pop("your_seat"))


        def _parse_state(data: object) -> None | ShinjukuView | YamataiView | YokohamaView:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_game_view_type_0 = ShinjukuView.from_dict(data)



                return componentsschemas_game_view_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_game_view_type_1 = YamataiView.from_dict(data)



                return componentsschemas_game_view_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_game_view_type_2 = YokohamaView.from_dict(data)



                return componentsschemas_game_view_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | ShinjukuView | YamataiView | YokohamaView, data)

        state = _parse_state(d.pop("state"))


        def _parse_share_code(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        share_code = _parse_share_code(d.pop("share_code"))


        def _parse_rematch_id(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        rematch_id = _parse_rematch_id(d.pop("rematch_id"))


        match_output = cls(
            id=id,
            game=game,
            players=players,
            options=options,
            status=status,
            seq=seq,
            to_move=to_move,
            seats=seats,
            time_control=time_control,
            creator=creator,
            created_at=created_at,
            started_at=started_at,
            finished_at=finished_at,
            private=private,
            spectators=spectators,
            rematch_of=rematch_of,
            undo=undo,
            your_seat=your_seat,
            state=state,
            share_code=share_code,
            rematch_id=rematch_id,
        )


        match_output.additional_properties = d
        return match_output

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
