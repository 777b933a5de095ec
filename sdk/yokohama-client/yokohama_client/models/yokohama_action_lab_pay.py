from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.yokohama_action_lab_pay_kind_enum import check_yokohama_action_lab_pay_kind_enum
from ..models.yokohama_action_lab_pay_kind_enum import YokohamaActionLabPayKindEnum
from ..models.yokohama_lab_fee_enum import check_yokohama_lab_fee_enum
from ..models.yokohama_lab_fee_enum import YokohamaLabFeeEnum
from typing import cast






T = TypeVar("T", bound="YokohamaActionLabPay")



@_attrs_define
class YokohamaActionLabPay:
    """ The JSON form of `lab_pay:<imports>:<fee>`.

        Attributes:
            kind (YokohamaActionLabPayKindEnum):
            imports (int): The `<imports>` of `lab_pay` (as in its notation).
            fee (YokohamaLabFeeEnum):
     """

    kind: YokohamaActionLabPayKindEnum
    imports: int
    fee: YokohamaLabFeeEnum





    def to_dict(self) -> dict[str, Any]:
        kind: str = self.kind

        imports = self.imports

        fee: str = self.fee


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "kind": kind,
            "imports": imports,
            "fee": fee,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        kind = check_yokohama_action_lab_pay_kind_enum(d.pop("kind"))




        imports = d.pop("imports")

        fee = check_yokohama_lab_fee_enum(d.pop("fee"))




        yokohama_action_lab_pay = cls(
            kind=kind,
            imports=imports,
            fee=fee,
        )

        return yokohama_action_lab_pay

