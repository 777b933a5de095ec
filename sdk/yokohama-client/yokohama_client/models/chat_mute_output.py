from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
import datetime






T = TypeVar("T", bound="ChatMuteOutput")



@_attrs_define
class ChatMuteOutput:
    """ 
        Attributes:
            id (int): The mute's id (chat_mute_destroy).
            user_id (int): The muted account's id.
            username (str): The muted account's username.
            created_at (datetime.datetime): When you muted it (UTC).
     """

    id: int
    user_id: int
    username: str
    created_at: datetime.datetime
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        id = self.id

        user_id = self.user_id

        username = self.username

        created_at = self.created_at.isoformat()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "id": id,
            "user_id": user_id,
            "username": username,
            "created_at": created_at,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        user_id = d.pop("user_id")

        username = d.pop("username")

        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))




        chat_mute_output = cls(
            id=id,
            user_id=user_id,
            username=username,
            created_at=created_at,
        )


        chat_mute_output.additional_properties = d
        return chat_mute_output

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
