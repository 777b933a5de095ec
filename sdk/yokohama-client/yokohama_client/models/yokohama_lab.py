from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.yokohama_area_id_enum import check_yokohama_area_id_enum
from ..models.yokohama_area_id_enum import YokohamaAreaIdEnum
from typing import cast

if TYPE_CHECKING:
  from ..models.yokohama_lab_slot import YokohamaLabSlot





T = TypeVar("T", bound="YokohamaLab")



@_attrs_define
class YokohamaLab:
    """ A laboratory board and the area it belongs to.

        Attributes:
            area (YokohamaAreaIdEnum):
            slots (list[YokohamaLabSlot]): Its slots, by number.
     """

    area: YokohamaAreaIdEnum
    slots: list[YokohamaLabSlot]





    def to_dict(self) -> dict[str, Any]:
        from ..models.yokohama_lab_slot import YokohamaLabSlot # noqa: PLC0415
        area: str = self.area

        slots = []
        for slots_item_data in self.slots:
            slots_item = slots_item_data.to_dict()
            slots.append(slots_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "area": area,
            "slots": slots,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.yokohama_lab_slot import YokohamaLabSlot # noqa: PLC0415
        d = dict(src_dict)
        area = check_yokohama_area_id_enum(d.pop("area"))




        slots = []
        _slots = d.pop("slots")
        for slots_item_data in (_slots):
            slots_item = YokohamaLabSlot.from_dict(slots_item_data)



            slots.append(slots_item)


        yokohama_lab = cls(
            area=area,
            slots=slots,
        )

        return yokohama_lab

