from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.yokohama_edition_enum import check_yokohama_edition_enum
from ..models.yokohama_edition_enum import YokohamaEditionEnum
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="YokohamaOptionsInputRequest")



@_attrs_define
class YokohamaOptionsInputRequest:
    """ Yokohama's match options as match_create takes them: omitted ones take their default.

        Attributes:
            edition (YokohamaEditionEnum | Unset):  Default: 'new'.
            mini_expansion_1 (bool | Unset): New edition only: achievement reward markers (§8.1). Default: False.
            mini_expansion_2 (bool | Unset): New edition only: foreign-agent 5-power tokens (§8.2). Default: False.
            two_player_neutral_scoring (bool | Unset): 2 players: the neutral competes in church/customs majorities and has
                tech value 7.5 (A-27). Default: True.
            station_requires_assistant (bool | Unset): Railway Station jump needs an own assistant in the station area
                (A-11). Default: False.
            allow_zero_placement (bool | Unset): Placement may place no assistant at all (A-03). Default: False.
            new_edition_warehouse_assistants (int | Unset): New edition: assistants starting in the warehouse (A-02).
                Default: 13.
            start_player (int | Unset): Start player seat; -1 draws it from the seed. Default: -1.
     """

    edition: YokohamaEditionEnum | Unset = 'new'
    mini_expansion_1: bool | Unset = False
    mini_expansion_2: bool | Unset = False
    two_player_neutral_scoring: bool | Unset = True
    station_requires_assistant: bool | Unset = False
    allow_zero_placement: bool | Unset = False
    new_edition_warehouse_assistants: int | Unset = 13
    start_player: int | Unset = -1





    def to_dict(self) -> dict[str, Any]:
        edition: str | Unset = UNSET
        if not isinstance(self.edition, Unset):
            edition = self.edition


        mini_expansion_1 = self.mini_expansion_1

        mini_expansion_2 = self.mini_expansion_2

        two_player_neutral_scoring = self.two_player_neutral_scoring

        station_requires_assistant = self.station_requires_assistant

        allow_zero_placement = self.allow_zero_placement

        new_edition_warehouse_assistants = self.new_edition_warehouse_assistants

        start_player = self.start_player


        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if edition is not UNSET:
            field_dict["edition"] = edition
        if mini_expansion_1 is not UNSET:
            field_dict["mini_expansion_1"] = mini_expansion_1
        if mini_expansion_2 is not UNSET:
            field_dict["mini_expansion_2"] = mini_expansion_2
        if two_player_neutral_scoring is not UNSET:
            field_dict["two_player_neutral_scoring"] = two_player_neutral_scoring
        if station_requires_assistant is not UNSET:
            field_dict["station_requires_assistant"] = station_requires_assistant
        if allow_zero_placement is not UNSET:
            field_dict["allow_zero_placement"] = allow_zero_placement
        if new_edition_warehouse_assistants is not UNSET:
            field_dict["new_edition_warehouse_assistants"] = new_edition_warehouse_assistants
        if start_player is not UNSET:
            field_dict["start_player"] = start_player

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        _edition = d.pop("edition", UNSET)
        edition: YokohamaEditionEnum | Unset
        if isinstance(_edition,  Unset):
            edition = UNSET
        else:
            edition = check_yokohama_edition_enum(_edition)




        mini_expansion_1 = d.pop("mini_expansion_1", UNSET)

        mini_expansion_2 = d.pop("mini_expansion_2", UNSET)

        two_player_neutral_scoring = d.pop("two_player_neutral_scoring", UNSET)

        station_requires_assistant = d.pop("station_requires_assistant", UNSET)

        allow_zero_placement = d.pop("allow_zero_placement", UNSET)

        new_edition_warehouse_assistants = d.pop("new_edition_warehouse_assistants", UNSET)

        start_player = d.pop("start_player", UNSET)

        yokohama_options_input_request = cls(
            edition=edition,
            mini_expansion_1=mini_expansion_1,
            mini_expansion_2=mini_expansion_2,
            two_player_neutral_scoring=two_player_neutral_scoring,
            station_requires_assistant=station_requires_assistant,
            allow_zero_placement=allow_zero_placement,
            new_edition_warehouse_assistants=new_edition_warehouse_assistants,
            start_player=start_player,
        )

        return yokohama_options_input_request

