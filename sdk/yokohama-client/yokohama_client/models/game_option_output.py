from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.option_kind_enum import check_option_kind_enum
from ..models.option_kind_enum import OptionKindEnum
from typing import cast

if TYPE_CHECKING:
  from ..models.game_option_choice_output import GameOptionChoiceOutput





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
            label (str): The option's name for players, in the request's language (Accept-Language).
            description (str): What the option changes, one sentence for players, in the request's language.
            choices (list[str]): The allowed values of a `choice` option; empty for other kinds.
            choice_labels (list[GameOptionChoiceOutput]): Each value of `choices`, in the same order, with its words for
                players; empty for other kinds.
            minimum (int | None): Smallest value of an `int` option; null for other kinds.
            maximum (int | None): Largest value of an `int` option; null for other kinds.
     """

    name: str
    kind: OptionKindEnum
    default: bool | int | str
    label: str
    description: str
    choices: list[str]
    choice_labels: list[GameOptionChoiceOutput]
    minimum: int | None
    maximum: int | None
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.game_option_choice_output import GameOptionChoiceOutput # noqa: PLC0415
        name = self.name

        kind: str = self.kind

        default: bool | int | str
        default = self.default

        label = self.label

        description = self.description

        choices = self.choices



        choice_labels = []
        for choice_labels_item_data in self.choice_labels:
            choice_labels_item = choice_labels_item_data.to_dict()
            choice_labels.append(choice_labels_item)



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
            "label": label,
            "description": description,
            "choices": choices,
            "choice_labels": choice_labels,
            "minimum": minimum,
            "maximum": maximum,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.game_option_choice_output import GameOptionChoiceOutput # noqa: PLC0415
        d = dict(src_dict)
        name = d.pop("name")

        kind = check_option_kind_enum(d.pop("kind"))




        def _parse_default(data: object) -> bool | int | str:
            return cast(bool | int | str, data)

        default = _parse_default(d.pop("default"))


        label = d.pop("label")

        description = d.pop("description")

        choices = cast(list[str], d.pop("choices"))


        choice_labels = []
        _choice_labels = d.pop("choice_labels")
        for choice_labels_item_data in (_choice_labels):
            choice_labels_item = GameOptionChoiceOutput.from_dict(choice_labels_item_data)



            choice_labels.append(choice_labels_item)


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
            label=label,
            description=description,
            choices=choices,
            choice_labels=choice_labels,
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
