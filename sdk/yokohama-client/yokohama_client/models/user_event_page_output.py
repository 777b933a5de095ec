from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.user_event_output import UserEventOutput





T = TypeVar("T", bound="UserEventPageOutput")



@_attrs_define
class UserEventPageOutput:
    """ 
        Attributes:
            cursor (int): Pass it as `after` next time (the last event's id, or `after`).
            more (bool): True when 200 events came back.
            events (list[UserEventOutput]): Oldest first.
     """

    cursor: int
    more: bool
    events: list[UserEventOutput]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.user_event_output import UserEventOutput # noqa: PLC0415
        cursor = self.cursor

        more = self.more

        events = []
        for events_item_data in self.events:
            events_item = events_item_data.to_dict()
            events.append(events_item)




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "cursor": cursor,
            "more": more,
            "events": events,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.user_event_output import UserEventOutput # noqa: PLC0415
        d = dict(src_dict)
        cursor = d.pop("cursor")

        more = d.pop("more")

        events = []
        _events = d.pop("events")
        for events_item_data in (_events):
            events_item = UserEventOutput.from_dict(events_item_data)



            events.append(events_item)


        user_event_page_output = cls(
            cursor=cursor,
            more=more,
            events=events,
        )


        user_event_page_output.additional_properties = d
        return user_event_page_output

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
