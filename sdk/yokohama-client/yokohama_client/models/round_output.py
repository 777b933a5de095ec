from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.round_status_enum import check_round_status_enum
from ..models.round_status_enum import RoundStatusEnum
from typing import cast
import datetime

if TYPE_CHECKING:
  from ..models.bye_output import ByeOutput
  from ..models.table_output import TableOutput





T = TypeVar("T", bound="RoundOutput")



@_attrs_define
class RoundOutput:
    """ 
        Attributes:
            number (int): The round's number, from 1.
            status (RoundStatusEnum): * `running` - Running
                * `finished` - Finished
            started_at (datetime.datetime): When it was paired (UTC).
            finished_at (datetime.datetime | None): When its last table ended (UTC); null until then.
            tables (list[TableOutput]): Its tables.
            byes (list[ByeOutput]): Entrants who sit out this round.
     """

    number: int
    status: RoundStatusEnum
    started_at: datetime.datetime
    finished_at: datetime.datetime | None
    tables: list[TableOutput]
    byes: list[ByeOutput]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.bye_output import ByeOutput # noqa: PLC0415
        from ..models.table_output import TableOutput # noqa: PLC0415
        number = self.number

        status: str = self.status

        started_at = self.started_at.isoformat()

        finished_at: None | str
        if isinstance(self.finished_at, datetime.datetime):
            finished_at = self.finished_at.isoformat()
        else:
            finished_at = self.finished_at

        tables = []
        for tables_item_data in self.tables:
            tables_item = tables_item_data.to_dict()
            tables.append(tables_item)



        byes = []
        for byes_item_data in self.byes:
            byes_item = byes_item_data.to_dict()
            byes.append(byes_item)




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "number": number,
            "status": status,
            "started_at": started_at,
            "finished_at": finished_at,
            "tables": tables,
            "byes": byes,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.bye_output import ByeOutput # noqa: PLC0415
        from ..models.table_output import TableOutput # noqa: PLC0415
        d = dict(src_dict)
        number = d.pop("number")

        status = check_round_status_enum(d.pop("status"))




        started_at = datetime.datetime.fromisoformat(d.pop("started_at"))




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


        tables = []
        _tables = d.pop("tables")
        for tables_item_data in (_tables):
            tables_item = TableOutput.from_dict(tables_item_data)



            tables.append(tables_item)


        byes = []
        _byes = d.pop("byes")
        for byes_item_data in (_byes):
            byes_item = ByeOutput.from_dict(byes_item_data)



            byes.append(byes_item)


        round_output = cls(
            number=number,
            status=status,
            started_at=started_at,
            finished_at=finished_at,
            tables=tables,
            byes=byes,
        )


        round_output.additional_properties = d
        return round_output

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
