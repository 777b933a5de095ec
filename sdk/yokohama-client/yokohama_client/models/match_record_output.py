from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.record_format_enum import check_record_format_enum
from ..models.record_format_enum import RecordFormatEnum
from ..types import UNSET, Unset
from typing import cast
import datetime

if TYPE_CHECKING:
  from ..models.chat_record_output import ChatRecordOutput
  from ..models.record_action_output import RecordActionOutput
  from ..models.record_seat_output import RecordSeatOutput
  from ..models.seat_result_output import SeatResultOutput
  from ..models.shinjuku_options import ShinjukuOptions
  from ..models.yamatai_options import YamataiOptions
  from ..models.yokohama_options import YokohamaOptions





T = TypeVar("T", bound="MatchRecordOutput")



@_attrs_define
class MatchRecordOutput:
    """ A finished match as one portable document: what replays it to the same result on any
    server hosting its game (`manage.py match_import`).

        Attributes:
            format_ (RecordFormatEnum): * `match-record` - match-record
            format_version (int): The record format's version (this server writes and reads 1); an importer refuses versions
                it does not know.
            match_id (int): The match's id on the exporting server (an import gets a new id).
            game (str): The game's slug.
            players (int): Number of seats.
            options (ShinjukuOptions | YamataiOptions | YokohamaOptions): One member per hosted game: the one of the match's
                `game` applies.
            seed (int): Seed of the match's randomness: with the options and the actions it determines every state.
            started_at (datetime.datetime | None): When the match started (UTC).
            finished_at (datetime.datetime | None): When the match ended (UTC).
            seats (list[RecordSeatOutput]): Every seat, by index.
            actions (list[RecordActionOutput]): Every action of the match in order (seq 1 to the last).
            result (list[SeatResultOutput]): The final result of every seat, by seat index (as match_result gives it). An
                import recomputes it from the actions and refuses a record that disagrees.
            chat (list[ChatRecordOutput] | Unset): The match's chat, only with `include_chat=true` (oldest first; an import
                leaves it aside).
     """

    format_: RecordFormatEnum
    format_version: int
    match_id: int
    game: str
    players: int
    options: ShinjukuOptions | YamataiOptions | YokohamaOptions
    seed: int
    started_at: datetime.datetime | None
    finished_at: datetime.datetime | None
    seats: list[RecordSeatOutput]
    actions: list[RecordActionOutput]
    result: list[SeatResultOutput]
    chat: list[ChatRecordOutput] | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.chat_record_output import ChatRecordOutput # noqa: PLC0415
        from ..models.record_action_output import RecordActionOutput # noqa: PLC0415
        from ..models.record_seat_output import RecordSeatOutput # noqa: PLC0415
        from ..models.seat_result_output import SeatResultOutput # noqa: PLC0415
        from ..models.shinjuku_options import ShinjukuOptions # noqa: PLC0415
        from ..models.yamatai_options import YamataiOptions # noqa: PLC0415
        from ..models.yokohama_options import YokohamaOptions # noqa: PLC0415
        format_: str = self.format_

        format_version = self.format_version

        match_id = self.match_id

        game = self.game

        players = self.players

        options: dict[str, Any]
        if isinstance(self.options, ShinjukuOptions):
            options = self.options.to_dict()
        elif isinstance(self.options, YamataiOptions):
            options = self.options.to_dict()
        else:
            options = self.options.to_dict()


        seed = self.seed

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

        seats = []
        for seats_item_data in self.seats:
            seats_item = seats_item_data.to_dict()
            seats.append(seats_item)



        actions = []
        for actions_item_data in self.actions:
            actions_item = actions_item_data.to_dict()
            actions.append(actions_item)



        result = []
        for result_item_data in self.result:
            result_item = result_item_data.to_dict()
            result.append(result_item)



        chat: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.chat, Unset):
            chat = []
            for chat_item_data in self.chat:
                chat_item = chat_item_data.to_dict()
                chat.append(chat_item)




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "format": format_,
            "format_version": format_version,
            "match_id": match_id,
            "game": game,
            "players": players,
            "options": options,
            "seed": seed,
            "started_at": started_at,
            "finished_at": finished_at,
            "seats": seats,
            "actions": actions,
            "result": result,
        })
        if chat is not UNSET:
            field_dict["chat"] = chat

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.chat_record_output import ChatRecordOutput # noqa: PLC0415
        from ..models.record_action_output import RecordActionOutput # noqa: PLC0415
        from ..models.record_seat_output import RecordSeatOutput # noqa: PLC0415
        from ..models.seat_result_output import SeatResultOutput # noqa: PLC0415
        from ..models.shinjuku_options import ShinjukuOptions # noqa: PLC0415
        from ..models.yamatai_options import YamataiOptions # noqa: PLC0415
        from ..models.yokohama_options import YokohamaOptions # noqa: PLC0415
        d = dict(src_dict)
        format_ = check_record_format_enum(d.pop("format"))




        format_version = d.pop("format_version")

        match_id = d.pop("match_id")

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


        seed = d.pop("seed")

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


        seats = []
        _seats = d.pop("seats")
        for seats_item_data in (_seats):
            seats_item = RecordSeatOutput.from_dict(seats_item_data)



            seats.append(seats_item)


        actions = []
        _actions = d.pop("actions")
        for actions_item_data in (_actions):
            actions_item = RecordActionOutput.from_dict(actions_item_data)



            actions.append(actions_item)


        result = []
        _result = d.pop("result")
        for result_item_data in (_result):
            result_item = SeatResultOutput.from_dict(result_item_data)



            result.append(result_item)


        _chat = d.pop("chat", UNSET)
        chat: list[ChatRecordOutput] | Unset = UNSET
        if _chat is not UNSET:
            chat = []
            for chat_item_data in _chat:
                chat_item = ChatRecordOutput.from_dict(chat_item_data)



                chat.append(chat_item)


        match_record_output = cls(
            format_=format_,
            format_version=format_version,
            match_id=match_id,
            game=game,
            players=players,
            options=options,
            seed=seed,
            started_at=started_at,
            finished_at=finished_at,
            seats=seats,
            actions=actions,
            result=result,
            chat=chat,
        )


        match_record_output.additional_properties = d
        return match_record_output

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
