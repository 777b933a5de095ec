from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.shinjuku_kaiju_location_enum import check_shinjuku_kaiju_location_enum
from ..models.shinjuku_kaiju_location_enum import ShinjukuKaijuLocationEnum
from typing import cast






T = TypeVar("T", bound="ShinjukuKaiju")



@_attrs_define
class ShinjukuKaiju:
    """ The Kaiju (Kaiju-attack variant).

        Attributes:
            enabled (bool): The Kaiju variant is played.
            location (None | ShinjukuKaijuLocationEnum): Tokyo Bay or a ward; null when the variant is off or the Kaiju is
                not out.
     """

    enabled: bool
    location: None | ShinjukuKaijuLocationEnum





    def to_dict(self) -> dict[str, Any]:
        enabled = self.enabled

        location: None | str
        if isinstance(self.location, str):
            location = self.location
        else:
            location = self.location


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "enabled": enabled,
            "location": location,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        enabled = d.pop("enabled")

        def _parse_location(data: object) -> None | ShinjukuKaijuLocationEnum:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                location_type_0 = check_shinjuku_kaiju_location_enum(data)



                return location_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | ShinjukuKaijuLocationEnum, data)

        location = _parse_location(d.pop("location"))


        shinjuku_kaiju = cls(
            enabled=enabled,
            location=location,
        )

        return shinjuku_kaiju

