from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.yamatai_action_recruit_kind_enum import check_yamatai_action_recruit_kind_enum
from ..models.yamatai_action_recruit_kind_enum import YamataiActionRecruitKindEnum
from ..models.yamatai_specialist_id_enum import check_yamatai_specialist_id_enum
from ..models.yamatai_specialist_id_enum import YamataiSpecialistIdEnum
from typing import cast






T = TypeVar("T", bound="YamataiActionRecruit")



@_attrs_define
class YamataiActionRecruit:
    """ The JSON form of `recruit:<specialist>:<tokens>`.

        Attributes:
            kind (YamataiActionRecruitKindEnum):
            specialist (YamataiSpecialistIdEnum):
            tokens (str): The `<tokens>` of `recruit` (as in its notation). Culture types joined by `.` in alphabetical
                order (`drum.fan`).
     """

    kind: YamataiActionRecruitKindEnum
    specialist: YamataiSpecialistIdEnum
    tokens: str





    def to_dict(self) -> dict[str, Any]:
        kind: str = self.kind

        specialist: str = self.specialist

        tokens = self.tokens


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "kind": kind,
            "specialist": specialist,
            "tokens": tokens,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        kind = check_yamatai_action_recruit_kind_enum(d.pop("kind"))




        specialist = check_yamatai_specialist_id_enum(d.pop("specialist"))




        tokens = d.pop("tokens")

        yamatai_action_recruit = cls(
            kind=kind,
            specialist=specialist,
            tokens=tokens,
        )

        return yamatai_action_recruit

