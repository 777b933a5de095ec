from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.yokohama_five_power_token_agent_kind_enum import check_yokohama_five_power_token_agent_kind_enum
from ..models.yokohama_five_power_token_agent_kind_enum import YokohamaFivePowerTokenAgentKindEnum
from ..models.yokohama_five_power_token_enum import check_yokohama_five_power_token_enum
from ..models.yokohama_five_power_token_enum import YokohamaFivePowerTokenEnum
from typing import cast






T = TypeVar("T", bound="YokohamaFivePowerTokenAgent")



@_attrs_define
class YokohamaFivePowerTokenAgent:
    """ A mini-expansion #2 5-power token that is also a foreign agent.

        Attributes:
            kind (YokohamaFivePowerTokenAgentKindEnum):
            id (YokohamaFivePowerTokenEnum):
     """

    kind: YokohamaFivePowerTokenAgentKindEnum
    id: YokohamaFivePowerTokenEnum





    def to_dict(self) -> dict[str, Any]:
        kind: str = self.kind

        id: str = self.id


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "kind": kind,
            "id": id,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        kind = check_yokohama_five_power_token_agent_kind_enum(d.pop("kind"))




        id = check_yokohama_five_power_token_enum(d.pop("id"))




        yokohama_five_power_token_agent = cls(
            kind=kind,
            id=id,
        )

        return yokohama_five_power_token_agent

