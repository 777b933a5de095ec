from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.user_event_kind_enum import check_user_event_kind_enum
from ..models.user_event_kind_enum import UserEventKindEnum
from ..models.webhook_delivery_status_enum import check_webhook_delivery_status_enum
from ..models.webhook_delivery_status_enum import WebhookDeliveryStatusEnum
from typing import cast
import datetime

if TYPE_CHECKING:
  from ..models.webhook_event_output import WebhookEventOutput





T = TypeVar("T", bound="WebhookDeliveryOutput")



@_attrs_define
class WebhookDeliveryOutput:
    """ 
        Attributes:
            id (int): The delivery's id, sent as the Webhook-Id header.
            event_id (int): The user event delivered.
            kind (UserEventKindEnum): * `your_turn` - It is your decision
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
            payload (WebhookEventOutput):
            status (WebhookDeliveryStatusEnum): * `pending` - Pending
                * `delivered` - Delivered
                * `failed` - Failed
            attempts (int): Attempts made so far.
            last_status_code (int | None): HTTP status of the last answer; null if none was received.
            last_error (str): Why the last attempt failed; empty on success.
            next_attempt_at (datetime.datetime | None): When a pending delivery is attempted next.
            delivered_at (datetime.datetime | None): When the receiver accepted it.
            created_at (datetime.datetime): When the event was queued for delivery.
     """

    id: int
    event_id: int
    kind: UserEventKindEnum
    payload: WebhookEventOutput
    status: WebhookDeliveryStatusEnum
    attempts: int
    last_status_code: int | None
    last_error: str
    next_attempt_at: datetime.datetime | None
    delivered_at: datetime.datetime | None
    created_at: datetime.datetime
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.webhook_event_output import WebhookEventOutput # noqa: PLC0415
        id = self.id

        event_id = self.event_id

        kind: str = self.kind

        payload = self.payload.to_dict()

        status: str = self.status

        attempts = self.attempts

        last_status_code: int | None
        last_status_code = self.last_status_code

        last_error = self.last_error

        next_attempt_at: None | str
        if isinstance(self.next_attempt_at, datetime.datetime):
            next_attempt_at = self.next_attempt_at.isoformat()
        else:
            next_attempt_at = self.next_attempt_at

        delivered_at: None | str
        if isinstance(self.delivered_at, datetime.datetime):
            delivered_at = self.delivered_at.isoformat()
        else:
            delivered_at = self.delivered_at

        created_at = self.created_at.isoformat()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "id": id,
            "event_id": event_id,
            "kind": kind,
            "payload": payload,
            "status": status,
            "attempts": attempts,
            "last_status_code": last_status_code,
            "last_error": last_error,
            "next_attempt_at": next_attempt_at,
            "delivered_at": delivered_at,
            "created_at": created_at,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.webhook_event_output import WebhookEventOutput # noqa: PLC0415
        d = dict(src_dict)
        id = d.pop("id")

        event_id = d.pop("event_id")

        kind = check_user_event_kind_enum(d.pop("kind"))




        payload = WebhookEventOutput.from_dict(d.pop("payload"))




        status = check_webhook_delivery_status_enum(d.pop("status"))




        attempts = d.pop("attempts")

        def _parse_last_status_code(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        last_status_code = _parse_last_status_code(d.pop("last_status_code"))


        last_error = d.pop("last_error")

        def _parse_next_attempt_at(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                next_attempt_at_type_0 = datetime.datetime.fromisoformat(data)



                return next_attempt_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        next_attempt_at = _parse_next_attempt_at(d.pop("next_attempt_at"))


        def _parse_delivered_at(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                delivered_at_type_0 = datetime.datetime.fromisoformat(data)



                return delivered_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        delivered_at = _parse_delivered_at(d.pop("delivered_at"))


        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))




        webhook_delivery_output = cls(
            id=id,
            event_id=event_id,
            kind=kind,
            payload=payload,
            status=status,
            attempts=attempts,
            last_status_code=last_status_code,
            last_error=last_error,
            next_attempt_at=next_attempt_at,
            delivered_at=delivered_at,
            created_at=created_at,
        )


        webhook_delivery_output.additional_properties = d
        return webhook_delivery_output

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
