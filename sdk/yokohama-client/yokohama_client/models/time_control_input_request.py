from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.bot_kind_enum import BotKindEnum
from ..models.bot_kind_enum import check_bot_kind_enum
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="TimeControlInputRequest")



@_attrs_define
class TimeControlInputRequest:
    """ 
        Attributes:
            decision_seconds (int): Time allowed for each decision.
            autoplay (BotKindEnum | Unset): * `random` - Random bot
                * `greedy` - Greedy bot Default: 'random'.
            max_timeouts (int | Unset): Consecutive timeouts after which the auto-play bot keeps the seat. Default: 3.
     """

    decision_seconds: int
    autoplay: BotKindEnum | Unset = 'random'
    max_timeouts: int | Unset = 3
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        decision_seconds = self.decision_seconds

        autoplay: str | Unset = UNSET
        if not isinstance(self.autoplay, Unset):
            autoplay = self.autoplay


        max_timeouts = self.max_timeouts


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "decision_seconds": decision_seconds,
        })
        if autoplay is not UNSET:
            field_dict["autoplay"] = autoplay
        if max_timeouts is not UNSET:
            field_dict["max_timeouts"] = max_timeouts

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        decision_seconds = d.pop("decision_seconds")

        _autoplay = d.pop("autoplay", UNSET)
        autoplay: BotKindEnum | Unset
        if isinstance(_autoplay,  Unset):
            autoplay = UNSET
        else:
            autoplay = check_bot_kind_enum(_autoplay)




        max_timeouts = d.pop("max_timeouts", UNSET)

        time_control_input_request = cls(
            decision_seconds=decision_seconds,
            autoplay=autoplay,
            max_timeouts=max_timeouts,
        )


        time_control_input_request.additional_properties = d
        return time_control_input_request

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
