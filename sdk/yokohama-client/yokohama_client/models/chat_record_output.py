from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.channel_enum import ChannelEnum
from ..models.channel_enum import check_channel_enum
from typing import cast
import datetime






T = TypeVar("T", bound="ChatRecordOutput")



@_attrs_define
class ChatRecordOutput:
    """ 
        Attributes:
            channel (ChannelEnum): * `players` - The players' chat: seated accounts only
                * `spectators` - The spectators' chat: accounts without a seat
            author (str): The author's username.
            text (str): What was written.
            created_at (datetime.datetime): When (UTC).
     """

    channel: ChannelEnum
    author: str
    text: str
    created_at: datetime.datetime
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        channel: str = self.channel

        author = self.author

        text = self.text

        created_at = self.created_at.isoformat()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "channel": channel,
            "author": author,
            "text": text,
            "created_at": created_at,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        channel = check_channel_enum(d.pop("channel"))




        author = d.pop("author")

        text = d.pop("text")

        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))




        chat_record_output = cls(
            channel=channel,
            author=author,
            text=text,
            created_at=created_at,
        )


        chat_record_output.additional_properties = d
        return chat_record_output

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
