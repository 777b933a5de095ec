from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.option_kind_enum import check_option_kind_enum
from ..models.option_kind_enum import OptionKindEnum
from typing import cast






T = TypeVar("T", bound="GameOptionOutput")



@_attrs_define
class GameOptionOutput:
    """ 
        Attributes:
            name (str): The option's key in match_create's `options`.
            kind (OptionKindEnum): * `choice` - choice
                * `bool` - bool
                * `int` - int
            default (bool | int | str): The value when omitted; its type follows `kind`.
            description (str): What the option changes.
            choices (list[str]): The allowed values of a `choice` option; empty for other kinds.
            minimum (int | None): Smallest value of an `int` option; null for other kinds.
            maximum (int | None): Largest value of an `int` option; null for other kinds.
     """

    name: str
    kind: OptionKindEnum
    default: bool | int | str
    description: str
    choices: list[str]
    minimum: int | None
    maximum: int | None
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        name = self.name

        kind: str = self.kind

        default: bool | int | str
        default = self.default

        description = self.description

        choices = self.choices



        minimum: int | None
        minimum = self.minimum

        maximum: int | None
        maximum = self.maximum


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "name": name,
            "kind": kind,
            "default": default,
            "description": description,
            "choices": choices,
            "minimum": minimum,
            "maximum": maximum,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        name = d.pop("name")

        kind = check_option_kind_enum(d.pop("kind"))




        def _parse_default(data: object) -> bool | int | str:
            return cast(bool | int | str, data)

        default = _parse_default(d.pop("default"))


        description = d.pop("description")

        choices = cast(list[str], d.pop("choices"))


        def _parse_minimum(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        minimum = _parse_minimum(d.pop("minimum"))


        def _parse_maximum(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        maximum = _parse_maximum(d.pop("maximum"))


        game_option_output = cls(
            name=name,
            kind=kind,
            default=default,
            description=description,
            choices=choices,
            minimum=minimum,
            maximum=maximum,
        )


        game_option_output.additional_properties = d
        return game_option_output

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
