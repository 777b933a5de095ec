from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.bot_kind_enum import BotKindEnum
from ..models.bot_kind_enum import check_bot_kind_enum
from typing import cast






T = TypeVar("T", bound="BotSeatInputRequest")



@_attrs_define
class BotSeatInputRequest:
    """ A request body object: a field the schema does not list is refused with
    `validation_error` naming it (at any depth), rather than silently ignored, so a typo in an
    optional field's name never passes for its default.

        Attributes:
            seat (int): Seat index (0 to players - 1) the bot takes; each seat at most once.
            kind (BotKindEnum): * `random` - Random bot
                * `greedy` - Greedy bot
                * `mcts-1` - MCTS bot, level 1
                * `mcts-2` - MCTS bot, level 2
                * `mcts-3` - MCTS bot, level 3
     """

    seat: int
    kind: BotKindEnum





    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        kind: str = self.kind


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "seat": seat,
            "kind": kind,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat = d.pop("seat")

        kind = check_bot_kind_enum(d.pop("kind"))




        bot_seat_input_request = cls(
            seat=seat,
            kind=kind,
        )

        return bot_seat_input_request

