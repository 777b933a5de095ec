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






T = TypeVar("T", bound="ChatMessageOutput")



@_attrs_define
class ChatMessageOutput:
    """ 
        Attributes:
            id (int): The message's id: chat_list's cursor.
            match_id (int): The match it was written in.
            channel (ChannelEnum): * `players` - The players' chat: seated accounts only
                * `spectators` - The spectators' chat: accounts without a seat
            author_id (int): The author's account id.
            author (str): The author's username.
            text (str): What the author wrote (free text, never game data).
            created_at (datetime.datetime): When it was posted (UTC).
     """

    id: int
    match_id: int
    channel: ChannelEnum
    author_id: int
    author: str
    text: str
    created_at: datetime.datetime
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        id = self.id

        match_id = self.match_id

        channel: str = self.channel

        author_id = self.author_id

        author = self.author

        text = self.text

        created_at = self.created_at.isoformat()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "id": id,
            "match_id": match_id,
            "channel": channel,
            "author_id": author_id,
            "author": author,
            "text": text,
            "created_at": created_at,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        match_id = d.pop("match_id")

        channel = check_channel_enum(d.pop("channel"))




        author_id = d.pop("author_id")

        author = d.pop("author")

        text = d.pop("text")

        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))




        chat_message_output = cls(
            id=id,
            match_id=match_id,
            channel=channel,
            author_id=author_id,
            author=author,
            text=text,
            created_at=created_at,
        )


        chat_message_output.additional_properties = d
        return chat_message_output

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
