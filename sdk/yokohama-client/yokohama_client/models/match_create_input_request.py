from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.match_create_input_game_enum import check_match_create_input_game_enum
from ..models.match_create_input_game_enum import MatchCreateInputGameEnum
from ..models.spectators_enum import check_spectators_enum
from ..models.spectators_enum import SpectatorsEnum
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.bot_seat_input_request import BotSeatInputRequest
  from ..models.shinjuku_options_input_request import ShinjukuOptionsInputRequest
  from ..models.time_control_input_request import TimeControlInputRequest
  from ..models.yamatai_options_input_request import YamataiOptionsInputRequest
  from ..models.yokohama_options_input_request import YokohamaOptionsInputRequest





T = TypeVar("T", bound="MatchCreateInputRequest")



@_attrs_define
class MatchCreateInputRequest:
    """ A request body object: a field the schema does not list is refused with
    `validation_error` naming it (at any depth), rather than silently ignored, so a typo in an
    optional field's name never passes for its default.

        Attributes:
            game (MatchCreateInputGameEnum):
            players (int): Number of seats; the game's own range (game_list's min_players to max_players) applies
                (`invalid_config` outside it).
            options (ShinjukuOptionsInputRequest | Unset | YamataiOptionsInputRequest | YokohamaOptionsInputRequest): One
                member per hosted game: the one of the match's `game` applies.
            seed (int | Unset): Seed of the match's randomness (same seed and actions, same game). Omit for a random seed.
            bots (list[BotSeatInputRequest] | Unset): Seats given to server bots.
            join (bool | Unset): Take the first free seat yourself (default true). Default: True.
            time_control (TimeControlInputRequest | Unset): A request body object: a field the schema does not list is
                refused with
                `validation_error` naming it (at any depth), rather than silently ignored, so a typo in an
                optional field's name never passes for its default.
            private (bool | Unset): An unlisted table: in no lobby or public list, joinable only by invitation or with its
                share code (share_code_create), and visible only to its creator, players, invitees and code holders; to anyone
                else it does not exist (`not_found`). Default: False.
            spectators (SpectatorsEnum | Unset): * `everyone` - Anyone who can see the match may watch it
                * `players` - Only its players see the game Default: 'everyone'.
            undo (bool | Unset): Let seats take back their own decisions of the current turn (match_undo) while nothing
                hidden or random was revealed and no other seat has acted (default true; tournament tables never allow it).
                Default: True.
            invite (list[str] | Unset): Usernames to invite (a challenge): each gets the next free seat, held for them until
                they accept, decline or the invitation expires; the match starts once every seat is held. A server bot's account
                (e.g. `greedy-bot`) accepts at once. `unknown_account`, `cannot_invite_self`, `already_invited`, `no_seat_left`.
     """

    game: MatchCreateInputGameEnum
    players: int
    options: ShinjukuOptionsInputRequest | Unset | YamataiOptionsInputRequest | YokohamaOptionsInputRequest = UNSET
    seed: int | Unset = UNSET
    bots: list[BotSeatInputRequest] | Unset = UNSET
    join: bool | Unset = True
    time_control: TimeControlInputRequest | Unset = UNSET
    private: bool | Unset = False
    spectators: SpectatorsEnum | Unset = 'everyone'
    undo: bool | Unset = True
    invite: list[str] | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.bot_seat_input_request import BotSeatInputRequest # noqa: PLC0415
        from ..models.shinjuku_options_input_request import ShinjukuOptionsInputRequest # noqa: PLC0415
        from ..models.time_control_input_request import TimeControlInputRequest # noqa: PLC0415
        from ..models.yamatai_options_input_request import YamataiOptionsInputRequest # noqa: PLC0415
        from ..models.yokohama_options_input_request import YokohamaOptionsInputRequest # noqa: PLC0415
        game: str = self.game

        players = self.players

        options: dict[str, Any] | Unset
        if isinstance(self.options, Unset):
            options = UNSET
        elif isinstance(self.options, ShinjukuOptionsInputRequest):
            options = self.options.to_dict()
        elif isinstance(self.options, YamataiOptionsInputRequest):
            options = self.options.to_dict()
        else:
            options = self.options.to_dict()


        seed = self.seed

        bots: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.bots, Unset):
            bots = []
            for bots_item_data in self.bots:
                bots_item = bots_item_data.to_dict()
                bots.append(bots_item)



        join = self.join

        time_control: dict[str, Any] | Unset = UNSET
        if not isinstance(self.time_control, Unset):
            time_control = self.time_control.to_dict()

        private = self.private

        spectators: str | Unset = UNSET
        if not isinstance(self.spectators, Unset):
            spectators = self.spectators


        undo = self.undo

        invite: list[str] | Unset = UNSET
        if not isinstance(self.invite, Unset):
            invite = self.invite




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "game": game,
            "players": players,
        })
        if options is not UNSET:
            field_dict["options"] = options
        if seed is not UNSET:
            field_dict["seed"] = seed
        if bots is not UNSET:
            field_dict["bots"] = bots
        if join is not UNSET:
            field_dict["join"] = join
        if time_control is not UNSET:
            field_dict["time_control"] = time_control
        if private is not UNSET:
            field_dict["private"] = private
        if spectators is not UNSET:
            field_dict["spectators"] = spectators
        if undo is not UNSET:
            field_dict["undo"] = undo
        if invite is not UNSET:
            field_dict["invite"] = invite

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.bot_seat_input_request import BotSeatInputRequest # noqa: PLC0415
        from ..models.shinjuku_options_input_request import ShinjukuOptionsInputRequest # noqa: PLC0415
        from ..models.time_control_input_request import TimeControlInputRequest # noqa: PLC0415
        from ..models.yamatai_options_input_request import YamataiOptionsInputRequest # noqa: PLC0415
        from ..models.yokohama_options_input_request import YokohamaOptionsInputRequest # noqa: PLC0415
        d = dict(src_dict)
        game = check_match_create_input_game_enum(d.pop("game"))




        players = d.pop("players")

        def _parse_options(data: object) -> ShinjukuOptionsInputRequest | Unset | YamataiOptionsInputRequest | YokohamaOptionsInputRequest:
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
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_game_options_input_request_type_2 = YokohamaOptionsInputRequest.from_dict(data)



            return componentsschemas_game_options_input_request_type_2

        options = _parse_options(d.pop("options", UNSET))


        seed = d.pop("seed", UNSET)

        _bots = d.pop("bots", UNSET)
        bots: list[BotSeatInputRequest] | Unset = UNSET
        if _bots is not UNSET:
            bots = []
            for bots_item_data in _bots:
                bots_item = BotSeatInputRequest.from_dict(bots_item_data)



                bots.append(bots_item)


        join = d.pop("join", UNSET)

        _time_control = d.pop("time_control", UNSET)
        time_control: TimeControlInputRequest | Unset
        if isinstance(_time_control,  Unset):
            time_control = UNSET
        else:
            time_control = TimeControlInputRequest.from_dict(_time_control)




        private = d.pop("private", UNSET)

        _spectators = d.pop("spectators", UNSET)
        spectators: SpectatorsEnum | Unset
        if isinstance(_spectators,  Unset):
            spectators = UNSET
        else:
            spectators = check_spectators_enum(_spectators)




        undo = d.pop("undo", UNSET)

        invite = cast(list[str], d.pop("invite", UNSET))


        match_create_input_request = cls(
            game=game,
            players=players,
            options=options,
            seed=seed,
            bots=bots,
            join=join,
            time_control=time_control,
            private=private,
            spectators=spectators,
            undo=undo,
            invite=invite,
        )

        return match_create_input_request

