from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.user_event_kind_enum import check_user_event_kind_enum
from ..models.user_event_kind_enum import UserEventKindEnum
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="WebhookCreateInputRequest")



@_attrs_define
class WebhookCreateInputRequest:
    """ 
        Attributes:
            url (str): The receiver: an http(s) URL whose host resolves only to public addresses.
            events (list[UserEventKindEnum] | Unset): The user event kinds to deliver; all of them when omitted.
     """

    url: str
    events: list[UserEventKindEnum] | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        url = self.url

        events: list[str] | Unset = UNSET
        if not isinstance(self.events, Unset):
            events = []
            for events_item_data in self.events:
                events_item: str = events_item_data
                events.append(events_item)




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "url": url,
        })
        if events is not UNSET:
            field_dict["events"] = events

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        url = d.pop("url")

        _events = d.pop("events", UNSET)
        events: list[UserEventKindEnum] | Unset = UNSET
        if _events is not UNSET:
            events = []
            for events_item_data in _events:
                events_item = check_user_event_kind_enum(events_item_data)



                events.append(events_item)


        webhook_create_input_request = cls(
            url=url,
            events=events,
        )


        webhook_create_input_request.additional_properties = d
        return webhook_create_input_request

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
