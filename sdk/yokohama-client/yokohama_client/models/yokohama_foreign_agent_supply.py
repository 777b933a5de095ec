from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="YokohamaForeignAgentSupply")



@_attrs_define
class YokohamaForeignAgentSupply:
    """ Foreign agents left in the supply, by country.

        Attributes:
            gb (int): Agents of country `gb` left.
            us (int): Agents of country `us` left.
            fr (int): Agents of country `fr` left.
            de (int): Agents of country `de` left.
            nl (int): Agents of country `nl` left.
     """

    gb: int
    us: int
    fr: int
    de: int
    nl: int





    def to_dict(self) -> dict[str, Any]:
        gb = self.gb

        us = self.us

        fr = self.fr

        de = self.de

        nl = self.nl


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "gb": gb,
            "us": us,
            "fr": fr,
            "de": de,
            "nl": nl,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        gb = d.pop("gb")

        us = d.pop("us")

        fr = d.pop("fr")

        de = d.pop("de")

        nl = d.pop("nl")

        yokohama_foreign_agent_supply = cls(
            gb=gb,
            us=us,
            fr=fr,
            de=de,
            nl=nl,
        )

        return yokohama_foreign_agent_supply

