from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.health_status_enum import check_health_status_enum
from ..models.health_status_enum import HealthStatusEnum
from typing import cast

if TYPE_CHECKING:
  from ..models.health_component_output import HealthComponentOutput





T = TypeVar("T", bound="HealthOutput")



@_attrs_define
class HealthOutput:
    """ 
        Attributes:
            status (HealthStatusEnum): * `ok` - ok
                * `degraded` - degraded
            database (HealthComponentOutput):
            broker (HealthComponentOutput):
            workers (HealthComponentOutput):
     """

    status: HealthStatusEnum
    database: HealthComponentOutput
    broker: HealthComponentOutput
    workers: HealthComponentOutput
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.health_component_output import HealthComponentOutput # noqa: PLC0415
        status: str = self.status

        database = self.database.to_dict()

        broker = self.broker.to_dict()

        workers = self.workers.to_dict()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "status": status,
            "database": database,
            "broker": broker,
            "workers": workers,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.health_component_output import HealthComponentOutput # noqa: PLC0415
        d = dict(src_dict)
        status = check_health_status_enum(d.pop("status"))




        database = HealthComponentOutput.from_dict(d.pop("database"))




        broker = HealthComponentOutput.from_dict(d.pop("broker"))




        workers = HealthComponentOutput.from_dict(d.pop("workers"))




        health_output = cls(
            status=status,
            database=database,
            broker=broker,
            workers=workers,
        )


        health_output.additional_properties = d
        return health_output

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
