from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.shinjuku_connection_enum import check_shinjuku_connection_enum
from ..models.shinjuku_connection_enum import ShinjukuConnectionEnum
from ..models.shinjuku_main_action_enum import check_shinjuku_main_action_enum
from ..models.shinjuku_main_action_enum import ShinjukuMainActionEnum
from ..models.shinjuku_station_enum import check_shinjuku_station_enum
from ..models.shinjuku_station_enum import ShinjukuStationEnum
from ..models.shinjuku_ward_enum import check_shinjuku_ward_enum
from ..models.shinjuku_ward_enum import ShinjukuWardEnum
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.shinjuku_customers import ShinjukuCustomers





T = TypeVar("T", bound="ShinjukuPending")



@_attrs_define
class ShinjukuPending:
    """ The main action under way; only the parts already chosen are present.

        Attributes:
            action (ShinjukuMainActionEnum):
            station (ShinjukuStationEnum | Unset):
            connections (list[ShinjukuConnectionEnum] | Unset): BUILD: the connection(s) chosen so far.
            ward (ShinjukuWardEnum | Unset):
            path (list[ShinjukuStationEnum] | Unset): MOVE: the stations visited so far.
            group (ShinjukuCustomers | Unset): Customers by good (every good present).
            payable_wards (list[ShinjukuWardEnum] | Unset): Wards whose cards pay for this action.
            joker_cards_left (int | Unset): Cards still to discard into a 3-card joker.
     """

    action: ShinjukuMainActionEnum
    station: ShinjukuStationEnum | Unset = UNSET
    connections: list[ShinjukuConnectionEnum] | Unset = UNSET
    ward: ShinjukuWardEnum | Unset = UNSET
    path: list[ShinjukuStationEnum] | Unset = UNSET
    group: ShinjukuCustomers | Unset = UNSET
    payable_wards: list[ShinjukuWardEnum] | Unset = UNSET
    joker_cards_left: int | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.shinjuku_customers import ShinjukuCustomers # noqa: PLC0415
        action: str = self.action

        station: str | Unset = UNSET
        if not isinstance(self.station, Unset):
            station = self.station


        connections: list[str] | Unset = UNSET
        if not isinstance(self.connections, Unset):
            connections = []
            for connections_item_data in self.connections:
                connections_item: str = connections_item_data
                connections.append(connections_item)



        ward: str | Unset = UNSET
        if not isinstance(self.ward, Unset):
            ward = self.ward


        path: list[str] | Unset = UNSET
        if not isinstance(self.path, Unset):
            path = []
            for path_item_data in self.path:
                path_item: str = path_item_data
                path.append(path_item)



        group: dict[str, Any] | Unset = UNSET
        if not isinstance(self.group, Unset):
            group = self.group.to_dict()

        payable_wards: list[str] | Unset = UNSET
        if not isinstance(self.payable_wards, Unset):
            payable_wards = []
            for payable_wards_item_data in self.payable_wards:
                payable_wards_item: str = payable_wards_item_data
                payable_wards.append(payable_wards_item)



        joker_cards_left = self.joker_cards_left


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "action": action,
        })
        if station is not UNSET:
            field_dict["station"] = station
        if connections is not UNSET:
            field_dict["connections"] = connections
        if ward is not UNSET:
            field_dict["ward"] = ward
        if path is not UNSET:
            field_dict["path"] = path
        if group is not UNSET:
            field_dict["group"] = group
        if payable_wards is not UNSET:
            field_dict["payable_wards"] = payable_wards
        if joker_cards_left is not UNSET:
            field_dict["joker_cards_left"] = joker_cards_left

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.shinjuku_customers import ShinjukuCustomers # noqa: PLC0415
        d = dict(src_dict)
        action = check_shinjuku_main_action_enum(d.pop("action"))




        _station = d.pop("station", UNSET)
        station: ShinjukuStationEnum | Unset
        if isinstance(_station,  Unset):
            station = UNSET
        else:
            station = check_shinjuku_station_enum(_station)




        _connections = d.pop("connections", UNSET)
        connections: list[ShinjukuConnectionEnum] | Unset = UNSET
        if _connections is not UNSET:
            connections = []
            for connections_item_data in _connections:
                connections_item = check_shinjuku_connection_enum(connections_item_data)



                connections.append(connections_item)


        _ward = d.pop("ward", UNSET)
        ward: ShinjukuWardEnum | Unset
        if isinstance(_ward,  Unset):
            ward = UNSET
        else:
            ward = check_shinjuku_ward_enum(_ward)




        _path = d.pop("path", UNSET)
        path: list[ShinjukuStationEnum] | Unset = UNSET
        if _path is not UNSET:
            path = []
            for path_item_data in _path:
                path_item = check_shinjuku_station_enum(path_item_data)



                path.append(path_item)


        _group = d.pop("group", UNSET)
        group: ShinjukuCustomers | Unset
        if isinstance(_group,  Unset):
            group = UNSET
        else:
            group = ShinjukuCustomers.from_dict(_group)




        _payable_wards = d.pop("payable_wards", UNSET)
        payable_wards: list[ShinjukuWardEnum] | Unset = UNSET
        if _payable_wards is not UNSET:
            payable_wards = []
            for payable_wards_item_data in _payable_wards:
                payable_wards_item = check_shinjuku_ward_enum(payable_wards_item_data)



                payable_wards.append(payable_wards_item)


        joker_cards_left = d.pop("joker_cards_left", UNSET)

        shinjuku_pending = cls(
            action=action,
            station=station,
            connections=connections,
            ward=ward,
            path=path,
            group=group,
            payable_wards=payable_wards,
            joker_cards_left=joker_cards_left,
        )

        return shinjuku_pending

