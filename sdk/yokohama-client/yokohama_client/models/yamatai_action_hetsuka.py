from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.yamatai_action_hetsuka_kind_enum import check_yamatai_action_hetsuka_kind_enum
from ..models.yamatai_action_hetsuka_kind_enum import YamataiActionHetsukaKindEnum
from ..models.yamatai_culture_enum import check_yamatai_culture_enum
from ..models.yamatai_culture_enum import YamataiCultureEnum
from typing import cast






T = TypeVar("T", bound="YamataiActionHetsuka")



@_attrs_define
class YamataiActionHetsuka:
    """ The JSON form of `hetsuka:<culture>`.

        Attributes:
            kind (YamataiActionHetsukaKindEnum):
            culture (YamataiCultureEnum):
     """

    kind: YamataiActionHetsukaKindEnum
    culture: YamataiCultureEnum





    def to_dict(self) -> dict[str, Any]:
        kind: str = self.kind

        culture: str = self.culture


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "kind": kind,
            "culture": culture,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        kind = check_yamatai_action_hetsuka_kind_enum(d.pop("kind"))




        culture = check_yamatai_culture_enum(d.pop("culture"))




        yamatai_action_hetsuka = cls(
            kind=kind,
            culture=culture,
        )

        return yamatai_action_hetsuka

