from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.match_status_enum import check_match_status_enum
from ..models.match_status_enum import MatchStatusEnum
from typing import cast

if TYPE_CHECKING:
  from ..models.legal_action_output import LegalActionOutput
  from ..models.log_entry_output import LogEntryOutput





T = TypeVar("T", bound="ActionAcceptedOutput")



@_attrs_define
class ActionAcceptedOutput:
    """ 
        Attributes:
            match_id (int): The match id.
            seq (int): The match's seq right after your action.
            seat (int): The seat that acted (yours).
            entry (LogEntryOutput): One action of the log, as you may know it (hidden parts left out).

                Every game's log entry (`describe_action`) has this shape; `kind` is one of the match's
                game's action kinds.
            status (MatchStatusEnum): * `waiting` - Waiting for players
                * `active` - Active
                * `finished` - Finished
                * `aborted` - Aborted
            to_move (list[int]): Seats whose decision it is after it (empty once finished).
            legal_actions (list[LegalActionOutput]): Your legal actions at `seq` (empty if the next decision is not yours).
                A replay returns the first response unchanged.
     """

    match_id: int
    seq: int
    seat: int
    entry: LogEntryOutput
    status: MatchStatusEnum
    to_move: list[int]
    legal_actions: list[LegalActionOutput]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.legal_action_output import LegalActionOutput # noqa: PLC0415
        from ..models.log_entry_output import LogEntryOutput # noqa: PLC0415
        match_id = self.match_id

        seq = self.seq

        seat = self.seat

        entry = self.entry.to_dict()

        status: str = self.status

        to_move = self.to_move



        legal_actions = []
        for legal_actions_item_data in self.legal_actions:
            legal_actions_item = legal_actions_item_data.to_dict()
            legal_actions.append(legal_actions_item)




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "match_id": match_id,
            "seq": seq,
            "seat": seat,
            "entry": entry,
            "status": status,
            "to_move": to_move,
            "legal_actions": legal_actions,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.legal_action_output import LegalActionOutput # noqa: PLC0415
        from ..models.log_entry_output import LogEntryOutput # noqa: PLC0415
        d = dict(src_dict)
        match_id = d.pop("match_id")

        seq = d.pop("seq")

        seat = d.pop("seat")

        entry = LogEntryOutput.from_dict(d.pop("entry"))




        status = check_match_status_enum(d.pop("status"))




        to_move = cast(list[int], d.pop("to_move"))


        legal_actions = []
        _legal_actions = d.pop("legal_actions")
        for legal_actions_item_data in (_legal_actions):
            legal_actions_item = LegalActionOutput.from_dict(legal_actions_item_data)



            legal_actions.append(legal_actions_item)


        action_accepted_output = cls(
            match_id=match_id,
            seq=seq,
            seat=seat,
            entry=entry,
            status=status,
            to_move=to_move,
            legal_actions=legal_actions,
        )


        action_accepted_output.additional_properties = d
        return action_accepted_output

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
