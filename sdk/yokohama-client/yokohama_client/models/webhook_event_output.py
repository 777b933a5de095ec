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

if TYPE_CHECKING:
  from ..models.webhook_event_data_output import WebhookEventDataOutput





T = TypeVar("T", bound="WebhookEventOutput")



@_attrs_define
class WebhookEventOutput:
    """ 
        Attributes:
            id (int): The user event's id (the user event stream's cursor); the same on retries.
            type_ (UserEventKindEnum): * `your_turn` - It is your decision
                * `match_started` - A match you sit in started
                * `match_finished` - A match you sit in finished
                * `tournament_round_started` - A round of your tournament started
                * `invited` - You are invited to a match (a challenge or a rematch)
                * `invitation_accepted` - An account you invited took its seat
                * `invitation_declined` - An account you invited declined
                * `invitation_cancelled` - An invitation to you was withdrawn
                * `invitation_expired` - An invitation you sent or received expired
                * `seek_matched` - Your quick-match seek was paired; its match has started
                * `seek_expired` - Your quick-match seek expired unpaired
                * `analysis_progress` - Your analysis of a finished match started, progressed, finished, failed or was cancelled
            created_at (datetime.datetime): When the event happened.
            data (WebhookEventDataOutput):
     """

    id: int
    type_: UserEventKindEnum
    created_at: datetime.datetime
    data: WebhookEventDataOutput
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.webhook_event_data_output import WebhookEventDataOutput # noqa: PLC0415
        id = self.id

        type_: str = self.type_

        created_at = self.created_at.isoformat()

        data = self.data.to_dict()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "id": id,
            "type": type_,
            "created_at": created_at,
            "data": data,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.webhook_event_data_output import WebhookEventDataOutput # noqa: PLC0415
        d = dict(src_dict)
        id = d.pop("id")

        type_ = check_user_event_kind_enum(d.pop("type"))




        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))




        data = WebhookEventDataOutput.from_dict(d.pop("data"))




        webhook_event_output = cls(
            id=id,
            type_=type_,
            created_at=created_at,
            data=data,
        )


        webhook_event_output.additional_properties = d
        return webhook_event_output

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
