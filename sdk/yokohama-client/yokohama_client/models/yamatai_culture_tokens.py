from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="YamataiCultureTokens")



@_attrs_define
class YamataiCultureTokens:
    """ Culture tokens held per type (every type present).

        Attributes:
            drum (int): Drum tokens.
            fan (int): Fan tokens.
            lantern (int): Lantern tokens.
            mask (int): Mask tokens.
            scroll (int): Scroll tokens.
            vase (int): Vase tokens.
     """

    drum: int
    fan: int
    lantern: int
    mask: int
    scroll: int
    vase: int





    def to_dict(self) -> dict[str, Any]:
        drum = self.drum

        fan = self.fan

        lantern = self.lantern

        mask = self.mask

        scroll = self.scroll

        vase = self.vase


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "drum": drum,
            "fan": fan,
            "lantern": lantern,
            "mask": mask,
            "scroll": scroll,
            "vase": vase,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        drum = d.pop("drum")

        fan = d.pop("fan")

        lantern = d.pop("lantern")

        mask = d.pop("mask")

        scroll = d.pop("scroll")

        vase = d.pop("vase")

        yamatai_culture_tokens = cls(
            drum=drum,
            fan=fan,
            lantern=lantern,
            mask=mask,
            scroll=scroll,
            vase=vase,
        )

        return yamatai_culture_tokens

