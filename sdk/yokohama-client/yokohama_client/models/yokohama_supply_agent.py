from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.yokohama_country_enum import check_yokohama_country_enum
from ..models.yokohama_country_enum import YokohamaCountryEnum
from ..models.yokohama_supply_agent_kind_enum import check_yokohama_supply_agent_kind_enum
from ..models.yokohama_supply_agent_kind_enum import YokohamaSupplyAgentKindEnum
from typing import cast






T = TypeVar("T", bound="YokohamaSupplyAgent")



@_attrs_define
class YokohamaSupplyAgent:
    """ A foreign agent from the supply.

        Attributes:
            kind (YokohamaSupplyAgentKindEnum):
            country (YokohamaCountryEnum):
     """

    kind: YokohamaSupplyAgentKindEnum
    country: YokohamaCountryEnum





    def to_dict(self) -> dict[str, Any]:
        kind: str = self.kind

        country: str = self.country


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "kind": kind,
            "country": country,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        kind = check_yokohama_supply_agent_kind_enum(d.pop("kind"))




        country = check_yokohama_country_enum(d.pop("country"))




        yokohama_supply_agent = cls(
            kind=kind,
            country=country,
        )

        return yokohama_supply_agent

