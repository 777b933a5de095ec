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






T = TypeVar("T", bound="MatchStartInputRequest")



@_attrs_define
class MatchStartInputRequest:
    """ A request body object: a field the schema does not list is refused with
    `validation_error` naming it (at any depth), rather than silently ignored, so a typo in an
    optional field's name never passes for its default.

        Attributes:
            fill_with_bots (BotKindEnum | Unset): * `random` - Random bot
                * `greedy` - Greedy bot
                * `mcts-1` - MCTS bot, level 1
                * `mcts-2` - MCTS bot, level 2
                * `mcts-3` - MCTS bot, level 3
     """

    fill_with_bots: BotKindEnum | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        fill_with_bots: str | Unset = UNSET
        if not isinstance(self.fill_with_bots, Unset):
            fill_with_bots = self.fill_with_bots



        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if fill_with_bots is not UNSET:
            field_dict["fill_with_bots"] = fill_with_bots

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        _fill_with_bots = d.pop("fill_with_bots", UNSET)
        fill_with_bots: BotKindEnum | Unset
        if isinstance(_fill_with_bots,  Unset):
            fill_with_bots = UNSET
        else:
            fill_with_bots = check_bot_kind_enum(_fill_with_bots)




        match_start_input_request = cls(
            fill_with_bots=fill_with_bots,
        )

        return match_start_input_request

