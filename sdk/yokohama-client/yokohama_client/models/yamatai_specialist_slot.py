from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.yamatai_specialist_id_enum import check_yamatai_specialist_id_enum
from ..models.yamatai_specialist_id_enum import YamataiSpecialistIdEnum
from typing import cast






T = TypeVar("T", bound="YamataiSpecialistSlot")



@_attrs_define
class YamataiSpecialistSlot:
    """ 
        Attributes:
            slot (int): The display slot.
            specialist (None | YamataiSpecialistIdEnum): The specialist, or null.
            coins (int): Coins lying on it.
     """

    slot: int
    specialist: None | YamataiSpecialistIdEnum
    coins: int





    def to_dict(self) -> dict[str, Any]:
        slot = self.slot

        specialist: None | str
        if isinstance(self.specialist, str):
            specialist = self.specialist
        else:
            specialist = self.specialist

        coins = self.coins


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "slot": slot,
            "specialist": specialist,
            "coins": coins,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        slot = d.pop("slot")

        def _parse_specialist(data: object) -> None | YamataiSpecialistIdEnum:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                specialist_type_0 = check_yamatai_specialist_id_enum(data)



                return specialist_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | YamataiSpecialistIdEnum, data)

        specialist = _parse_specialist(d.pop("specialist"))


        coins = d.pop("coins")

        yamatai_specialist_slot = cls(
            slot=slot,
            specialist=specialist,
            coins=coins,
        )

        return yamatai_specialist_slot

