from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.log_entry_kind_enum import check_log_entry_kind_enum
from ..models.log_entry_kind_enum import LogEntryKindEnum
from ..types import UNSET, Unset
from typing import cast
import datetime






T = TypeVar("T", bound="LogEntryOutput")



@_attrs_define
class LogEntryOutput:
    """ One action of the log, as you may know it (hidden parts left out).

    Every game's log entry (`describe_action`) has this shape; `kind` is one of the match's
    game's action kinds.

        Attributes:
            kind (LogEntryKindEnum):
            text (str): What happened, as the viewer may know it, in the response's language (Content-Language); the
                machine-readable fields never change with the language.
            notation (None | str): Null when hidden from the viewer.
            public (bool): Whether every viewer sees the same entry.
            seq (int): The action's number: the match's seq right after it.
            seat (int): The seat that acted (every entry is one seat's decision). `text` calls it `Seat <seat>` in English
                (`Platz <seat>` in German, `<seat>번 자리` in Korean), seats numbered from 0 in every game: name the player from
                this field.
            created_at (datetime.datetime): When it was applied (UTC).
            undoes (list[int] | Unset): Only on an `undo` entry (a seat took back decisions, match_undo): the seqs of the
                decisions it took back, which no longer count in the state.
     """

    kind: LogEntryKindEnum
    text: str
    notation: None | str
    public: bool
    seq: int
    seat: int
    created_at: datetime.datetime
    undoes: list[int] | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        kind: str = self.kind

        text = self.text

        notation: None | str
        notation = self.notation

        public = self.public

        seq = self.seq

        seat = self.seat

        created_at = self.created_at.isoformat()

        undoes: list[int] | Unset = UNSET
        if not isinstance(self.undoes, Unset):
            undoes = self.undoes




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "kind": kind,
            "text": text,
            "notation": notation,
            "public": public,
            "seq": seq,
            "seat": seat,
            "created_at": created_at,
        })
        if undoes is not UNSET:
            field_dict["undoes"] = undoes

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        kind = check_log_entry_kind_enum(d.pop("kind"))




        text = d.pop("text")

        def _parse_notation(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        notation = _parse_notation(d.pop("notation"))


        public = d.pop("public")

        seq = d.pop("seq")

        seat = d.pop("seat")

        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))




        undoes = cast(list[int], d.pop("undoes", UNSET))


        log_entry_output = cls(
            kind=kind,
            text=text,
            notation=notation,
            public=public,
            seq=seq,
            seat=seat,
            created_at=created_at,
            undoes=undoes,
        )

        return log_entry_output

