from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.shinjuku_colour_enum import check_shinjuku_colour_enum
from ..models.shinjuku_colour_enum import ShinjukuColourEnum
from ..models.shinjuku_corporation_enum import check_shinjuku_corporation_enum
from ..models.shinjuku_corporation_enum import ShinjukuCorporationEnum
from ..models.shinjuku_corporation_name_enum import check_shinjuku_corporation_name_enum
from ..models.shinjuku_corporation_name_enum import ShinjukuCorporationNameEnum
from ..models.shinjuku_ward_enum import check_shinjuku_ward_enum
from ..models.shinjuku_ward_enum import ShinjukuWardEnum
from typing import cast

if TYPE_CHECKING:
  from ..models.shinjuku_customers import ShinjukuCustomers
  from ..models.shinjuku_supply import ShinjukuSupply
  from ..models.shinjuku_ward_counts import ShinjukuWardCounts





T = TypeVar("T", bound="ShinjukuSeat")



@_attrs_define
class ShinjukuSeat:
    """ A seat as the viewer may see it.

        Attributes:
            seat (int): The seat index.
            corporation (ShinjukuCorporationEnum):
            corporation_name (ShinjukuCorporationNameEnum):
            color (ShinjukuColourEnum):
            hand_count (int): Ward cards in hand.
            hand (None | ShinjukuWardCounts): The hand by ward: only in the seat's own view, else null.
            customers (None | ShinjukuCustomers): Customers behind the screen: own view or once over, else null.
            stars (int | None): Star markers taken: own view or once over, else null.
            supply (ShinjukuSupply): A seat's supply of buildings and rails.
            ceo (None | ShinjukuWardEnum): The ward of the seat's CEO; null if none (or no CEO).
     """

    seat: int
    corporation: ShinjukuCorporationEnum
    corporation_name: ShinjukuCorporationNameEnum
    color: ShinjukuColourEnum
    hand_count: int
    hand: None | ShinjukuWardCounts
    customers: None | ShinjukuCustomers
    stars: int | None
    supply: ShinjukuSupply
    ceo: None | ShinjukuWardEnum





    def to_dict(self) -> dict[str, Any]:
        from ..models.shinjuku_customers import ShinjukuCustomers # noqa: PLC0415
        from ..models.shinjuku_supply import ShinjukuSupply # noqa: PLC0415
        from ..models.shinjuku_ward_counts import ShinjukuWardCounts # noqa: PLC0415
        seat = self.seat

        corporation: str = self.corporation

        corporation_name: str = self.corporation_name

        color: str = self.color

        hand_count = self.hand_count

        hand: dict[str, Any] | None
        if isinstance(self.hand, ShinjukuWardCounts):
            hand = self.hand.to_dict()
        else:
            hand = self.hand

        customers: dict[str, Any] | None
        if isinstance(self.customers, ShinjukuCustomers):
            customers = self.customers.to_dict()
        else:
            customers = self.customers

        stars: int | None
        stars = self.stars

        supply = self.supply.to_dict()

        ceo: None | str
        if isinstance(self.ceo, str):
            ceo = self.ceo
        else:
            ceo = self.ceo


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "seat": seat,
            "corporation": corporation,
            "corporation_name": corporation_name,
            "color": color,
            "hand_count": hand_count,
            "hand": hand,
            "customers": customers,
            "stars": stars,
            "supply": supply,
            "ceo": ceo,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.shinjuku_customers import ShinjukuCustomers # noqa: PLC0415
        from ..models.shinjuku_supply import ShinjukuSupply # noqa: PLC0415
        from ..models.shinjuku_ward_counts import ShinjukuWardCounts # noqa: PLC0415
        d = dict(src_dict)
        seat = d.pop("seat")

        corporation = check_shinjuku_corporation_enum(d.pop("corporation"))




        corporation_name = check_shinjuku_corporation_name_enum(d.pop("corporation_name"))




        color = check_shinjuku_colour_enum(d.pop("color"))




        hand_count = d.pop("hand_count")

        def _parse_hand(data: object) -> None | ShinjukuWardCounts:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                hand_type_1 = ShinjukuWardCounts.from_dict(data)



                return hand_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | ShinjukuWardCounts, data)

        hand = _parse_hand(d.pop("hand"))


        def _parse_customers(data: object) -> None | ShinjukuCustomers:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                customers_type_1 = ShinjukuCustomers.from_dict(data)



                return customers_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | ShinjukuCustomers, data)

        customers = _parse_customers(d.pop("customers"))


        def _parse_stars(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        stars = _parse_stars(d.pop("stars"))


        supply = ShinjukuSupply.from_dict(d.pop("supply"))




        def _parse_ceo(data: object) -> None | ShinjukuWardEnum:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                ceo_type_0 = check_shinjuku_ward_enum(data)



                return ceo_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | ShinjukuWardEnum, data)

        ceo = _parse_ceo(d.pop("ceo"))


        shinjuku_seat = cls(
            seat=seat,
            corporation=corporation,
            corporation_name=corporation_name,
            color=color,
            hand_count=hand_count,
            hand=hand,
            customers=customers,
            stars=stars,
            supply=supply,
            ceo=ceo,
        )

        return shinjuku_seat

