from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="NotificationSettingsOutput")



@_attrs_define
class NotificationSettingsOutput:
    """ 
        Attributes:
            email (str): The address you set; empty: your account's email is used.
            sends_to (None | str): The address mails go to (yours or the account's); null when there is none.
            email_enabled (bool): Whether anything is mailed at all (off until you turn it on; every mail's unsubscribe link
                turns it off).
            your_turn (bool): 'Your turn' mails (matches with a clock of an hour or more per decision).
            invitations (bool): Invitation mails.
            results (bool): Result mails.
     """

    email: str
    sends_to: None | str
    email_enabled: bool
    your_turn: bool
    invitations: bool
    results: bool
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        email = self.email

        sends_to: None | str
        sends_to = self.sends_to

        email_enabled = self.email_enabled

        your_turn = self.your_turn

        invitations = self.invitations

        results = self.results


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "email": email,
            "sends_to": sends_to,
            "email_enabled": email_enabled,
            "your_turn": your_turn,
            "invitations": invitations,
            "results": results,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        email = d.pop("email")

        def _parse_sends_to(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        sends_to = _parse_sends_to(d.pop("sends_to"))


        email_enabled = d.pop("email_enabled")

        your_turn = d.pop("your_turn")

        invitations = d.pop("invitations")

        results = d.pop("results")

        notification_settings_output = cls(
            email=email,
            sends_to=sends_to,
            email_enabled=email_enabled,
            your_turn=your_turn,
            invitations=invitations,
            results=results,
        )


        notification_settings_output.additional_properties = d
        return notification_settings_output

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
