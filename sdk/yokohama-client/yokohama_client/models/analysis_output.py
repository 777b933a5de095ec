from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.analysis_output_status_enum import AnalysisOutputStatusEnum
from ..models.analysis_output_status_enum import check_analysis_output_status_enum
from typing import cast
import datetime

if TYPE_CHECKING:
  from ..models.analysis_result_output import AnalysisResultOutput





T = TypeVar("T", bound="AnalysisOutput")



@_attrs_define
class AnalysisOutput:
    """ 
        Attributes:
            match_id (int): The analysed match.
            seat (int): Your seat: the analysed one.
            status (AnalysisOutputStatusEnum): * `queued` - Waiting for a worker
                * `running` - A worker is judging the decisions
                * `done` - Finished: the result holds every decision
                * `cancelled` - Cancelled by the player before it finished
                * `failed` - The worker could not finish it
            progress (float): Share of the decisions judged, 0 to 1.
            decisions_done (int): The seat's decisions judged so far.
            decisions_total (int): The seat's decisions (0 until a worker starts).
            requested_at (datetime.datetime): When it was (last) requested (UTC).
            started_at (datetime.datetime | None): When a worker started it (UTC); null while queued.
            finished_at (datetime.datetime | None): When it was done, failed or cancelled (UTC); null while queued or
                running.
            error (str): Why it failed; empty otherwise.
            result (AnalysisResultOutput | None): Set once `status` is `done`.
     """

    match_id: int
    seat: int
    status: AnalysisOutputStatusEnum
    progress: float
    decisions_done: int
    decisions_total: int
    requested_at: datetime.datetime
    started_at: datetime.datetime | None
    finished_at: datetime.datetime | None
    error: str
    result: AnalysisResultOutput | None
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.analysis_result_output import AnalysisResultOutput # noqa: PLC0415
        match_id = self.match_id

        seat = self.seat

        status: str = self.status

        progress = self.progress

        decisions_done = self.decisions_done

        decisions_total = self.decisions_total

        requested_at = self.requested_at.isoformat()

        started_at: None | str
        if isinstance(self.started_at, datetime.datetime):
            started_at = self.started_at.isoformat()
        else:
            started_at = self.started_at

        finished_at: None | str
        if isinstance(self.finished_at, datetime.datetime):
            finished_at = self.finished_at.isoformat()
        else:
            finished_at = self.finished_at

        error = self.error

        result: dict[str, Any] | None
        if isinstance(self.result, AnalysisResultOutput):
            result = self.result.to_dict()
        else:
            result = self.result


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "match_id": match_id,
            "seat": seat,
            "status": status,
            "progress": progress,
            "decisions_done": decisions_done,
            "decisions_total": decisions_total,
            "requested_at": requested_at,
            "started_at": started_at,
            "finished_at": finished_at,
            "error": error,
            "result": result,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.analysis_result_output import AnalysisResultOutput # noqa: PLC0415
        d = dict(src_dict)
        match_id = d.pop("match_id")

        seat = d.pop("seat")

        status = check_analysis_output_status_enum(d.pop("status"))




        progress = d.pop("progress")

        decisions_done = d.pop("decisions_done")

        decisions_total = d.pop("decisions_total")

        requested_at = datetime.datetime.fromisoformat(d.pop("requested_at"))




        def _parse_started_at(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                started_at_type_0 = datetime.datetime.fromisoformat(data)



                return started_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        started_at = _parse_started_at(d.pop("started_at"))


        def _parse_finished_at(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                finished_at_type_0 = datetime.datetime.fromisoformat(data)



                return finished_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        finished_at = _parse_finished_at(d.pop("finished_at"))


        error = d.pop("error")

        def _parse_result(data: object) -> AnalysisResultOutput | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                result_type_1 = AnalysisResultOutput.from_dict(data)



                return result_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(AnalysisResultOutput | None, data)

        result = _parse_result(d.pop("result"))


        analysis_output = cls(
            match_id=match_id,
            seat=seat,
            status=status,
            progress=progress,
            decisions_done=decisions_done,
            decisions_total=decisions_total,
            requested_at=requested_at,
            started_at=started_at,
            finished_at=finished_at,
            error=error,
            result=result,
        )


        analysis_output.additional_properties = d
        return analysis_output

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
