from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.tournament_format_enum import check_tournament_format_enum
from ..models.tournament_format_enum import TournamentFormatEnum
from ..models.tournament_status_enum import check_tournament_status_enum
from ..models.tournament_status_enum import TournamentStatusEnum
from typing import cast
import datetime

if TYPE_CHECKING:
  from ..models.entrant_output import EntrantOutput
  from ..models.round_output import RoundOutput
  from ..models.shinjuku_options import ShinjukuOptions
  from ..models.tournament_time_control_output import TournamentTimeControlOutput
  from ..models.yamatai_options import YamataiOptions
  from ..models.yokohama_options import YokohamaOptions





T = TypeVar("T", bound="TournamentOutput")



@_attrs_define
class TournamentOutput:
    """ 
        Attributes:
            id (int): The tournament id.
            name (str): The tournament's name.
            game (str): The game's slug.
            options (ShinjukuOptions | YamataiOptions | YokohamaOptions): One member per hosted game: the one of the match's
                `game` applies.
            format_ (TournamentFormatEnum): * `round_robin` - Round robin
                * `swiss` - Swiss
            table_size (int): Seats per table.
            rounds (int | None): Rounds planned (null: round robin, fixed at the start).
            current_round (int): 0 before the start.
            status (TournamentStatusEnum): * `registration` - Open for registration
                * `running` - Running
                * `finished` - Finished
            rated (bool): Whether the tables update ratings.
            time_control (TournamentTimeControlOutput):
            entrant_count (int): Entrants registered.
            created_at (datetime.datetime): When it was created (UTC).
            started_at (datetime.datetime | None): When it started (UTC); null before.
            finished_at (datetime.datetime | None): When it ended (UTC); null until then.
            entrants (list[EntrantOutput]): Every entrant, by registration order.
            played_rounds (list[RoundOutput]): Rounds paired so far, first to last.
     """

    id: int
    name: str
    game: str
    options: ShinjukuOptions | YamataiOptions | YokohamaOptions
    format_: TournamentFormatEnum
    table_size: int
    rounds: int | None
    current_round: int
    status: TournamentStatusEnum
    rated: bool
    time_control: TournamentTimeControlOutput
    entrant_count: int
    created_at: datetime.datetime
    started_at: datetime.datetime | None
    finished_at: datetime.datetime | None
    entrants: list[EntrantOutput]
    played_rounds: list[RoundOutput]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.entrant_output import EntrantOutput # noqa: PLC0415
        from ..models.round_output import RoundOutput # noqa: PLC0415
        from ..models.shinjuku_options import ShinjukuOptions # noqa: PLC0415
        from ..models.tournament_time_control_output import TournamentTimeControlOutput # noqa: PLC0415
        from ..models.yamatai_options import YamataiOptions # noqa: PLC0415
        from ..models.yokohama_options import YokohamaOptions # noqa: PLC0415
        id = self.id

        name = self.name

        game = self.game

        options: dict[str, Any]
        if isinstance(self.options, ShinjukuOptions):
            options = self.options.to_dict()
        elif isinstance(self.options, YamataiOptions):
            options = self.options.to_dict()
        else:
            options = self.options.to_dict()


        format_: str = self.format_

        table_size = self.table_size

        rounds: int | None
        rounds = self.rounds

        current_round = self.current_round

        status: str = self.status

        rated = self.rated

        time_control = self.time_control.to_dict()

        entrant_count = self.entrant_count

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

        entrants = []
        for entrants_item_data in self.entrants:
            entrants_item = entrants_item_data.to_dict()
            entrants.append(entrants_item)



        played_rounds = []
        for played_rounds_item_data in self.played_rounds:
            played_rounds_item = played_rounds_item_data.to_dict()
            played_rounds.append(played_rounds_item)




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "id": id,
            "name": name,
            "game": game,
            "options": options,
            "format": format_,
            "table_size": table_size,
            "rounds": rounds,
            "current_round": current_round,
            "status": status,
            "rated": rated,
            "time_control": time_control,
            "entrant_count": entrant_count,
            "created_at": created_at,
            "started_at": started_at,
            "finished_at": finished_at,
            "entrants": entrants,
            "played_rounds": played_rounds,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.entrant_output import EntrantOutput # noqa: PLC0415
        from ..models.round_output import RoundOutput # noqa: PLC0415
        from ..models.shinjuku_options import ShinjukuOptions # noqa: PLC0415
        from ..models.tournament_time_control_output import TournamentTimeControlOutput # noqa: PLC0415
        from ..models.yamatai_options import YamataiOptions # noqa: PLC0415
        from ..models.yokohama_options import YokohamaOptions # noqa: PLC0415
        d = dict(src_dict)
        id = d.pop("id")

        name = d.pop("name")

        game = d.pop("game")

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


        format_ = check_tournament_format_enum(d.pop("format"))




        table_size = d.pop("table_size")

        def _parse_rounds(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        rounds = _parse_rounds(d.pop("rounds"))


        current_round = d.pop("current_round")

        status = check_tournament_status_enum(d.pop("status"))




        rated = d.pop("rated")

        time_control = TournamentTimeControlOutput.from_dict(d.pop("time_control"))




        entrant_count = d.pop("entrant_count")

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


        entrants = []
        _entrants = d.pop("entrants")
        for entrants_item_data in (_entrants):
            entrants_item = EntrantOutput.from_dict(entrants_item_data)



            entrants.append(entrants_item)


        played_rounds = []
        _played_rounds = d.pop("played_rounds")
        for played_rounds_item_data in (_played_rounds):
            played_rounds_item = RoundOutput.from_dict(played_rounds_item_data)



            played_rounds.append(played_rounds_item)


        tournament_output = cls(
            id=id,
            name=name,
            game=game,
            options=options,
            format_=format_,
            table_size=table_size,
            rounds=rounds,
            current_round=current_round,
            status=status,
            rated=rated,
            time_control=time_control,
            entrant_count=entrant_count,
            created_at=created_at,
            started_at=started_at,
            finished_at=finished_at,
            entrants=entrants,
            played_rounds=played_rounds,
        )


        tournament_output.additional_properties = d
        return tournament_output

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
