from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.seek_status_enum import check_seek_status_enum
from ..models.seek_status_enum import SeekStatusEnum
from typing import cast
import datetime

if TYPE_CHECKING:
  from ..models.shinjuku_options import ShinjukuOptions
  from ..models.yamatai_options import YamataiOptions
  from ..models.yokohama_options import YokohamaOptions





T = TypeVar("T", bound="SeekOutput")



@_attrs_define
class SeekOutput:
    """ 
        Attributes:
            id (int): The seek's id.
            game (str): The game's slug.
            players (int | None): Seats asked for; null: any count.
            options (None | ShinjukuOptions | YamataiOptions | YokohamaOptions): The options asked for, normalised by the
                game (all present); null: any.
            decision_seconds (int | None): Time control, seconds per decision; null: none.
            rating_min (float | None): Lowest acceptable opponent rating; null: no bound.
            rating_max (float | None): Highest acceptable opponent rating; null: no bound.
            status (SeekStatusEnum): * `open` - Waiting to be paired
                * `matched` - Paired: its match has started
                * `cancelled` - Withdrawn by its owner
                * `expired` - Not paired in time
            match_id (int | None): The match it was paired into (match_retrieve); null unless matched.
            created_at (datetime.datetime): When it was posted (UTC).
            expires_at (datetime.datetime): When it expires if still open (UTC); the sweep marks it within
                SEEK_SWEEP_SECONDS, and it is never paired after this time.
     """

    id: int
    game: str
    players: int | None
    options: None | ShinjukuOptions | YamataiOptions | YokohamaOptions
    decision_seconds: int | None
    rating_min: float | None
    rating_max: float | None
    status: SeekStatusEnum
    match_id: int | None
    created_at: datetime.datetime
    expires_at: datetime.datetime
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.shinjuku_options import ShinjukuOptions # noqa: PLC0415
        from ..models.yamatai_options import YamataiOptions # noqa: PLC0415
        from ..models.yokohama_options import YokohamaOptions # noqa: PLC0415
        id = self.id

        game = self.game

        players: int | None
        players = self.players

        options: dict[str, Any] | None
        if isinstance(self.options, ShinjukuOptions):
            options = self.options.to_dict()
        elif isinstance(self.options, YamataiOptions):
            options = self.options.to_dict()
        elif isinstance(self.options, YokohamaOptions):
            options = self.options.to_dict()
        else:
            options = self.options

        decision_seconds: int | None
        decision_seconds = self.decision_seconds

        rating_min: float | None
        rating_min = self.rating_min

        rating_max: float | None
        rating_max = self.rating_max

        status: str = self.status

        match_id: int | None
        match_id = self.match_id

        created_at = self.created_at.isoformat()

        expires_at = self.expires_at.isoformat()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "id": id,
            "game": game,
            "players": players,
            "options": options,
            "decision_seconds": decision_seconds,
            "rating_min": rating_min,
            "rating_max": rating_max,
            "status": status,
            "match_id": match_id,
            "created_at": created_at,
            "expires_at": expires_at,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.shinjuku_options import ShinjukuOptions # noqa: PLC0415
        from ..models.yamatai_options import YamataiOptions # noqa: PLC0415
        from ..models.yokohama_options import YokohamaOptions # noqa: PLC0415
        d = dict(src_dict)
        id = d.pop("id")

        game = d.pop("game")

        def _parse_players(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        players = _parse_players(d.pop("players"))


        def _parse_options(data: object) -> None | ShinjukuOptions | YamataiOptions | YokohamaOptions:
            if data is None:
                return data
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
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_game_options_type_2 = YokohamaOptions.from_dict(data)



                return componentsschemas_game_options_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | ShinjukuOptions | YamataiOptions | YokohamaOptions, data)

        options = _parse_options(d.pop("options"))


        def _parse_decision_seconds(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        decision_seconds = _parse_decision_seconds(d.pop("decision_seconds"))


        def _parse_rating_min(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        rating_min = _parse_rating_min(d.pop("rating_min"))


        def _parse_rating_max(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        rating_max = _parse_rating_max(d.pop("rating_max"))


        status = check_seek_status_enum(d.pop("status"))




        def _parse_match_id(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        match_id = _parse_match_id(d.pop("match_id"))


        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))




        expires_at = datetime.datetime.fromisoformat(d.pop("expires_at"))




        seek_output = cls(
            id=id,
            game=game,
            players=players,
            options=options,
            decision_seconds=decision_seconds,
            rating_min=rating_min,
            rating_max=rating_max,
            status=status,
            match_id=match_id,
            created_at=created_at,
            expires_at=expires_at,
        )


        seek_output.additional_properties = d
        return seek_output

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
