from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.analysis_decision_output import AnalysisDecisionOutput





T = TypeVar("T", bound="AnalysisResultOutput")



@_attrs_define
class AnalysisResultOutput:
    """ 
        Attributes:
            seat (int): The analysed seat.
            decisions (list[AnalysisDecisionOutput]): Every decision of the seat.
            mistakes (list[int]): The seqs of the decisions flagged as mistakes, worst first.
            seconds_per_decision (float | None): The search's time limit per decision.
            iterations (int): Search iterations run over all decisions.
     """

    seat: int
    decisions: list[AnalysisDecisionOutput]
    mistakes: list[int]
    seconds_per_decision: float | None
    iterations: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.analysis_decision_output import AnalysisDecisionOutput # noqa: PLC0415
        seat = self.seat

        decisions = []
        for decisions_item_data in self.decisions:
            decisions_item = decisions_item_data.to_dict()
            decisions.append(decisions_item)



        mistakes = self.mistakes



        seconds_per_decision: float | None
        seconds_per_decision = self.seconds_per_decision

        iterations = self.iterations


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "seat": seat,
            "decisions": decisions,
            "mistakes": mistakes,
            "seconds_per_decision": seconds_per_decision,
            "iterations": iterations,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.analysis_decision_output import AnalysisDecisionOutput # noqa: PLC0415
        d = dict(src_dict)
        seat = d.pop("seat")

        decisions = []
        _decisions = d.pop("decisions")
        for decisions_item_data in (_decisions):
            decisions_item = AnalysisDecisionOutput.from_dict(decisions_item_data)



            decisions.append(decisions_item)


        mistakes = cast(list[int], d.pop("mistakes"))


        def _parse_seconds_per_decision(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        seconds_per_decision = _parse_seconds_per_decision(d.pop("seconds_per_decision"))


        iterations = d.pop("iterations")

        analysis_result_output = cls(
            seat=seat,
            decisions=decisions,
            mistakes=mistakes,
            seconds_per_decision=seconds_per_decision,
            iterations=iterations,
        )


        analysis_result_output.additional_properties = d
        return analysis_result_output

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
