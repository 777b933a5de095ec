from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.match_create_input_game_enum import check_match_create_input_game_enum
from ..models.match_create_input_game_enum import MatchCreateInputGameEnum
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.shinjuku_options_input_request import ShinjukuOptionsInputRequest
  from ..models.yamatai_options_input_request import YamataiOptionsInputRequest
  from ..models.yokohama_options_input_request import YokohamaOptionsInputRequest





T = TypeVar("T", bound="SeekCreateInputRequest")



@_attrs_define
class SeekCreateInputRequest:
    """ A request body object: a field the schema does not list is refused with
    `validation_error` naming it (at any depth), rather than silently ignored, so a typo in an
    optional field's name never passes for its default.

        Attributes:
            game (MatchCreateInputGameEnum):
            players (int | None | Unset): Seats of the match you want; null or omitted: any count the game allows (you then
                play the count of the seekers you are paired with, or the game's fewest when none of them named one). A count
                outside the game's range is `invalid_config`.
            options (None | ShinjukuOptionsInputRequest | Unset | YamataiOptionsInputRequest | YokohamaOptionsInputRequest):
                The game's options by name (see game_list; omitted ones take their default): you are paired only with seekers of
                the same options or of any. Null or omitted: any options (the match uses your partners' or the defaults). With
                any player count the options must suit every count (`invalid_config` names the option).
            decision_seconds (int | None | Unset): Time control: seconds allowed for each decision (1 s to 30 days); null or
                omitted: no clock. Seeks pair only with seeks of the same time control.
            rating_min (float | None | Unset): Lowest rating (in this game, as rating_leaderboard shows it) of the accounts
                you accept to play; an unrated account counts as 0. Null: no lower bound. Your own rating must be inside the
                others' ranges too.
            rating_max (float | None | Unset): Highest rating of the accounts you accept to play; null: no upper bound.
                Below rating_min is a `validation_error`.
            expires_in_seconds (int | Unset): Seconds the seek waits to be paired before it expires (10 to 86400); omitted:
                the server's SEEK_TTL_SECONDS (600 by default).
     """

    game: MatchCreateInputGameEnum
    players: int | None | Unset = UNSET
    options: None | ShinjukuOptionsInputRequest | Unset | YamataiOptionsInputRequest | YokohamaOptionsInputRequest = UNSET
    decision_seconds: int | None | Unset = UNSET
    rating_min: float | None | Unset = UNSET
    rating_max: float | None | Unset = UNSET
    expires_in_seconds: int | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.shinjuku_options_input_request import ShinjukuOptionsInputRequest # noqa: PLC0415
        from ..models.yamatai_options_input_request import YamataiOptionsInputRequest # noqa: PLC0415
        from ..models.yokohama_options_input_request import YokohamaOptionsInputRequest # noqa: PLC0415
        game: str = self.game

        players: int | None | Unset
        if isinstance(self.players, Unset):
            players = UNSET
        else:
            players = self.players

        options: dict[str, Any] | None | Unset
        if isinstance(self.options, Unset):
            options = UNSET
        elif isinstance(self.options, ShinjukuOptionsInputRequest):
            options = self.options.to_dict()
        elif isinstance(self.options, YamataiOptionsInputRequest):
            options = self.options.to_dict()
        elif isinstance(self.options, YokohamaOptionsInputRequest):
            options = self.options.to_dict()
        else:
            options = self.options

        decision_seconds: int | None | Unset
        if isinstance(self.decision_seconds, Unset):
            decision_seconds = UNSET
        else:
            decision_seconds = self.decision_seconds

        rating_min: float | None | Unset
        if isinstance(self.rating_min, Unset):
            rating_min = UNSET
        else:
            rating_min = self.rating_min

        rating_max: float | None | Unset
        if isinstance(self.rating_max, Unset):
            rating_max = UNSET
        else:
            rating_max = self.rating_max

        expires_in_seconds = self.expires_in_seconds


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "game": game,
        })
        if players is not UNSET:
            field_dict["players"] = players
        if options is not UNSET:
            field_dict["options"] = options
        if decision_seconds is not UNSET:
            field_dict["decision_seconds"] = decision_seconds
        if rating_min is not UNSET:
            field_dict["rating_min"] = rating_min
        if rating_max is not UNSET:
            field_dict["rating_max"] = rating_max
        if expires_in_seconds is not UNSET:
            field_dict["expires_in_seconds"] = expires_in_seconds

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.shinjuku_options_input_request import ShinjukuOptionsInputRequest # noqa: PLC0415
        from ..models.yamatai_options_input_request import YamataiOptionsInputRequest # noqa: PLC0415
        from ..models.yokohama_options_input_request import YokohamaOptionsInputRequest # noqa: PLC0415
        d = dict(src_dict)
        game = check_match_create_input_game_enum(d.pop("game"))




        def _parse_players(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        players = _parse_players(d.pop("players", UNSET))


        def _parse_options(data: object) -> None | ShinjukuOptionsInputRequest | Unset | YamataiOptionsInputRequest | YokohamaOptionsInputRequest:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_game_options_input_request_type_0 = ShinjukuOptionsInputRequest.from_dict(data)



                return componentsschemas_game_options_input_request_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_game_options_input_request_type_1 = YamataiOptionsInputRequest.from_dict(data)



                return componentsschemas_game_options_input_request_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_game_options_input_request_type_2 = YokohamaOptionsInputRequest.from_dict(data)



                return componentsschemas_game_options_input_request_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | ShinjukuOptionsInputRequest | Unset | YamataiOptionsInputRequest | YokohamaOptionsInputRequest, data)

        options = _parse_options(d.pop("options", UNSET))


        def _parse_decision_seconds(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        decision_seconds = _parse_decision_seconds(d.pop("decision_seconds", UNSET))


        def _parse_rating_min(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        rating_min = _parse_rating_min(d.pop("rating_min", UNSET))


        def _parse_rating_max(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        rating_max = _parse_rating_max(d.pop("rating_max", UNSET))


        expires_in_seconds = d.pop("expires_in_seconds", UNSET)

        seek_create_input_request = cls(
            game=game,
            players=players,
            options=options,
            decision_seconds=decision_seconds,
            rating_min=rating_min,
            rating_max=rating_max,
            expires_in_seconds=expires_in_seconds,
        )

        return seek_create_input_request

