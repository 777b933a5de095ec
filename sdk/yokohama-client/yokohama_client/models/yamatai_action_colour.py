from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.yamatai_action_colour_kind_enum import check_yamatai_action_colour_kind_enum
from ..models.yamatai_action_colour_kind_enum import YamataiActionColourKindEnum
from ..models.yamatai_colour_enum import check_yamatai_colour_enum
from ..models.yamatai_colour_enum import YamataiColourEnum
from typing import cast






T = TypeVar("T", bound="YamataiActionColour")



@_attrs_define
class YamataiActionColour:
    """ The JSON form of `colour:<colour>`.

        Attributes:
            kind (YamataiActionColourKindEnum):
            colour (YamataiColourEnum):
     """

    kind: YamataiActionColourKindEnum
    colour: YamataiColourEnum





    def to_dict(self) -> dict[str, Any]:
        kind: str = self.kind

        colour: str = self.colour


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "kind": kind,
            "colour": colour,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        kind = check_yamatai_action_colour_kind_enum(d.pop("kind"))




        colour = check_yamatai_colour_enum(d.pop("colour"))




        yamatai_action_colour = cls(
            kind=kind,
            colour=colour,
        )

        return yamatai_action_colour

