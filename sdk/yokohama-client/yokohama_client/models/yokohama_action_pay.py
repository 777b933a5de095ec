from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.pay_action_kind_enum import check_pay_action_kind_enum
from ..models.pay_action_kind_enum import PayActionKindEnum
from ..models.yokohama_church_payment_enum import check_yokohama_church_payment_enum
from ..models.yokohama_church_payment_enum import YokohamaChurchPaymentEnum
from typing import cast






T = TypeVar("T", bound="YokohamaActionPay")



@_attrs_define
class YokohamaActionPay:
    """ The JSON form of `pay:<item>`.

        Attributes:
            kind (PayActionKindEnum):
            item (YokohamaChurchPaymentEnum):
     """

    kind: PayActionKindEnum
    item: YokohamaChurchPaymentEnum





    def to_dict(self) -> dict[str, Any]:
        kind: str = self.kind

        item: str = self.item


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "kind": kind,
            "item": item,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        kind = check_pay_action_kind_enum(d.pop("kind"))




        item = check_yokohama_church_payment_enum(d.pop("item"))




        yokohama_action_pay = cls(
            kind=kind,
            item=item,
        )

        return yokohama_action_pay

