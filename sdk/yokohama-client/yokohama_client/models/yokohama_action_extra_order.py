from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.yokohama_action_extra_order_kind_enum import check_yokohama_action_extra_order_kind_enum
from ..models.yokohama_action_extra_order_kind_enum import YokohamaActionExtraOrderKindEnum
from ..models.yokohama_order_id_enum import check_yokohama_order_id_enum
from ..models.yokohama_order_id_enum import YokohamaOrderIdEnum
from ..models.yokohama_order_payment_enum import check_yokohama_order_payment_enum
from ..models.yokohama_order_payment_enum import YokohamaOrderPaymentEnum
from typing import cast






T = TypeVar("T", bound="YokohamaActionExtraOrder")



@_attrs_define
class YokohamaActionExtraOrder:
    """ The JSON form of `extra_order:<order>:<pay>`.

        Attributes:
            kind (YokohamaActionExtraOrderKindEnum):
            order (YokohamaOrderIdEnum):
            pay (YokohamaOrderPaymentEnum):
     """

    kind: YokohamaActionExtraOrderKindEnum
    order: YokohamaOrderIdEnum
    pay: YokohamaOrderPaymentEnum





    def to_dict(self) -> dict[str, Any]:
        kind: str = self.kind

        order: str = self.order

        pay: str = self.pay


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "kind": kind,
            "order": order,
            "pay": pay,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        kind = check_yokohama_action_extra_order_kind_enum(d.pop("kind"))




        order = check_yokohama_order_id_enum(d.pop("order"))




        pay = check_yokohama_order_payment_enum(d.pop("pay"))




        yokohama_action_extra_order = cls(
            kind=kind,
            order=order,
            pay=pay,
        )

        return yokohama_action_extra_order

