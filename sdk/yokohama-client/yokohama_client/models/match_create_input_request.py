from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.bot_seat_input_request import BotSeatInputRequest
  from ..models.match_create_input_request_options import MatchCreateInputRequestOptions
  from ..models.time_control_input_request import TimeControlInputRequest





T = TypeVar("T", bound="MatchCreateInputRequest")



@_attrs_define
class MatchCreateInputRequest:
    """ 
        Attributes:
            game (str): A game slug from game_list.
            players (int):
            options (MatchCreateInputRequestOptions | Unset): Game options by name (see game_list); missing ones take their
                default.
            seed (int | Unset): Omit for a random seed.
            bots (list[BotSeatInputRequest] | Unset):
            join (bool | Unset): Take the first free seat yourself (default true). Default: True.
            time_control (TimeControlInputRequest | Unset):
     """

    game: str
    players: int
    options: MatchCreateInputRequestOptions | Unset = UNSET
    seed: int | Unset = UNSET
    bots: list[BotSeatInputRequest] | Unset = UNSET
    join: bool | Unset = True
    time_control: TimeControlInputRequest | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.bot_seat_input_request import BotSeatInputRequest # noqa: PLC0415
        from ..models.match_create_input_request_options import MatchCreateInputRequestOptions # noqa: PLC0415
        from ..models.time_control_input_request import TimeControlInputRequest # noqa: PLC0415
        game = self.game

        players = self.players

        options: dict[str, Any] | Unset = UNSET
        if not isinstance(self.options, Unset):
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


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
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

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.bot_seat_input_request import BotSeatInputRequest # noqa: PLC0415
        from ..models.match_create_input_request_options import MatchCreateInputRequestOptions # noqa: PLC0415
        from ..models.time_control_input_request import TimeControlInputRequest # noqa: PLC0415
        d = dict(src_dict)
        game = d.pop("game")

        players = d.pop("players")

        _options = d.pop("options", UNSET)
        options: MatchCreateInputRequestOptions | Unset
        if isinstance(_options,  Unset):
            options = UNSET
        else:
            options = MatchCreateInputRequestOptions.from_dict(_options)




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




        match_create_input_request = cls(
            game=game,
            players=players,
            options=options,
            seed=seed,
            bots=bots,
            join=join,
            time_control=time_control,
        )


        match_create_input_request.additional_properties = d
        return match_create_input_request

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
