from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="PatchedNotificationSettingsUpdateInputRequest")



@_attrs_define
class PatchedNotificationSettingsUpdateInputRequest:
    """ A request body object: a field the schema does not list is refused with
    `validation_error` naming it (at any depth), rather than silently ignored, so a typo in an
    optional field's name never passes for its default.

        Attributes:
            email (str | Unset): The address to mail; an empty string: your account's email. A malformed address is a
                `validation_error`.
            email_enabled (bool | Unset): Turn email on (opt-in) or off. On needs an address (`email`, or the account's);
                only events from then on are mailed.
            your_turn (bool | Unset): Mail when it is your turn, in matches with a clock of an hour or more per decision (at
                most one mail per match per hour).
            invitations (bool | Unset): Mail when you are invited to a match.
            results (bool | Unset): Mail the final ranking when a match of yours finishes.
     """

    email: str | Unset = UNSET
    email_enabled: bool | Unset = UNSET
    your_turn: bool | Unset = UNSET
    invitations: bool | Unset = UNSET
    results: bool | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        email: str | Unset
        if isinstance(self.email, Unset):
            email = UNSET
        else:
            email = self.email

        email_enabled = self.email_enabled

        your_turn = self.your_turn

        invitations = self.invitations

        results = self.results


        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if email is not UNSET:
            field_dict["email"] = email
        if email_enabled is not UNSET:
            field_dict["email_enabled"] = email_enabled
        if your_turn is not UNSET:
            field_dict["your_turn"] = your_turn
        if invitations is not UNSET:
            field_dict["invitations"] = invitations
        if results is not UNSET:
            field_dict["results"] = results

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        def _parse_email(data: object) -> str | Unset:
            if isinstance(data, Unset):
                return data
            return cast(str | Unset, data)

        email = _parse_email(d.pop("email", UNSET))


        email_enabled = d.pop("email_enabled", UNSET)

        your_turn = d.pop("your_turn", UNSET)

        invitations = d.pop("invitations", UNSET)

        results = d.pop("results", UNSET)

        patched_notification_settings_update_input_request = cls(
            email=email,
            email_enabled=email_enabled,
            your_turn=your_turn,
            invitations=invitations,
            results=results,
        )

        return patched_notification_settings_update_input_request

