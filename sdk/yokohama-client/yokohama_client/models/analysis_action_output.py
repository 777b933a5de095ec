from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.analysis_action_output_action import AnalysisActionOutputAction





T = TypeVar("T", bound="AnalysisActionOutput")



@_attrs_define
class AnalysisActionOutput:
    """ 
        Attributes:
            notation (str): The action's notation (as in legal actions).
            action (AnalysisActionOutputAction): The action's JSON form, as match_legal_actions gives it.
            value (float): The search's estimate of the action: the expected change of the seat's evaluation, in points.
     """

    notation: str
    action: AnalysisActionOutputAction
    value: float
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.analysis_action_output_action import AnalysisActionOutputAction # noqa: PLC0415
        notation = self.notation

        action = self.action.to_dict()

        value = self.value


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "notation": notation,
            "action": action,
            "value": value,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.analysis_action_output_action import AnalysisActionOutputAction # noqa: PLC0415
        d = dict(src_dict)
        notation = d.pop("notation")

        action = AnalysisActionOutputAction.from_dict(d.pop("action"))




        value = d.pop("value")

        analysis_action_output = cls(
            notation=notation,
            action=action,
            value=value,
        )


        analysis_action_output.additional_properties = d
        return analysis_action_output

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
