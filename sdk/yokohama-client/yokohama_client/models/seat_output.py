from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.bot_kind_enum import BotKindEnum
from ..models.bot_kind_enum import check_bot_kind_enum
from ..models.seat_holder_enum import check_seat_holder_enum
from ..models.seat_holder_enum import SeatHolderEnum
from typing import cast






T = TypeVar("T", bound="SeatOutput")



@_attrs_define
class SeatOutput:
    """ 
        Attributes:
            index (int): Seat index, 0 to players - 1.
            holder (SeatHolderEnum): * `human` - human
                * `bot` - bot
                * `invited` - invited
                * `open` - open
            username (None | str): The account holding the seat; null for a bot or open seat.
            bot_kind (BotKindEnum | None): The bot playing the seat; null unless `holder` is `bot`.

                * `random` - Random bot
                * `greedy` - Greedy bot
                * `mcts-1` - MCTS bot, level 1
                * `mcts-2` - MCTS bot, level 2
                * `mcts-3` - MCTS bot, level 3
            display_name (str): The name to show for the seat.
            resigned (bool): The holder resigned; a bot plays the seat to the end.
            absent (bool): Missed its last deadline.
            invited (None | str): The account the seat is held for while its invitation is pending (`holder` is `invited`);
                null otherwise.
     """

    index: int
    holder: SeatHolderEnum
    username: None | str
    bot_kind: BotKindEnum | None
    display_name: str
    resigned: bool
    absent: bool
    invited: None | str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        index = self.index

        holder: str = self.holder

        username: None | str
        username = self.username

        bot_kind: None | str
        if isinstance(self.bot_kind, str):
            bot_kind = self.bot_kind
        else:
            bot_kind = self.bot_kind

        display_name = self.display_name

        resigned = self.resigned

        absent = self.absent

        invited: None | str
        invited = self.invited


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "index": index,
            "holder": holder,
            "username": username,
            "bot_kind": bot_kind,
            "display_name": display_name,
            "resigned": resigned,
            "absent": absent,
            "invited": invited,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        index = d.pop("index")

        holder = check_seat_holder_enum(d.pop("holder"))




        def _parse_username(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        username = _parse_username(d.pop("username"))


        def _parse_bot_kind(data: object) -> BotKindEnum | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                bot_kind_type_0 = check_bot_kind_enum(data)



                return bot_kind_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(BotKindEnum | None, data)

        bot_kind = _parse_bot_kind(d.pop("bot_kind"))


        display_name = d.pop("display_name")

        resigned = d.pop("resigned")

        absent = d.pop("absent")

        def _parse_invited(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        invited = _parse_invited(d.pop("invited"))


        seat_output = cls(
            index=index,
            holder=holder,
            username=username,
            bot_kind=bot_kind,
            display_name=display_name,
            resigned=resigned,
            absent=absent,
            invited=invited,
        )


        seat_output.additional_properties = d
        return seat_output

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
