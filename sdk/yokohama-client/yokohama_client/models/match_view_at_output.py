from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.shinjuku_view import ShinjukuView
  from ..models.yamatai_view import YamataiView
  from ..models.yokohama_view import YokohamaView





T = TypeVar("T", bound="MatchViewAtOutput")



@_attrs_define
class MatchViewAtOutput:
    """ 
        Attributes:
            match_id (int): The match.
            seq (int): The seq this view is at.
            last_seq (int): The match's last seq (its number of actions).
            your_seat (int | None): Your seat in this match, whose view `state` is; null: the spectator's view.
            state (ShinjukuView | YamataiView | YokohamaView):
     """

    match_id: int
    seq: int
    last_seq: int
    your_seat: int | None
    state: ShinjukuView | YamataiView | YokohamaView
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.shinjuku_view import ShinjukuView # noqa: PLC0415
        from ..models.yamatai_view import YamataiView # noqa: PLC0415
        from ..models.yokohama_view import YokohamaView # noqa: PLC0415
        match_id = self.match_id

        seq = self.seq

        last_seq = self.last_seq

        your_seat: int | None
        your_seat = self.your_seat

        state: dict[str, Any]
        if isinstance(self.state, ShinjukuView):
            state = self.state.to_dict()
        elif isinstance(self.state, YamataiView):
            state = self.state.to_dict()
        else:
            state = self.state.to_dict()



        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "match_id": match_id,
            "seq": seq,
            "last_seq": last_seq,
            "your_seat": your_seat,
            "state": state,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.shinjuku_view import ShinjukuView # noqa: PLC0415
        from ..models.yamatai_view import YamataiView # noqa: PLC0415
        from ..models.yokohama_view import YokohamaView # noqa: PLC0415
        d = dict(src_dict)
        match_id = d.pop("match_id")

        seq = d.pop("seq")

        last_seq = d.pop("last_seq")

        def _parse_your_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        your_seat = _parse_your_seat(d.pop("your_seat"))


        def _parse_state(data: object) -> ShinjukuView | YamataiView | YokohamaView:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_game_view_type_0 = ShinjukuView.from_dict(data)



                return componentsschemas_game_view_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_game_view_type_1 = YamataiView.from_dict(data)



                return componentsschemas_game_view_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_game_view_type_2 = YokohamaView.from_dict(data)



            return componentsschemas_game_view_type_2

        state = _parse_state(d.pop("state"))


        match_view_at_output = cls(
            match_id=match_id,
            seq=seq,
            last_seq=last_seq,
            your_seat=your_seat,
            state=state,
        )


        match_view_at_output.additional_properties = d
        return match_view_at_output

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
