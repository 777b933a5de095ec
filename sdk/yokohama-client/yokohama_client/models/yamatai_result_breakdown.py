from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="YamataiResultBreakdown")



@_attrs_define
class YamataiResultBreakdown:
    """ A seat's final PP by category (§10); the values sum to the result's `score`.

        Attributes:
            coins (int): PP: coins.
            prestige_tokens (int): PP: prestige_tokens.
            buildings (int): PP: buildings.
            specialists (int): PP: specialists.
            reserved_tiles (int): PP: reserved_tiles.
            boats_beside_harbour (int): PP: boats_beside_harbour.
     """

    coins: int
    prestige_tokens: int
    buildings: int
    specialists: int
    reserved_tiles: int
    boats_beside_harbour: int





    def to_dict(self) -> dict[str, Any]:
        coins = self.coins

        prestige_tokens = self.prestige_tokens

        buildings = self.buildings

        specialists = self.specialists

        reserved_tiles = self.reserved_tiles

        boats_beside_harbour = self.boats_beside_harbour


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "coins": coins,
            "prestige_tokens": prestige_tokens,
            "buildings": buildings,
            "specialists": specialists,
            "reserved_tiles": reserved_tiles,
            "boats_beside_harbour": boats_beside_harbour,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        coins = d.pop("coins")

        prestige_tokens = d.pop("prestige_tokens")

        buildings = d.pop("buildings")

        specialists = d.pop("specialists")

        reserved_tiles = d.pop("reserved_tiles")

        boats_beside_harbour = d.pop("boats_beside_harbour")

        yamatai_result_breakdown = cls(
            coins=coins,
            prestige_tokens=prestige_tokens,
            buildings=buildings,
            specialists=specialists,
            reserved_tiles=reserved_tiles,
            boats_beside_harbour=boats_beside_harbour,
        )

        return yamatai_result_breakdown

