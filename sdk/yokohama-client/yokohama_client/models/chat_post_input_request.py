from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.channel_enum import ChannelEnum
from ..models.channel_enum import check_channel_enum
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="ChatPostInputRequest")



@_attrs_define
class ChatPostInputRequest:
    """ A request body object: a field the schema does not list is refused with
    `validation_error` naming it (at any depth), rather than silently ignored, so a typo in an
    optional field's name never passes for its default.

        Attributes:
            text (str): The message: surrounding whitespace is stripped, then 1-500 characters (CHAT_MAX_LENGTH).
            channel (ChannelEnum | Unset): * `players` - The players' chat: seated accounts only
                * `spectators` - The spectators' chat: accounts without a seat
     """

    text: str
    channel: ChannelEnum | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        text = self.text

        channel: str | Unset = UNSET
        if not isinstance(self.channel, Unset):
            channel = self.channel



        field_dict: dict[str, Any] = {}

        field_dict.update({
            "text": text,
        })
        if channel is not UNSET:
            field_dict["channel"] = channel

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        text = d.pop("text")

        _channel = d.pop("channel", UNSET)
        channel: ChannelEnum | Unset
        if isinstance(_channel,  Unset):
            channel = UNSET
        else:
            channel = check_channel_enum(_channel)




        chat_post_input_request = cls(
            text=text,
            channel=channel,
        )

        return chat_post_input_request

