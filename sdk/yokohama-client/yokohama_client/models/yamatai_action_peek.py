from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.yamatai_action_peek_kind_enum import check_yamatai_action_peek_kind_enum
from ..models.yamatai_action_peek_kind_enum import YamataiActionPeekKindEnum
from typing import cast






T = TypeVar("T", bound="YamataiActionPeek")



@_attrs_define
class YamataiActionPeek:
    """ The JSON form of `peek`.

        Attributes:
            kind (YamataiActionPeekKindEnum):
     """

    kind: YamataiActionPeekKindEnum





    def to_dict(self) -> dict[str, Any]:
        kind: str = self.kind


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "kind": kind,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        kind = check_yamatai_action_peek_kind_enum(d.pop("kind"))




        yamatai_action_peek = cls(
            kind=kind,
        )

        return yamatai_action_peek

