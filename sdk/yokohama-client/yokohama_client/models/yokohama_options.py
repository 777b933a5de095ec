from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.yokohama_edition_enum import check_yokohama_edition_enum
from ..models.yokohama_edition_enum import YokohamaEditionEnum
from typing import cast






T = TypeVar("T", bound="YokohamaOptions")



@_attrs_define
class YokohamaOptions:
    """ Yokohama's match options, normalised (every option present).

        Attributes:
            edition (YokohamaEditionEnum):
            mini_expansion_1 (bool): New edition only: achievement reward markers (§8.1).
            mini_expansion_2 (bool): New edition only: foreign-agent 5-power tokens (§8.2).
            two_player_neutral_scoring (bool): 2 players: the neutral competes in church/customs majorities and has tech
                value 7.5 (A-27).
            station_requires_assistant (bool): Railway Station jump needs an own assistant in the station area (A-11).
            allow_zero_placement (bool): Placement may place no assistant at all (A-03).
            new_edition_warehouse_assistants (int): New edition: assistants starting in the warehouse (A-02).
            start_player (int): Start player seat; -1 draws it from the seed.
     """

    edition: YokohamaEditionEnum
    mini_expansion_1: bool
    mini_expansion_2: bool
    two_player_neutral_scoring: bool
    station_requires_assistant: bool
    allow_zero_placement: bool
    new_edition_warehouse_assistants: int
    start_player: int





    def to_dict(self) -> dict[str, Any]:
        edition: str = self.edition

        mini_expansion_1 = self.mini_expansion_1

        mini_expansion_2 = self.mini_expansion_2

        two_player_neutral_scoring = self.two_player_neutral_scoring

        station_requires_assistant = self.station_requires_assistant

        allow_zero_placement = self.allow_zero_placement

        new_edition_warehouse_assistants = self.new_edition_warehouse_assistants

        start_player = self.start_player


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "edition": edition,
            "mini_expansion_1": mini_expansion_1,
            "mini_expansion_2": mini_expansion_2,
            "two_player_neutral_scoring": two_player_neutral_scoring,
            "station_requires_assistant": station_requires_assistant,
            "allow_zero_placement": allow_zero_placement,
            "new_edition_warehouse_assistants": new_edition_warehouse_assistants,
            "start_player": start_player,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        edition = check_yokohama_edition_enum(d.pop("edition"))




        mini_expansion_1 = d.pop("mini_expansion_1")

        mini_expansion_2 = d.pop("mini_expansion_2")

        two_player_neutral_scoring = d.pop("two_player_neutral_scoring")

        station_requires_assistant = d.pop("station_requires_assistant")

        allow_zero_placement = d.pop("allow_zero_placement")

        new_edition_warehouse_assistants = d.pop("new_edition_warehouse_assistants")

        start_player = d.pop("start_player")

        yokohama_options = cls(
            edition=edition,
            mini_expansion_1=mini_expansion_1,
            mini_expansion_2=mini_expansion_2,
            two_player_neutral_scoring=two_player_neutral_scoring,
            station_requires_assistant=station_requires_assistant,
            allow_zero_placement=allow_zero_placement,
            new_edition_warehouse_assistants=new_edition_warehouse_assistants,
            start_player=start_player,
        )

        return yokohama_options

