from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="WebhookEventDataOutput")



@_attrs_define
class WebhookEventDataOutput:
    """ 
        Attributes:
            match_id (int | None): The match concerned (null for a tournament round).
            seq (int | None): The match's seq when the event happened.
            tournament_id (int | None): The tournament concerned, if any.
            invitation_id (int | None): The invitation concerned (invited, invitation_*), if any.
            seek_id (int | None): The quick-match seek concerned (seek_*), if any.
            game (None | str): The game's slug.
     """

    match_id: int | None
    seq: int | None
    tournament_id: int | None
    invitation_id: int | None
    seek_id: int | None
    game: None | str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        match_id: int | None
        match_id = self.match_id

        seq: int | None
        seq = self.seq

        tournament_id: int | None
        tournament_id = self.tournament_id

        invitation_id: int | None
        invitation_id = self.invitation_id

        seek_id: int | None
        seek_id = self.seek_id

        game: None | str
        game = self.game


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "match_id": match_id,
            "seq": seq,
            "tournament_id": tournament_id,
            "invitation_id": invitation_id,
            "seek_id": seek_id,
            "game": game,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        def _parse_match_id(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        match_id = _parse_match_id(d.pop("match_id"))


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


        def _parse_game(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        game = _parse_game(d.pop("game"))


        webhook_event_data_output = cls(
            match_id=match_id,
            seq=seq,
            tournament_id=tournament_id,
            invitation_id=invitation_id,
            seek_id=seek_id,
            game=game,
        )


        webhook_event_data_output.additional_properties = d
        return webhook_event_data_output

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
