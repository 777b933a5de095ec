from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.invitation_status_enum import check_invitation_status_enum
from ..models.invitation_status_enum import InvitationStatusEnum
from typing import cast
import datetime

if TYPE_CHECKING:
  from ..models.match_summary_output import MatchSummaryOutput





T = TypeVar("T", bound="InvitationOutput")



@_attrs_define
class InvitationOutput:
    """ 
        Attributes:
            id (int): The invitation id.
            match (MatchSummaryOutput):
            seat (int): The seat held for the invitee.
            inviter (None | str): Who sent it (null if that account is gone).
            invitee (str): Who is invited.
            status (InvitationStatusEnum): * `pending` - Waiting for an answer
                * `accepted` - Accepted: the invitee holds the seat
                * `declined` - Declined by the invitee
                * `cancelled` - Withdrawn (by its sender, or the match started or ended without it)
                * `expired` - Not answered in time
            rematch (bool): It invites to a rematch of a finished match.
            created_at (datetime.datetime): When it was sent (UTC).
            expires_at (datetime.datetime): When it expires unanswered (UTC).
            answered_at (datetime.datetime | None): When it was accepted, declined, withdrawn or expired.
     """

    id: int
    match: MatchSummaryOutput
    seat: int
    inviter: None | str
    invitee: str
    status: InvitationStatusEnum
    rematch: bool
    created_at: datetime.datetime
    expires_at: datetime.datetime
    answered_at: datetime.datetime | None
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.match_summary_output import MatchSummaryOutput # noqa: PLC0415
        id = self.id

        match = self.match.to_dict()

        seat = self.seat

        inviter: None | str
        inviter = self.inviter

        invitee = self.invitee

        status: str = self.status

        rematch = self.rematch

        created_at = self.created_at.isoformat()

        expires_at = self.expires_at.isoformat()

        answered_at: None | str
        if isinstance(self.answered_at, datetime.datetime):
            answered_at = self.answered_at.isoformat()
        else:
            answered_at = self.answered_at


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "id": id,
            "match": match,
            "seat": seat,
            "inviter": inviter,
            "invitee": invitee,
            "status": status,
            "rematch": rematch,
            "created_at": created_at,
            "expires_at": expires_at,
            "answered_at": answered_at,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.match_summary_output import MatchSummaryOutput # noqa: PLC0415
        d = dict(src_dict)
        id = d.pop("id")

        match = MatchSummaryOutput.from_dict(d.pop("match"))




        seat = d.pop("seat")

        def _parse_inviter(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        inviter = _parse_inviter(d.pop("inviter"))


        invitee = d.pop("invitee")

        status = check_invitation_status_enum(d.pop("status"))




        rematch = d.pop("rematch")

        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))




        expires_at = datetime.datetime.fromisoformat(d.pop("expires_at"))




        def _parse_answered_at(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                answered_at_type_0 = datetime.datetime.fromisoformat(data)



                return answered_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        answered_at = _parse_answered_at(d.pop("answered_at"))


        invitation_output = cls(
            id=id,
            match=match,
            seat=seat,
            inviter=inviter,
            invitee=invitee,
            status=status,
            rematch=rematch,
            created_at=created_at,
            expires_at=expires_at,
            answered_at=answered_at,
        )


        invitation_output.additional_properties = d
        return invitation_output

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
