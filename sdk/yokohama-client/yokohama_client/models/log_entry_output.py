from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
import datetime






T = TypeVar("T", bound="LogEntryOutput")



@_attrs_define
class LogEntryOutput:
    """ 
        Attributes:
            seq (int):
            seat (int):
            created_at (datetime.datetime):
            kind (str):
            text (str): What happened, as you may know it.
            notation (None | str): Null when hidden from you.
            public (bool):
     """

    seq: int
    seat: int
    created_at: datetime.datetime
    kind: str
    text: str
    notation: None | str
    public: bool
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        seq = self.seq

        seat = self.seat

        created_at = self.created_at.isoformat()

        kind = self.kind

        text = self.text

        notation: None | str
        notation = self.notation

        public = self.public


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "seq": seq,
            "seat": seat,
            "created_at": created_at,
            "kind": kind,
            "text": text,
            "notation": notation,
            "public": public,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seq = d.pop("seq")

        seat = d.pop("seat")

        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))




        kind = d.pop("kind")

        text = d.pop("text")

        def _parse_notation(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        notation = _parse_notation(d.pop("notation"))


        public = d.pop("public")

        log_entry_output = cls(
            seq=seq,
            seat=seat,
            created_at=created_at,
            kind=kind,
            text=text,
            notation=notation,
            public=public,
        )


        log_entry_output.additional_properties = d
        return log_entry_output

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
