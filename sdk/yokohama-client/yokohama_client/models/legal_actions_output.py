from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.legal_action_output import LegalActionOutput





T = TypeVar("T", bound="LegalActionsOutput")



@_attrs_define
class LegalActionsOutput:
    """ 
        Attributes:
            seq (int): Pass as expected_seq when submitting.
            seat (int): Your seat index.
            actions (list[LegalActionOutput]): Every legal action; empty when the decision is not yours now.
     """

    seq: int
    seat: int
    actions: list[LegalActionOutput]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.legal_action_output import LegalActionOutput # noqa: PLC0415
        seq = self.seq

        seat = self.seat

        actions = []
        for actions_item_data in self.actions:
            actions_item = actions_item_data.to_dict()
            actions.append(actions_item)




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "seq": seq,
            "seat": seat,
            "actions": actions,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.legal_action_output import LegalActionOutput # noqa: PLC0415
        d = dict(src_dict)
        seq = d.pop("seq")

        seat = d.pop("seat")

        actions = []
        _actions = d.pop("actions")
        for actions_item_data in (_actions):
            actions_item = LegalActionOutput.from_dict(actions_item_data)



            actions.append(actions_item)


        legal_actions_output = cls(
            seq=seq,
            seat=seat,
            actions=actions,
        )


        legal_actions_output.additional_properties = d
        return legal_actions_output

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
