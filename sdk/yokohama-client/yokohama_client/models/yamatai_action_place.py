from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.place_action_kind_enum import check_place_action_kind_enum
from ..models.place_action_kind_enum import PlaceActionKindEnum
from ..models.yamatai_colour_enum import check_yamatai_colour_enum
from ..models.yamatai_colour_enum import YamataiColourEnum
from ..models.yamatai_space_id_enum import check_yamatai_space_id_enum
from ..models.yamatai_space_id_enum import YamataiSpaceIdEnum
from typing import cast






T = TypeVar("T", bound="YamataiActionPlace")



@_attrs_define
class YamataiActionPlace:
    """ The JSON form of `place:<colour>:<space>`.

        Attributes:
            kind (PlaceActionKindEnum):
            colour (YamataiColourEnum):
            space (YamataiSpaceIdEnum):
     """

    kind: PlaceActionKindEnum
    colour: YamataiColourEnum
    space: YamataiSpaceIdEnum





    def to_dict(self) -> dict[str, Any]:
        kind: str = self.kind

        colour: str = self.colour

        space: str = self.space


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "kind": kind,
            "colour": colour,
            "space": space,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        kind = check_place_action_kind_enum(d.pop("kind"))




        colour = check_yamatai_colour_enum(d.pop("colour"))




        space = check_yamatai_space_id_enum(d.pop("space"))




        yamatai_action_place = cls(
            kind=kind,
            colour=colour,
            space=space,
        )

        return yamatai_action_place

