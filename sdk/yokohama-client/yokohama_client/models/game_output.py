from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.game_option_output import GameOptionOutput





T = TypeVar("T", bound="GameOutput")



@_attrs_define
class GameOutput:
    """ 
        Attributes:
            slug (str): The game's id: match_create's `game`.
            title (str): The game's name.
            min_players (int): Fewest seats of a match.
            max_players (int): Most seats of a match.
            options (list[GameOptionOutput]): The options match_create accepts.
     """

    slug: str
    title: str
    min_players: int
    max_players: int
    options: list[GameOptionOutput]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.game_option_output import GameOptionOutput # noqa: PLC0415
        slug = self.slug

        title = self.title

        min_players = self.min_players

        max_players = self.max_players

        options = []
        for options_item_data in self.options:
            options_item = options_item_data.to_dict()
            options.append(options_item)




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "slug": slug,
            "title": title,
            "min_players": min_players,
            "max_players": max_players,
            "options": options,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.game_option_output import GameOptionOutput # noqa: PLC0415
        d = dict(src_dict)
        slug = d.pop("slug")

        title = d.pop("title")

        min_players = d.pop("min_players")

        max_players = d.pop("max_players")

        options = []
        _options = d.pop("options")
        for options_item_data in (_options):
            options_item = GameOptionOutput.from_dict(options_item_data)



            options.append(options_item)


        game_output = cls(
            slug=slug,
            title=title,
            min_players=min_players,
            max_players=max_players,
            options=options,
        )


        game_output.additional_properties = d
        return game_output

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
