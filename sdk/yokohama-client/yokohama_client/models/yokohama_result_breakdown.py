from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="YokohamaResultBreakdown")



@_attrs_define
class YokohamaResultBreakdown:
    """ A seat's final VP by category: the play categories, then the end-game scoring steps (the view's `score_breakdown`
    once over). The values sum to the result's `score`.

        Attributes:
            church_board (int): VP scored during play: church_board.
            customs_board (int): VP scored during play: customs_board.
            buildings (int): VP scored during play: buildings.
            orders (int): VP scored during play: orders.
            achievements (int): VP scored during play: achievements.
            technologies (int): VP scored during play: technologies.
            port (int): VP scored during play: port.
            five_power (int): VP scored during play: five_power.
            church_majority (int): VP of the end-game scoring step: church_majority.
            customs_majority (int): VP of the end-game scoring step: customs_majority.
            technology_majority (int): VP of the end-game scoring step: technology_majority.
            country_sets (int): VP of the end-game scoring step: country_sets.
            unused_agents (int): VP of the end-game scoring step: unused_agents.
            imports (int): VP of the end-game scoring step: imports.
            money (int): VP of the end-game scoring step: money.
            goods (int): VP of the end-game scoring step: goods.
     """

    church_board: int
    customs_board: int
    buildings: int
    orders: int
    achievements: int
    technologies: int
    port: int
    five_power: int
    church_majority: int
    customs_majority: int
    technology_majority: int
    country_sets: int
    unused_agents: int
    imports: int
    money: int
    goods: int





    def to_dict(self) -> dict[str, Any]:
        church_board = self.church_board

        customs_board = self.customs_board

        buildings = self.buildings

        orders = self.orders

        achievements = self.achievements

        technologies = self.technologies

        port = self.port

        five_power = self.five_power

        church_majority = self.church_majority

        customs_majority = self.customs_majority

        technology_majority = self.technology_majority

        country_sets = self.country_sets

        unused_agents = self.unused_agents

        imports = self.imports

        money = self.money

        goods = self.goods


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
            "church_majority": church_majority,
            "customs_majority": customs_majority,
            "technology_majority": technology_majority,
            "country_sets": country_sets,
            "unused_agents": unused_agents,
            "imports": imports,
            "money": money,
            "goods": goods,
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

        church_majority = d.pop("church_majority")

        customs_majority = d.pop("customs_majority")

        technology_majority = d.pop("technology_majority")

        country_sets = d.pop("country_sets")

        unused_agents = d.pop("unused_agents")

        imports = d.pop("imports")

        money = d.pop("money")

        goods = d.pop("goods")

        yokohama_result_breakdown = cls(
            church_board=church_board,
            customs_board=customs_board,
            buildings=buildings,
            orders=orders,
            achievements=achievements,
            technologies=technologies,
            port=port,
            five_power=five_power,
            church_majority=church_majority,
            customs_majority=customs_majority,
            technology_majority=technology_majority,
            country_sets=country_sets,
            unused_agents=unused_agents,
            imports=imports,
            money=money,
            goods=goods,
        )

        return yokohama_result_breakdown

