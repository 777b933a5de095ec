from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.yokohama_port_level_enum import check_yokohama_port_level_enum
from ..models.yokohama_port_level_enum import YokohamaPortLevelEnum
from typing import cast

if TYPE_CHECKING:
  from ..models.yokohama_order import YokohamaOrder





T = TypeVar("T", bound="YokohamaPortSlot")



@_attrs_define
class YokohamaPortSlot:
    """ A slot of a port board.

        Attributes:
            slot (int): The slot's number, from 1.
            level (YokohamaPortLevelEnum):
            order (None | YokohamaOrder): The order card here; null when empty.
     """

    slot: int
    level: YokohamaPortLevelEnum
    order: None | YokohamaOrder





    def to_dict(self) -> dict[str, Any]:
        from ..models.yokohama_order import YokohamaOrder # noqa: PLC0415
        slot = self.slot

        level: str = self.level

        order: dict[str, Any] | None
        if isinstance(self.order, YokohamaOrder):
            order = self.order.to_dict()
        else:
            order = self.order


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "slot": slot,
            "level": level,
            "order": order,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.yokohama_order import YokohamaOrder # noqa: PLC0415
        d = dict(src_dict)
        slot = d.pop("slot")

        level = check_yokohama_port_level_enum(d.pop("level"))




        def _parse_order(data: object) -> None | YokohamaOrder:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                order_type_1 = YokohamaOrder.from_dict(data)



                return order_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | YokohamaOrder, data)

        order = _parse_order(d.pop("order"))


        yokohama_port_slot = cls(
            slot=slot,
            level=level,
            order=order,
        )

        return yokohama_port_slot

