from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.bot_kind_enum import BotKindEnum
from ..models.bot_kind_enum import check_bot_kind_enum
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="TimeControlInputRequest")



@_attrs_define
class TimeControlInputRequest:
    """ A request body object: a field the schema does not list is refused with
    `validation_error` naming it (at any depth), rather than silently ignored, so a typo in an
    optional field's name never passes for its default.

        Attributes:
            decision_seconds (int): Seconds allowed for each decision (1 s to 30 days).
            autoplay (BotKindEnum | Unset): * `random` - Random bot
                * `greedy` - Greedy bot
                * `mcts-1` - MCTS bot, level 1
                * `mcts-2` - MCTS bot, level 2
                * `mcts-3` - MCTS bot, level 3 Default: 'random'.
            max_timeouts (int | Unset): Consecutive timeouts after which the auto-play bot keeps the seat. Default: 3.
     """

    decision_seconds: int
    autoplay: BotKindEnum | Unset = 'random'
    max_timeouts: int | Unset = 3





    def to_dict(self) -> dict[str, Any]:
        decision_seconds = self.decision_seconds

        autoplay: str | Unset = UNSET
        if not isinstance(self.autoplay, Unset):
            autoplay = self.autoplay


        max_timeouts = self.max_timeouts


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "decision_seconds": decision_seconds,
        })
        if autoplay is not UNSET:
            field_dict["autoplay"] = autoplay
        if max_timeouts is not UNSET:
            field_dict["max_timeouts"] = max_timeouts

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        decision_seconds = d.pop("decision_seconds")

        _autoplay = d.pop("autoplay", UNSET)
        autoplay: BotKindEnum | Unset
        if isinstance(_autoplay,  Unset):
            autoplay = UNSET
        else:
            autoplay = check_bot_kind_enum(_autoplay)




        max_timeouts = d.pop("max_timeouts", UNSET)

        time_control_input_request = cls(
            decision_seconds=decision_seconds,
            autoplay=autoplay,
            max_timeouts=max_timeouts,
        )

        return time_control_input_request

