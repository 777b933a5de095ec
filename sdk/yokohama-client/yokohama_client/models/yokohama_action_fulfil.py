from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.yokohama_action_fulfil_kind_enum import check_yokohama_action_fulfil_kind_enum
from ..models.yokohama_action_fulfil_kind_enum import YokohamaActionFulfilKindEnum
from ..models.yokohama_order_id_enum import check_yokohama_order_id_enum
from ..models.yokohama_order_id_enum import YokohamaOrderIdEnum
from typing import cast






T = TypeVar("T", bound="YokohamaActionFulfil")



@_attrs_define
class YokohamaActionFulfil:
    """ The JSON form of `fulfil:<order>`.

        Attributes:
            kind (YokohamaActionFulfilKindEnum):
            order (YokohamaOrderIdEnum):
     """

    kind: YokohamaActionFulfilKindEnum
    order: YokohamaOrderIdEnum





    def to_dict(self) -> dict[str, Any]:
        kind: str = self.kind

        order: str = self.order


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "kind": kind,
            "order": order,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        kind = check_yokohama_action_fulfil_kind_enum(d.pop("kind"))




        order = check_yokohama_order_id_enum(d.pop("order"))




        yokohama_action_fulfil = cls(
            kind=kind,
            order=order,
        )

        return yokohama_action_fulfil

