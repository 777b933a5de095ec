from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="ShinjukuStarTrack")



@_attrs_define
class ShinjukuStarTrack:
    """ The star-marker track.

        Attributes:
            visible (int): Star markers shown on the track (the next UPGRADE's reward).
            stacks_left (list[int]): Sizes of the star stacks still on the track, next first.
     """

    visible: int
    stacks_left: list[int]





    def to_dict(self) -> dict[str, Any]:
        visible = self.visible

        stacks_left = self.stacks_left




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "visible": visible,
            "stacks_left": stacks_left,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        visible = d.pop("visible")

        stacks_left = cast(list[int], d.pop("stacks_left"))


        shinjuku_star_track = cls(
            visible=visible,
            stacks_left=stacks_left,
        )

        return shinjuku_star_track

