from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.analysis_action_output import AnalysisActionOutput





T = TypeVar("T", bound="AnalysisDecisionOutput")



@_attrs_define
class AnalysisDecisionOutput:
    """ 
        Attributes:
            seq (int): The seq of the logged decision; it was taken in the view at `seq - 1`.
            legal_count (int): How many legal actions the seat had (1: a forced decision).
            chosen (AnalysisActionOutput):
            best (AnalysisActionOutput):
            points_lost (float): Expected points lost by `chosen` rather than `best`.
            score_difference (float): The estimated score of the seat minus that of its best opponent, before the decision
                (from the seat's information only).
            mistake (bool): Flagged as one of the biggest mistakes.
     """

    seq: int
    legal_count: int
    chosen: AnalysisActionOutput
    best: AnalysisActionOutput
    points_lost: float
    score_difference: float
    mistake: bool
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.analysis_action_output import AnalysisActionOutput # noqa: PLC0415
        seq = self.seq

        legal_count = self.legal_count

        chosen = self.chosen.to_dict()

        best = self.best.to_dict()

        points_lost = self.points_lost

        score_difference = self.score_difference

        mistake = self.mistake


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "seq": seq,
            "legal_count": legal_count,
            "chosen": chosen,
            "best": best,
            "points_lost": points_lost,
            "score_difference": score_difference,
            "mistake": mistake,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.analysis_action_output import AnalysisActionOutput # noqa: PLC0415
        d = dict(src_dict)
        seq = d.pop("seq")

        legal_count = d.pop("legal_count")

        chosen = AnalysisActionOutput.from_dict(d.pop("chosen"))




        best = AnalysisActionOutput.from_dict(d.pop("best"))




        points_lost = d.pop("points_lost")

        score_difference = d.pop("score_difference")

        mistake = d.pop("mistake")

        analysis_decision_output = cls(
            seq=seq,
            legal_count=legal_count,
            chosen=chosen,
            best=best,
            points_lost=points_lost,
            score_difference=score_difference,
            mistake=mistake,
        )


        analysis_decision_output.additional_properties = d
        return analysis_decision_output

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
