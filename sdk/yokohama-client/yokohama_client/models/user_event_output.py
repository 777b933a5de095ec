from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.user_event_kind_enum import check_user_event_kind_enum
from ..models.user_event_kind_enum import UserEventKindEnum
from typing import cast
import datetime






T = TypeVar("T", bound="UserEventOutput")



@_attrs_define
class UserEventOutput:
    """ 
        Attributes:
            id (int): The event's cursor: resume after it.
            kind (UserEventKindEnum): * `your_turn` - It is your decision
                * `match_started` - A match you sit in started
                * `match_finished` - A match you sit in finished
                * `tournament_round_started` - A round of your tournament started
                * `invited` - You are invited to a match (a challenge or a rematch)
                * `invitation_accepted` - An account you invited took its seat
                * `invitation_declined` - An account you invited declined
                * `invitation_cancelled` - An invitation to you was withdrawn
                * `invitation_expired` - An invitation you sent or received expired
                * `seek_matched` - Your quick-match seek was paired; its match has started
                * `seek_expired` - Your quick-match seek expired unpaired
                * `analysis_progress` - Your analysis of a finished match started, progressed, finished, failed or was cancelled
            match_id (int | None): The match it concerns; null for tournament_round_started.
            game (None | str): That match's game; null without one.
            seq (int | None): The match's seq when it happened; null without a match.
            tournament_id (int | None): The tournament, for tournament_round_started; else null.
            invitation_id (int | None): The invitation, for invited and the invitation_* kinds (invitation_retrieve tells
                more); else null.
            seek_id (int | None): Your quick-match seek, for seek_matched and seek_expired.
            created_at (datetime.datetime): When it happened (UTC).
     """

    id: int
    kind: UserEventKindEnum
    match_id: int | None
    game: None | str
    seq: int | None
    tournament_id: int | None
    invitation_id: int | None
    seek_id: int | None
    created_at: datetime.datetime
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        id = self.id

        kind: str = self.kind

        match_id: int | None
        match_id = self.match_id

        game: None | str
        game = self.game

        seq: int | None
        seq = self.seq

        tournament_id: int | None
        tournament_id = self.tournament_id

        invitation_id: int | None
        invitation_id = self.invitation_id

        seek_id: int | None
        seek_id = self.seek_id

        created_at = self.created_at.isoformat()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "id": id,
            "kind": kind,
            "match_id": match_id,
            "game": game,
            "seq": seq,
            "tournament_id": tournament_id,
            "invitation_id": invitation_id,
            "seek_id": seek_id,
            "created_at": created_at,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        kind = check_user_event_kind_enum(d.pop("kind"))




        def _parse_match_id(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        match_id = _parse_match_id(d.pop("match_id"))


        def _parse_game(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        game = _parse_game(d.pop("game"))


        def _parse_seq(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seq = _parse_seq(d.pop("seq"))


        def _parse_tournament_id(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        tournament_id = _parse_tournament_id(d.pop("tournament_id"))


        def _parse_invitation_id(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        invitation_id = _parse_invitation_id(d.pop("invitation_id"))


        def _parse_seek_id(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seek_id = _parse_seek_id(d.pop("seek_id"))


        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))




        user_event_output = cls(
            id=id,
            kind=kind,
            match_id=match_id,
            game=game,
            seq=seq,
            tournament_id=tournament_id,
            invitation_id=invitation_id,
            seek_id=seek_id,
            created_at=created_at,
        )


        user_event_output.additional_properties = d
        return user_event_output

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
