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






T = TypeVar("T", bound="MatchStartInputRequest")



@_attrs_define
class MatchStartInputRequest:
    """ 
        Attributes:
            fill_with_bots (BotKindEnum | Unset): * `random` - Random bot
                * `greedy` - Greedy bot
     """

    fill_with_bots: BotKindEnum | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        fill_with_bots: str | Unset = UNSET
        if not isinstance(self.fill_with_bots, Unset):
            fill_with_bots = self.fill_with_bots



        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
        })
        if fill_with_bots is not UNSET:
            field_dict["fill_with_bots"] = fill_with_bots

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        _fill_with_bots = d.pop("fill_with_bots", UNSET)
        fill_with_bots: BotKindEnum | Unset
        if isinstance(_fill_with_bots,  Unset):
            fill_with_bots = UNSET
        else:
            fill_with_bots = check_bot_kind_enum(_fill_with_bots)




        match_start_input_request = cls(
            fill_with_bots=fill_with_bots,
        )


        match_start_input_request.additional_properties = d
        return match_start_input_request

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
