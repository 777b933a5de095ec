from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.yokohama_area_id_enum import check_yokohama_area_id_enum
from ..models.yokohama_area_id_enum import YokohamaAreaIdEnum
from ..models.yokohama_five_power_token_enum import check_yokohama_five_power_token_enum
from ..models.yokohama_five_power_token_enum import YokohamaFivePowerTokenEnum
from ..models.yokohama_marker_id_enum import check_yokohama_marker_id_enum
from ..models.yokohama_marker_id_enum import YokohamaMarkerIdEnum
from typing import cast

if TYPE_CHECKING:
  from ..models.yokohama_built import YokohamaBuilt
  from ..models.yokohama_five_power_token_agent import YokohamaFivePowerTokenAgent
  from ..models.yokohama_goods import YokohamaGoods
  from ..models.yokohama_marker_agent import YokohamaMarkerAgent
  from ..models.yokohama_order import YokohamaOrder
  from ..models.yokohama_pieces import YokohamaPieces
  from ..models.yokohama_score_breakdown import YokohamaScoreBreakdown
  from ..models.yokohama_supply_agent import YokohamaSupplyAgent
  from ..models.yokohama_technology import YokohamaTechnology
  from ..models.yokohama_warehouse import YokohamaWarehouse





T = TypeVar("T", bound="YokohamaSeat")



