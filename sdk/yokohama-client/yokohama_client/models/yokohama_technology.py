from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.yokohama_country_enum import check_yokohama_country_enum
from ..models.yokohama_country_enum import YokohamaCountryEnum
from ..models.yokohama_tech_card_enum import check_yokohama_tech_card_enum
from ..models.yokohama_tech_card_enum import YokohamaTechCardEnum
from ..models.yokohama_tech_type_enum import check_yokohama_tech_type_enum
from ..models.yokohama_tech_type_enum import YokohamaTechTypeEnum
from typing import cast






T = TypeVar("T", bound="YokohamaTechnology")



@_attrs_define
class YokohamaTechnology:
    """ A technology card.

        Attributes:
            id (YokohamaTechCardEnum):
            name (YokohamaTechTypeEnum):
            name_en (str): The technology's English name.
            cost (int): Industry needed.
            flag (YokohamaCountryEnum):
            source (str): How sure its data is (SEED...).
     """

    id: YokohamaTechCardEnum
    name: YokohamaTechTypeEnum
    name_en: str
    cost: int
    flag: YokohamaCountryEnum
    source: str





    def to_dict(self) -> dict[str, Any]:
        id: str = self.id

        name: str = self.name

        name_en = self.name_en

        cost = self.cost

        flag: str = self.flag

        source = self.source


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "id": id,
            "name": name,
            "name_en": name_en,
            "cost": cost,
            "flag": flag,
            "source": source,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = check_yokohama_tech_card_enum(d.pop("id"))




        name = check_yokohama_tech_type_enum(d.pop("name"))




        name_en = d.pop("name_en")

        cost = d.pop("cost")

        flag = check_yokohama_country_enum(d.pop("flag"))




        source = d.pop("source")

        yokohama_technology = cls(
            id=id,
            name=name,
            name_en=name_en,
            cost=cost,
            flag=flag,
            source=source,
        )

        return yokohama_technology

