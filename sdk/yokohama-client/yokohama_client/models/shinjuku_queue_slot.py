from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.shinjuku_ward_enum import check_shinjuku_ward_enum
from ..models.shinjuku_ward_enum import ShinjukuWardEnum
from typing import cast

if TYPE_CHECKING:
  from ..models.shinjuku_customers import ShinjukuCustomers





T = TypeVar("T", bound="ShinjukuQueueSlot")



@_attrs_define
class ShinjukuQueueSlot:
    """ A slot of the customer queue.

        Attributes:
            slot (int): The slot, 1 (next) first.
            ward (None | ShinjukuWardEnum): The ward card on it; null when empty.
            customers (ShinjukuCustomers): Customers by good (every good present).
     """

    slot: int
    ward: None | ShinjukuWardEnum
    customers: ShinjukuCustomers





    def to_dict(self) -> dict[str, Any]:
        from ..models.shinjuku_customers import ShinjukuCustomers # noqa: PLC0415
        slot = self.slot

        ward: None | str
        if isinstance(self.ward, str):
            ward = self.ward
        else:
            ward = self.ward

        customers = self.customers.to_dict()


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "slot": slot,
            "ward": ward,
            "customers": customers,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.shinjuku_customers import ShinjukuCustomers # noqa: PLC0415
        d = dict(src_dict)
        slot = d.pop("slot")

        def _parse_ward(data: object) -> None | ShinjukuWardEnum:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                ward_type_0 = check_shinjuku_ward_enum(data)



                return ward_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | ShinjukuWardEnum, data)

        ward = _parse_ward(d.pop("ward"))


        customers = ShinjukuCustomers.from_dict(d.pop("customers"))




        shinjuku_queue_slot = cls(
            slot=slot,
            ward=ward,
            customers=customers,
        )

        return shinjuku_queue_slot

