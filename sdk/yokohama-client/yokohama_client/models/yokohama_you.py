from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.yokohama_order import YokohamaOrder





T = TypeVar("T", bound="YokohamaYou")



@_attrs_define
class YokohamaYou:
    """ What only the viewing seat sees.

        Attributes:
            seat (int): Your seat index.
            orders (list[YokohamaOrder]): Orders in hand.
            setup_draw (list[YokohamaOrder]): The two orders drawn at setup (while the choice is open).
     """

    seat: int
    orders: list[YokohamaOrder]
    setup_draw: list[YokohamaOrder]





    def to_dict(self) -> dict[str, Any]:
        from ..models.yokohama_order import YokohamaOrder # noqa: PLC0415
        seat = self.seat

        orders = []
        for orders_item_data in self.orders:
            orders_item = orders_item_data.to_dict()
            orders.append(orders_item)



        setup_draw = []
        for setup_draw_item_data in self.setup_draw:
            setup_draw_item = setup_draw_item_data.to_dict()
            setup_draw.append(setup_draw_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "seat": seat,
            "orders": orders,
            "setup_draw": setup_draw,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.yokohama_order import YokohamaOrder # noqa: PLC0415
        d = dict(src_dict)
        seat = d.pop("seat")

        orders = []
        _orders = d.pop("orders")
        for orders_item_data in (_orders):
            orders_item = YokohamaOrder.from_dict(orders_item_data)



            orders.append(orders_item)


        setup_draw = []
        _setup_draw = d.pop("setup_draw")
        for setup_draw_item_data in (_setup_draw):
            setup_draw_item = YokohamaOrder.from_dict(setup_draw_item_data)



            setup_draw.append(setup_draw_item)


        yokohama_you = cls(
            seat=seat,
            orders=orders,
            setup_draw=setup_draw,
        )

        return yokohama_you

