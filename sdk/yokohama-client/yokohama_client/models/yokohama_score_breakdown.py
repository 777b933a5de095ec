from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="YokohamaScoreBreakdown")



@_attrs_define
class YokohamaScoreBreakdown:
    """ VP scored during play, by category.

        Attributes:
            church_board (int): VP scored during play: church_board.
            customs_board (int): VP scored during play: customs_board.
            buildings (int): VP scored during play: buildings.
            orders (int): VP scored during play: orders.
            achievements (int): VP scored during play: achievements.
            technologies (int): VP scored during play: technologies.
            port (int): VP scored during play: port.
            five_power (int): VP scored during play: five_power.
     """

    church_board: int
    customs_board: int
    buildings: int
    orders: int
    achievements: int
    technologies: int
    port: int
    five_power: int





    def to_dict(self) -> dict[str, Any]:
        church_board = self.church_board

        customs_board = self.customs_board

        buildings = self.buildings

        orders = self.orders

        achievements = self.achievements

        technologies = self.technologies

        port = self.port

        five_power = self.five_power


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "church_board": church_board,
            "customs_board": customs_board,
            "buildings": buildings,
            "orders": orders,
            "achievements": achievements,
            "technologies": technologies,
            "port": port,
            "five_power": five_power,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        church_board = d.pop("church_board")

        customs_board = d.pop("customs_board")

        buildings = d.pop("buildings")

        orders = d.pop("orders")

        achievements = d.pop("achievements")

        technologies = d.pop("technologies")

        port = d.pop("port")

        five_power = d.pop("five_power")

        yokohama_score_breakdown = cls(
            church_board=church_board,
            customs_board=customs_board,
            buildings=buildings,
            orders=orders,
            achievements=achievements,
            technologies=technologies,
            port=port,
            five_power=five_power,
        )

        return yokohama_score_breakdown

