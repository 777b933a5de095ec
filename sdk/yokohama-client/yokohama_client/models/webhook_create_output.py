from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.user_event_kind_enum import check_user_event_kind_enum
from ..models.user_event_kind_enum import UserEventKindEnum
from typing import cast
import datetime






T = TypeVar("T", bound="WebhookCreateOutput")



@_attrs_define
class WebhookCreateOutput:
    """ 
        Attributes:
            id (int): The webhook's id.
            url (str): The receiver deliveries are POSTed to.
            events (list[UserEventKindEnum]): The user event kinds delivered.
            active (bool): False once disabled (see disabled_reason): nothing is delivered any more. Delete it and create a
                new one to resume.
            disabled_at (datetime.datetime | None): When it was disabled; null while active.
            disabled_reason (str): Why it was disabled; empty while active.
            consecutive_failures (int): Failed attempts in a row across its deliveries (a success resets it).
            created_at (datetime.datetime): When it was created.
            secret (str): The signing secret (HMAC-SHA256 key of Webhook-Signature). Shown only in this response: store it
                now.
     """

    id: int
    url: str
    events: list[UserEventKindEnum]
    active: bool
    disabled_at: datetime.datetime | None
    disabled_reason: str
    consecutive_failures: int
    created_at: datetime.datetime
    secret: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        id = self.id

        url = self.url

        events = []
        for events_item_data in self.events:
            events_item: str = events_item_data
            events.append(events_item)



        active = self.active

        disabled_at: None | str
        if isinstance(self.disabled_at, datetime.datetime):
            disabled_at = self.disabled_at.isoformat()
        else:
            disabled_at = self.disabled_at

        disabled_reason = self.disabled_reason

        consecutive_failures = self.consecutive_failures

        created_at = self.created_at.isoformat()

        secret = self.secret


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "id": id,
            "url": url,
            "events": events,
            "active": active,
            "disabled_at": disabled_at,
            "disabled_reason": disabled_reason,
            "consecutive_failures": consecutive_failures,
            "created_at": created_at,
            "secret": secret,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        url = d.pop("url")

        events = []
        _events = d.pop("events")
        for events_item_data in (_events):
            events_item = check_user_event_kind_enum(events_item_data)



            events.append(events_item)


        active = d.pop("active")

        def _parse_disabled_at(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                disabled_at_type_0 = datetime.datetime.fromisoformat(data)



                return disabled_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        disabled_at = _parse_disabled_at(d.pop("disabled_at"))


        disabled_reason = d.pop("disabled_reason")

        consecutive_failures = d.pop("consecutive_failures")

        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))




        secret = d.pop("secret")

        webhook_create_output = cls(
            id=id,
            url=url,
            events=events,
            active=active,
            disabled_at=disabled_at,
            disabled_reason=disabled_reason,
            consecutive_failures=consecutive_failures,
            created_at=created_at,
            secret=secret,
        )


        webhook_create_output.additional_properties = d
        return webhook_create_output

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
