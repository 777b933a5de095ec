from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.yokohama_technology import YokohamaTechnology





T = TypeVar("T", bound="YokohamaLabSlot")



@_attrs_define
class YokohamaLabSlot:
    """ A slot of a laboratory board.

        Attributes:
            slot (int): The slot's number, from 1.
            surcharge (int): Extra industry needed to take the card from this slot.
            card (None | YokohamaTechnology): The card here; null when empty.
     """

    slot: int
    surcharge: int
    card: None | YokohamaTechnology





    def to_dict(self) -> dict[str, Any]:
        from ..models.yokohama_technology import YokohamaTechnology # noqa: PLC0415
        slot = self.slot

        surcharge = self.surcharge

        card: dict[str, Any] | None
        if isinstance(self.card, YokohamaTechnology):
            card = self.card.to_dict()
        else:
            card = self.card


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "slot": slot,
            "surcharge": surcharge,
            "card": card,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.yokohama_technology import YokohamaTechnology # noqa: PLC0415
        d = dict(src_dict)
        slot = d.pop("slot")

        surcharge = d.pop("surcharge")

        def _parse_card(data: object) -> None | YokohamaTechnology:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                card_type_1 = YokohamaTechnology.from_dict(data)



                return card_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | YokohamaTechnology, data)

        card = _parse_card(d.pop("card"))


        yokohama_lab_slot = cls(
            slot=slot,
            surcharge=surcharge,
            card=card,
        )

        return yokohama_lab_slot

