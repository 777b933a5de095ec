from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.yokohama_action_tech_kind_enum import check_yokohama_action_tech_kind_enum
from ..models.yokohama_action_tech_kind_enum import YokohamaActionTechKindEnum
from ..models.yokohama_tech_card_enum import check_yokohama_tech_card_enum
from ..models.yokohama_tech_card_enum import YokohamaTechCardEnum
from typing import cast






T = TypeVar("T", bound="YokohamaActionTech")



@_attrs_define
class YokohamaActionTech:
    """ The JSON form of `tech:<card>`.

        Attributes:
            kind (YokohamaActionTechKindEnum):
            card (YokohamaTechCardEnum):
     """

    kind: YokohamaActionTechKindEnum
    card: YokohamaTechCardEnum





    def to_dict(self) -> dict[str, Any]:
        kind: str = self.kind

        card: str = self.card


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "kind": kind,
            "card": card,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        kind = check_yokohama_action_tech_kind_enum(d.pop("kind"))




        card = check_yokohama_tech_card_enum(d.pop("card"))




        yokohama_action_tech = cls(
            kind=kind,
            card=card,
        )

        return yokohama_action_tech

