from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.bot_kind_enum import BotKindEnum
from ..models.bot_kind_enum import check_bot_kind_enum
from typing import cast






T = TypeVar("T", bound="TournamentTimeControlOutput")



@_attrs_define
class TournamentTimeControlOutput:
    """ 
        Attributes:
            decision_seconds (int | None): Time per decision at the tables; null: no clock.
            autoplay (BotKindEnum): * `random` - Random bot
                * `greedy` - Greedy bot
                * `mcts-1` - MCTS bot, level 1
                * `mcts-2` - MCTS bot, level 2
                * `mcts-3` - MCTS bot, level 3
            max_timeouts (int): Consecutive timeouts after which the bot keeps the seat.
     """

    decision_seconds: int | None
    autoplay: BotKindEnum
    max_timeouts: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        decision_seconds: int | None
        decision_seconds = self.decision_seconds

        autoplay: str = self.autoplay

        max_timeouts = self.max_timeouts


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "decision_seconds": decision_seconds,
            "autoplay": autoplay,
            "max_timeouts": max_timeouts,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        def _parse_decision_seconds(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        decision_seconds = _parse_decision_seconds(d.pop("decision_seconds"))


        autoplay = check_bot_kind_enum(d.pop("autoplay"))




        max_timeouts = d.pop("max_timeouts")

        tournament_time_control_output = cls(
            decision_seconds=decision_seconds,
            autoplay=autoplay,
            max_timeouts=max_timeouts,
        )


        tournament_time_control_output.additional_properties = d
        return tournament_time_control_output

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
