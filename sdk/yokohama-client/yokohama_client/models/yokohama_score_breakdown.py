from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset






T = TypeVar("T", bound="YokohamaScoreBreakdown")



@_attrs_define
class YokohamaScoreBreakdown:
    """ A seat's VP by category: during play the VP scored so far; once the game is over its final VP (match_result's
    breakdown: the play categories, then the end-game scoring steps).

        Attributes:
            church_board (int): VP scored during play: church_board.
            customs_board (int): VP scored during play: customs_board.
            buildings (int): VP scored during play: buildings.
            orders (int): VP scored during play: orders.
            achievements (int): VP scored during play: achievements.
            technologies (int): VP scored during play: technologies.
            port (int): VP scored during play: port.
            five_power (int): VP scored during play: five_power.
            church_majority (int | Unset): VP of the end-game scoring step: church_majority (once over).
            customs_majority (int | Unset): VP of the end-game scoring step: customs_majority (once over).
            technology_majority (int | Unset): VP of the end-game scoring step: technology_majority (once over).
            country_sets (int | Unset): VP of the end-game scoring step: country_sets (once over).
            unused_agents (int | Unset): VP of the end-game scoring step: unused_agents (once over).
            imports (int | Unset): VP of the end-game scoring step: imports (once over).
            money (int | Unset): VP of the end-game scoring step: money (once over).
            goods (int | Unset): VP of the end-game scoring step: goods (once over).
     """

    church_board: int
    customs_board: int
    buildings: int
    orders: int
    achievements: int
    technologies: int
    port: int
    five_power: int
    church_majority: int | Unset = UNSET
    customs_majority: int | Unset = UNSET
    technology_majority: int | Unset = UNSET
    country_sets: int | Unset = UNSET
    unused_agents: int | Unset = UNSET
    imports: int | Unset = UNSET
    money: int | Unset = UNSET
    goods: int | Unset = UNSET





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
        })
        if church_majority is not UNSET:
            field_dict["church_majority"] = church_majority
        if customs_majority is not UNSET:
            field_dict["customs_majority"] = customs_majority
        if technology_majority is not UNSET:
            field_dict["technology_majority"] = technology_majority
        if country_sets is not UNSET:
            field_dict["country_sets"] = country_sets
        if unused_agents is not UNSET:
            field_dict["unused_agents"] = unused_agents
        if imports is not UNSET:
            field_dict["imports"] = imports
        if money is not UNSET:
            field_dict["money"] = money
        if goods is not UNSET:
            field_dict["goods"] = goods

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

        church_majority = d.pop("church_majority", UNSET)

        customs_majority = d.pop("customs_majority", UNSET)

        technology_majority = d.pop("technology_majority", UNSET)

        country_sets = d.pop("country_sets", UNSET)

        unused_agents = d.pop("unused_agents", UNSET)

        imports = d.pop("imports", UNSET)

        money = d.pop("money", UNSET)

        goods = d.pop("goods", UNSET)

        yokohama_score_breakdown = cls(
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

        return yokohama_score_breakdown

