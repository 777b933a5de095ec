from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.tournament_status_enum import check_tournament_status_enum
from ..models.tournament_status_enum import TournamentStatusEnum
from typing import cast

if TYPE_CHECKING:
  from ..models.standing_output import StandingOutput





T = TypeVar("T", bound="StandingsOutput")



@_attrs_define
class StandingsOutput:
    """ 
        Attributes:
            tournament_id (int): The tournament id.
            status (TournamentStatusEnum): * `registration` - Open for registration
                * `running` - Running
                * `finished` - Finished
            current_round (int): 0 before the start.
            rounds (int | None): Rounds planned (null: round robin, fixed at the start).
            standings (list[StandingOutput]): Every entrant, best first.
     """

    tournament_id: int
    status: TournamentStatusEnum
    current_round: int
    rounds: int | None
    standings: list[StandingOutput]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.standing_output import StandingOutput # noqa: PLC0415
        tournament_id = self.tournament_id

        status: str = self.status

        current_round = self.current_round

        rounds: int | None
        rounds = self.rounds

        standings = []
        for standings_item_data in self.standings:
            standings_item = standings_item_data.to_dict()
            standings.append(standings_item)




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "tournament_id": tournament_id,
            "status": status,
            "current_round": current_round,
            "rounds": rounds,
            "standings": standings,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.standing_output import StandingOutput # noqa: PLC0415
        d = dict(src_dict)
        tournament_id = d.pop("tournament_id")

        status = check_tournament_status_enum(d.pop("status"))




        current_round = d.pop("current_round")

        def _parse_rounds(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        rounds = _parse_rounds(d.pop("rounds"))


        standings = []
        _standings = d.pop("standings")
        for standings_item_data in (_standings):
            standings_item = StandingOutput.from_dict(standings_item_data)



            standings.append(standings_item)


        standings_output = cls(
            tournament_id=tournament_id,
            status=status,
            current_round=current_round,
            rounds=rounds,
            standings=standings,
        )


        standings_output.additional_properties = d
        return standings_output

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