@_attrs_define
class YokohamaSeat:
    """ A seat's public position.

        Attributes:
            seat (int): The seat index.
            start_player (bool): This seat is the start player.
            money (int): Yen.
            goods (YokohamaGoods): Trade goods held, by kind.
            imports (int): Imports held.
            president (None | YokohamaAreaIdEnum): The area of the president; null when in hand.
            hand (YokohamaPieces): Pieces in hand.
            warehouse (YokohamaWarehouse): Pieces in the warehouse.
            built (YokohamaBuilt): Buildings on the map.
            score (int): VP scored during play so far; once the game is over, the final score (match_result's `score`: the
                end-game scoring of majorities, country sets and leftovers included).
            score_breakdown (YokohamaScoreBreakdown): A seat's VP by category: during play the VP scored so far; once the
                game is over its final VP (match_result's breakdown: the play categories, then the end-game scoring steps).
            technologies (list[YokohamaTechnology]): Technologies acquired.
            fulfilled_orders (list[YokohamaOrder]): Orders fulfilled (public).
            orders_in_hand (int): How many; which ones only the seat itself sees (`you`).
            agents (list[YokohamaFivePowerTokenAgent | YokohamaMarkerAgent | YokohamaSupplyAgent]): Foreign agents owned.
            agents_used (int): Foreign agents already used.
            five_power_tokens (list[YokohamaFivePowerTokenEnum]): 5-power tokens taken.
            achievement_markers (list[YokohamaMarkerIdEnum]): Achievement reward markers taken (mini #1).
            setup_choice_pending (bool): Still to keep one of its two setup orders.
     """

    seat: int
    start_player: bool
    money: int
    goods: YokohamaGoods
    imports: int
    president: None | YokohamaAreaIdEnum
    hand: YokohamaPieces
    warehouse: YokohamaWarehouse
    built: YokohamaBuilt
    score: int
    score_breakdown: YokohamaScoreBreakdown
    technologies: list[YokohamaTechnology]
    fulfilled_orders: list[YokohamaOrder]
    orders_in_hand: int
    agents: list[YokohamaFivePowerTokenAgent | YokohamaMarkerAgent | YokohamaSupplyAgent]
    agents_used: int
    five_power_tokens: list[YokohamaFivePowerTokenEnum]
    achievement_markers: list[YokohamaMarkerIdEnum]
    setup_choice_pending: bool





    def to_dict(self) -> dict[str, Any]:
        from ..models.yokohama_built import YokohamaBuilt # noqa: PLC0415
        from ..models.yokohama_five_power_token_agent import YokohamaFivePowerTokenAgent # noqa: PLC0415
        from ..models.yokohama_goods import YokohamaGoods # noqa: PLC0415
        from ..models.yokohama_marker_agent import YokohamaMarkerAgent # noqa: PLC0415
        from ..models.yokohama_order import YokohamaOrder # noqa: PLC0415
        from ..models.yokohama_pieces import YokohamaPieces # noqa: PLC0415
        from ..models.yokohama_score_breakdown import YokohamaScoreBreakdown # noqa: PLC0415
        from ..models.yokohama_supply_agent import YokohamaSupplyAgent # noqa: PLC0415
        from ..models.yokohama_technology import YokohamaTechnology # noqa: PLC0415
        from ..models.yokohama_warehouse import YokohamaWarehouse # noqa: PLC0415
        seat = self.seat

        start_player = self.start_player

        money = self.money

        goods = self.goods.to_dict()

        imports = self.imports

        president: None | str
        if isinstance(self.president, str):
            president = self.president
        else:
            president = self.president

        hand = self.hand.to_dict()

        warehouse = self.warehouse.to_dict()

        built = self.built.to_dict()

        score = self.score

        score_breakdown = self.score_breakdown.to_dict()

        technologies = []
        for technologies_item_data in self.technologies:
            technologies_item = technologies_item_data.to_dict()
            technologies.append(technologies_item)



        fulfilled_orders = []
        for fulfilled_orders_item_data in self.fulfilled_orders:
            fulfilled_orders_item = fulfilled_orders_item_data.to_dict()
            fulfilled_orders.append(fulfilled_orders_item)



        orders_in_hand = self.orders_in_hand

        agents = []
        for agents_item_data in self.agents:
            agents_item: dict[str, Any]
            if isinstance(agents_item_data, YokohamaSupplyAgent):
                agents_item = agents_item_data.to_dict()
            elif isinstance(agents_item_data, YokohamaMarkerAgent):
                agents_item = agents_item_data.to_dict()
            else:
                agents_item = agents_item_data.to_dict()

            agents.append(agents_item)



        agents_used = self.agents_used

        five_power_tokens = []
        for five_power_tokens_item_data in self.five_power_tokens:
            five_power_tokens_item: str = five_power_tokens_item_data
            five_power_tokens.append(five_power_tokens_item)



        achievement_markers = []
        for achievement_markers_item_data in self.achievement_markers:
            achievement_markers_item: str = achievement_markers_item_data
            achievement_markers.append(achievement_markers_item)



        setup_choice_pending = self.setup_choice_pending


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "seat": seat,
            "start_player": start_player,
            "money": money,
            "goods": goods,
            "imports": imports,
            "president": president,
            "hand": hand,
            "warehouse": warehouse,
            "built": built,
            "score": score,
            "score_breakdown": score_breakdown,
            "technologies": technologies,
            "fulfilled_orders": fulfilled_orders,
            "orders_in_hand": orders_in_hand,
            "agents": agents,
            "agents_used": agents_used,
            "five_power_tokens": five_power_tokens,
            "achievement_markers": achievement_markers,
            "setup_choice_pending": setup_choice_pending,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.yokohama_built import YokohamaBuilt # noqa: PLC0415
        from ..models.yokohama_five_power_token_agent import YokohamaFivePowerTokenAgent # noqa: PLC0415
        from ..models.yokohama_goods import YokohamaGoods # noqa: PLC0415
        from ..models.yokohama_marker_agent import YokohamaMarkerAgent # noqa: PLC0415
        from ..models.yokohama_order import YokohamaOrder # noqa: PLC0415
        from ..models.yokohama_pieces import YokohamaPieces # noqa: PLC0415
        from ..models.yokohama_score_breakdown import YokohamaScoreBreakdown # noqa: PLC0415
        from ..models.yokohama_supply_agent import YokohamaSupplyAgent # noqa: PLC0415
        from ..models.yokohama_technology import YokohamaTechnology # noqa: PLC0415
        from ..models.yokohama_warehouse import YokohamaWarehouse # noqa: PLC0415
        d = dict(src_dict)
        seat = d.pop("seat")

        start_player = d.pop("start_player")

        money = d.pop("money")

        goods = YokohamaGoods.from_dict(d.pop("goods"))




        imports = d.pop("imports")

        def _parse_president(data: object) -> None | YokohamaAreaIdEnum:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                president_type_0 = check_yokohama_area_id_enum(data)



                return president_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | YokohamaAreaIdEnum, data)

        president = _parse_president(d.pop("president"))


        hand = YokohamaPieces.from_dict(d.pop("hand"))




        warehouse = YokohamaWarehouse.from_dict(d.pop("warehouse"))




        built = YokohamaBuilt.from_dict(d.pop("built"))




        score = d.pop("score")

        score_breakdown = YokohamaScoreBreakdown.from_dict(d.pop("score_breakdown"))




        technologies = []
        _technologies = d.pop("technologies")
        for technologies_item_data in (_technologies):
            technologies_item = YokohamaTechnology.from_dict(technologies_item_data)



            technologies.append(technologies_item)


        fulfilled_orders = []
        _fulfilled_orders = d.pop("fulfilled_orders")
        for fulfilled_orders_item_data in (_fulfilled_orders):
            fulfilled_orders_item = YokohamaOrder.from_dict(fulfilled_orders_item_data)



            fulfilled_orders.append(fulfilled_orders_item)


        orders_in_hand = d.pop("orders_in_hand")

        agents = []
        _agents = d.pop("agents")
        for agents_item_data in (_agents):
            def _parse_agents_item(data: object) -> YokohamaFivePowerTokenAgent | YokohamaMarkerAgent | YokohamaSupplyAgent:
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_yokohama_agent_type_0 = YokohamaSupplyAgent.from_dict(data)



                    return componentsschemas_yokohama_agent_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_yokohama_agent_type_1 = YokohamaMarkerAgent.from_dict(data)



                    return componentsschemas_yokohama_agent_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_yokohama_agent_type_2 = YokohamaFivePowerTokenAgent.from_dict(data)



                return componentsschemas_yokohama_agent_type_2

            agents_item = _parse_agents_item(agents_item_data)

            agents.append(agents_item)


        agents_used = d.pop("agents_used")

        five_power_tokens = []
        _five_power_tokens = d.pop("five_power_tokens")
        for five_power_tokens_item_data in (_five_power_tokens):
            five_power_tokens_item = check_yokohama_five_power_token_enum(five_power_tokens_item_data)



            five_power_tokens.append(five_power_tokens_item)


        achievement_markers = []
        _achievement_markers = d.pop("achievement_markers")
        for achievement_markers_item_data in (_achievement_markers):
            achievement_markers_item = check_yokohama_marker_id_enum(achievement_markers_item_data)



            achievement_markers.append(achievement_markers_item)


        setup_choice_pending = d.pop("setup_choice_pending")

        yokohama_seat = cls(
            seat=seat,
            start_player=start_player,
            money=money,
            goods=goods,
            imports=imports,
            president=president,
            hand=hand,
            warehouse=warehouse,
            built=built,
            score=score,
            score_breakdown=score_breakdown,
            technologies=technologies,
            fulfilled_orders=fulfilled_orders,
            orders_in_hand=orders_in_hand,
            agents=agents,
            agents_used=agents_used,
            five_power_tokens=five_power_tokens,
            achievement_markers=achievement_markers,
            setup_choice_pending=setup_choice_pending,
        )

        return yokohama_seat

