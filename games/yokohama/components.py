"""Component data: loaded from `data/*.json` once at import, validated, and turned into tables.

Rules code reads every figure (costs, VP, thresholds, board slots, per-player-count setup)
from the objects built here; none is written in the rules modules. Each item keeps the
source mark of the fixture (SEED / SEED-RECONSTRUCTED / DESIGNED) so views and docs can
say how sure a number is.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

DATA_DIR = Path(__file__).resolve().parent / "data"

# Resource slots of a player's `res` list. Money first, then the four trade goods, then imports.
YEN, COPPER, SILK, TEA, FISH, IMPORT = 0, 1, 2, 3, 4, 5
GOODS: tuple[str, ...] = ("copper", "silk", "tea", "fish")
RES_NAMES: tuple[str, ...] = ("yen", "copper", "silk", "tea", "fish", "import")
PIECES: tuple[str, ...] = ("assistant", "shop", "trading_house")

# Area effect kinds, derived from the shape of each tile's `power_effect`.
EFFECT_GAIN = "gain"
EFFECT_CHINATOWN = "chinatown"
EFFECT_CHURCH = "church"
EFFECT_CUSTOMS = "customs"
EFFECT_EMPLOYMENT = "employment"
EFFECT_LAB = "lab"
EFFECT_PORT = "port"
EFFECT_CANAL = "canal"


class ComponentDataError(ValueError):
    """The fixture files are malformed; the message names the offending path."""


@dataclass(frozen=True, slots=True)
class Reward:
    """One reward (RULES §7 vocabulary). `goods` is indexed like GOODS."""

    vp: int = 0
    yen: int = 0
    goods: tuple[int, int, int, int] = (0, 0, 0, 0)
    goods_choice: int = 0
    imports: int = 0
    warehouse: int = 0
    movement: int = 0
    foreign_agent: int = -1  # country index, mini-expansion #2 tokens only

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {}
        if self.vp:
            out["vp"] = self.vp
        if self.yen:
            out["yen"] = self.yen
        for name, amount in zip(GOODS, self.goods, strict=True):
            if amount:
                out[name] = amount
        if self.goods_choice:
            out["goods_choice"] = self.goods_choice
        if self.imports:
            out["import"] = self.imports
        if self.warehouse:
            out["warehouse"] = self.warehouse
        if self.movement:
            out["movement"] = self.movement
        if self.foreign_agent >= 0:
            out["foreign_agent"] = COMPONENTS.countries[self.foreign_agent]
        return out

    def text(self) -> str:
        parts: list[str] = []
        if self.vp:
            parts.append(f"{self.vp} VP")
        if self.yen:
            parts.append(f"¥{self.yen}")
        for name, amount in zip(GOODS, self.goods, strict=True):
            if amount:
                parts.append(f"{amount} {name}")
        if self.goods_choice:
            parts.append(f"{self.goods_choice} good(s) of choice")
        if self.imports:
            parts.append(f"{self.imports} import")
        if self.warehouse:
            parts.append(f"{self.warehouse} warehouse pick(s)")
        if self.movement:
            parts.append(f"{self.movement} movement(s)")
        if self.foreign_agent >= 0:
            parts.append(f"foreign agent {COMPONENTS.countries[self.foreign_agent].upper()}")
        return " + ".join(parts) if parts else "nothing"


@dataclass(frozen=True, slots=True)
class AreaType:
    index: int
    id: str
    name_en: str
    name_de_new: str
    name_de_old: str
    category: str  # production | commercial | none
    copies: int
    effect: str
    table: tuple[int, ...]  # effect amount by power 1..max (empty for the canal)
    gain_res: int  # EFFECT_GAIN only: resource slot gained
    board: str  # EFFECT_LAB / EFFECT_PORT: management board id
    source: str


@dataclass(frozen=True, slots=True)
class TechType:
    index: int
    id: str
    name_en: str
    name_de_new: str
    name_de_old: str
    cost: int
    flag: int
    copies: int
    trigger: str  # "" for rule-changing cards
    gain: Reward
    rule: str
    source: str


@dataclass(frozen=True, slots=True)
class TechCard:
    index: int
    id: str  # e.g. "ball_2"
    type: int


@dataclass(frozen=True, slots=True)
class OrderCard:
    index: int
    id: str
    flag: int
    cost: tuple[int, int, int, int]
    reward: Reward
    source: str


@dataclass(frozen=True, slots=True)
class SiteCard:
    index: int
    id: str
    shops: tuple[Reward, ...]
    trading_house: Reward
    source: str


@dataclass(frozen=True, slots=True)
class FiveToken:
    index: int
    id: str
    reward: Reward
    mini2: bool  # mini-expansion #2 agent token: also a foreign agent, no flag role
    source: str


@dataclass(frozen=True, slots=True)
class Achievement:
    index: int
    id: str
    deck: str
    goal: str
    good: int  # resource slot for own_goods
    count: int
    production: int
    commercial: int
    vp_first: int
    vp_later: int
    source: str


@dataclass(frozen=True, slots=True)
class Marker:
    index: int
    id: str
    flag: int
    source: str


@dataclass(frozen=True, slots=True)
class BoardSlot:
    number: int  # 1-based, left to right
    need: int  # faith (church) or imports (customs)
    reward: Reward
    blocked_2p: bool
    source: str


@dataclass(frozen=True, slots=True)
class Components:
    countries: tuple[str, ...]
    area_types: tuple[AreaType, ...]
    area_index: Mapping[str, int]
    max_power: int
    build_min_power: int
    chinatown_rates: tuple[int, int, int, int]  # yen per good, indexed like GOODS
    chinatown_import_price: int
    church_payments: tuple[int, ...]  # resource slots that may each be paid once (+1 faith)
    church_yen_payment: int  # yen per faith point in the church
    lab_extra_yen: int  # yen per extra industry
    lab_extra_import: int  # imports per extra industry
    port_vp_at_max: int
    port_second_yen: int
    port_second_import: int
    port_second_min_power: int
    canal_fee: int
    tech_types: tuple[TechType, ...]
    tech_type_index: Mapping[str, int]
    tech_cards: tuple[TechCard, ...]
    tech_card_index: Mapping[str, int]
    orders: tuple[OrderCard, ...]
    order_index: Mapping[str, int]
    sites: tuple[SiteCard, ...]
    five_tokens: tuple[FiveToken, ...]
    five_index: Mapping[str, int]
    achievements: tuple[Achievement, ...]
    achievement_index: Mapping[str, int]
    markers: tuple[Marker, ...]
    marker_index: Mapping[str, int]
    markers_per_game: int
    church_slots: tuple[BoardSlot, ...]
    customs_slots: tuple[BoardSlot, ...]
    church_majority: tuple[int, int]
    customs_majority: tuple[int, int]
    church_end: Mapping[int, int]
    customs_end: Mapping[int, int]
    lab_surcharges: tuple[int, ...]
    port_levels: tuple[int, ...]
    level_names: Mapping[int, str]
    removed_tiles: Mapping[int, tuple[str, ...]]
    row_lengths: Mapping[int, tuple[int, ...]]
    orders_removed: Mapping[int, int]
    start_hand: Mapping[str, int]
    warehouse_original: tuple[int, int, int]
    warehouse_new: tuple[int, int, int]
    release_shop: int
    release_assistant: int
    release_trading_house: tuple[int, ...]
    hand_limit: int
    tech_fee_yen: int
    tech_fee_import: int
    tech_fee_from_card: int
    agents_supply: tuple[int, ...]
    tech_majority: tuple[int, int]
    neutral_tech_total_x2: int  # doubled so the 7.5 stays an integer
    country_sets: Mapping[int, int]
    leftover_agent: int
    leftover_import: int
    leftover_per_yen: int  # yen per VP
    leftover_per_goods: int  # goods per VP
    power_pieces: Mapping[str, int]
    spread_max: int
    pair_count: int
    placement_fee: int
    movement_fee: int
    trading_house_income: int
    tech_rules: Mapping[str, Mapping[str, int]]


def _fail(path: str, message: str) -> ComponentDataError:
    return ComponentDataError(f"yokohama data {path}: {message}")


def _obj(value: Any, path: str) -> dict[str, Any]:
    if not isinstance(value, dict):
        raise _fail(path, "expected an object")
    return value


def _list(value: Any, path: str) -> list[Any]:
    if not isinstance(value, list):
        raise _fail(path, "expected a list")
    return value


def _int(value: Any, path: str, minimum: int = 0) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise _fail(path, f"expected an integer, got {value!r}")
    if value < minimum:
        raise _fail(path, f"expected >= {minimum}, got {value}")
    return value


def _str(value: Any, path: str) -> str:
    if not isinstance(value, str) or not value:
        raise _fail(path, f"expected a non-empty string, got {value!r}")
    return value


def _source(item: Mapping[str, Any], path: str) -> str:
    source = item.get("source")
    if not isinstance(source, str) or not source:
        raise _fail(path, "missing its source mark")
    if not any(mark in source for mark in ("SEED", "DESIGNED", "PUBLIC", "INFERRED")):
        raise _fail(path, f"source mark not recognised: {source!r}")
    return source


def _int_table(value: Any, path: str) -> tuple[int, ...]:
    return tuple(_int(v, f"{path}[{i}]") for i, v in enumerate(_list(value, path)))


def _player_keyed(value: Any, path: str) -> dict[int, Any]:
    data = _obj(value, path)
    out: dict[int, Any] = {}
    for players in (2, 3, 4):
        if str(players) not in data:
            raise _fail(path, f"missing the entry for {players} players")
        out[players] = data[str(players)]
    return out


_REWARD_KEYS = frozenset(
    (
        "vp",
        "yen",
        "copper",
        "silk",
        "tea",
        "fish",
        "goods_choice",
        "import",
        "warehouse",
        "movement",
        "foreign_agent",
    )
)


def _reward(value: Any, path: str, countries: tuple[str, ...]) -> Reward:
    data = _obj(value, path)
    unknown = set(data) - _REWARD_KEYS
    if unknown:
        raise _fail(path, f"unknown reward keys {sorted(unknown)}")
    agent = -1
    if "foreign_agent" in data:
        country = _str(data["foreign_agent"], f"{path}.foreign_agent")
        if country not in countries:
            raise _fail(path, f"unknown country {country!r}")
        agent = countries.index(country)
    goods = tuple(_int(data.get(g, 0), f"{path}.{g}") for g in GOODS)
    return Reward(
        vp=_int(data.get("vp", 0), f"{path}.vp"),
        yen=_int(data.get("yen", 0), f"{path}.yen"),
        goods=(goods[0], goods[1], goods[2], goods[3]),
        goods_choice=_int(data.get("goods_choice", 0), f"{path}.goods_choice"),
        imports=_int(data.get("import", 0), f"{path}.import"),
        warehouse=_int(data.get("warehouse", 0), f"{path}.warehouse"),
        movement=_int(data.get("movement", 0), f"{path}.movement"),
        foreign_agent=agent,
    )


def _unique(ids: list[str], path: str) -> dict[str, int]:
    index: dict[str, int] = {}
    for i, item_id in enumerate(ids):
        if item_id in index:
            raise _fail(path, f"duplicate id {item_id!r}")
        index[item_id] = i
    return index


def _area_types(raw: list[Any]) -> tuple[AreaType, ...]:
    out: list[AreaType] = []
    resources = {"yen": YEN, "copper": COPPER, "silk": SILK, "tea": TEA, "fish": FISH}
    for i, item in enumerate(raw):
        path = f"area_tiles[{i}]"
        tile = _obj(item, path)
        effect_data = _obj(tile.get("power_effect"), f"{path}.power_effect")
        table: tuple[int, ...] = ()
        gain_res = -1
        board = ""
        if "gain" in effect_data:
            effect = EFFECT_GAIN
            gain = _str(effect_data["gain"], f"{path}.power_effect.gain")
            if gain not in resources:
                raise _fail(path, f"unknown gained resource {gain!r}")
            gain_res = resources[gain]
            table = _int_table(effect_data.get("by_power"), f"{path}.power_effect.by_power")
        elif "trades_by_power" in effect_data:
            effect = EFFECT_CHINATOWN
            table = _int_table(effect_data["trades_by_power"], f"{path}.power_effect")
        elif "faith_by_power" in effect_data:
            effect = EFFECT_CHURCH
            table = _int_table(effect_data["faith_by_power"], f"{path}.power_effect")
        elif "max_imports_by_power" in effect_data:
            effect = EFFECT_CUSTOMS
            table = _int_table(effect_data["max_imports_by_power"], f"{path}.power_effect")
        elif "items_by_power" in effect_data:
            effect = EFFECT_EMPLOYMENT
            table = _int_table(effect_data["items_by_power"], f"{path}.power_effect")
        elif "industry_by_power" in effect_data:
            effect = EFFECT_LAB
            table = _int_table(effect_data["industry_by_power"], f"{path}.power_effect")
            board = _str(effect_data.get("board"), f"{path}.power_effect.board")
        elif "max_order_level_by_power" in effect_data:
            effect = EFFECT_PORT
            table = _int_table(effect_data["max_order_level_by_power"], f"{path}.power_effect")
            board = _str(effect_data.get("board"), f"{path}.power_effect.board")
        elif effect_data.get("no_placement") is True:
            effect = EFFECT_CANAL
        else:
            raise _fail(path, "power_effect shape not recognised")
        category = _str(tile.get("category"), f"{path}.category")
        if category not in ("production", "commercial", "none"):
            raise _fail(path, f"unknown category {category!r}")
        out.append(
            AreaType(
                index=i,
                id=_str(tile.get("id"), f"{path}.id"),
                name_en=_str(tile.get("name_en"), f"{path}.name_en"),
                name_de_new=_str(tile.get("name_de_new"), f"{path}.name_de_new"),
                name_de_old=_str(tile.get("name_de_old"), f"{path}.name_de_old"),
                category=category,
                copies=_int(tile.get("copies"), f"{path}.copies", 1),
                effect=effect,
                table=table,
                gain_res=gain_res,
                board=board,
                source=_source(tile, path),
            )
        )
    return tuple(out)


def _board_slots(
    raw: Any, path: str, need_key: str, countries: tuple[str, ...]
) -> tuple[BoardSlot, ...]:
    slots = []
    for i, item in enumerate(_list(raw, path)):
        spath = f"{path}[{i}]"
        slot = _obj(item, spath)
        number = _int(slot.get("slot"), f"{spath}.slot", 1)
        if number != i + 1:
            raise _fail(spath, "slots must be numbered 1.. from left to right")
        blocked = slot.get("blocked_in_2p", False)
        if not isinstance(blocked, bool):
            raise _fail(spath, "blocked_in_2p must be a boolean")
        slots.append(
            BoardSlot(
                number=number,
                need=_int(slot.get(need_key), f"{spath}.{need_key}", 0),
                reward=_reward(slot.get("reward"), f"{spath}.reward", countries),
                blocked_2p=blocked,
                source=_source(slot, spath),
            )
        )
    if not slots:
        raise _fail(path, "a board needs at least one slot")
    return tuple(slots)


def _pair(value: Any, path: str) -> tuple[int, int]:
    table = _int_table(value, path)
    if len(table) != 2:
        raise _fail(path, "expected [first, second]")
    return (table[0], table[1])


def build_components(data: Mapping[str, Any], rules: Mapping[str, Any]) -> Components:
    """Validate both fixture files and build the lookup tables (raises ComponentDataError)."""
    countries = tuple(
        _str(c, f"countries[{i}]") for i, c in enumerate(_list(data.get("countries"), "countries"))
    )
    _unique(list(countries), "countries")

    area_types = _area_types(_list(data.get("area_tiles"), "area_tiles"))
    area_index = _unique([a.id for a in area_types], "area_tiles")
    tables = {len(a.table) for a in area_types if a.effect != EFFECT_CANAL}
    if len(tables) != 1:
        raise _fail("area_tiles", "every power table must have the same length (the power cap)")
    max_power = tables.pop()
    canal = [a for a in area_types if a.effect == EFFECT_CANAL]
    if len(canal) != 1:
        raise _fail("area_tiles", "exactly one canal tile type is expected")

    def effect_data(effect: str) -> dict[str, Any]:
        matches = [a for a in area_types if a.effect == effect]
        if not matches:
            raise _fail("area_tiles", f"no tile with a {effect} effect")
        raw_tile = _list(data["area_tiles"], "area_tiles")[matches[0].index]
        return _obj(raw_tile["power_effect"], f"area_tiles.{matches[0].id}.power_effect")

    china = effect_data(EFFECT_CHINATOWN)
    rates_raw = _obj(china.get("rates_yen"), "chinatown.rates_yen")
    rates = tuple(_int(rates_raw.get(g), f"chinatown.rates_yen.{g}", 1) for g in GOODS)
    if china.get("sell_import") is not False or china.get("two_way") is not True:
        raise _fail("chinatown", "expected two-way goods trades and buy-only imports")
    church_effect = effect_data(EFFECT_CHURCH)
    extra = _obj(church_effect.get("extra_faith_max_one_each"), "church.extra_faith_max_one_each")
    church_payments: list[int] = []
    church_yen = 0
    for key, faith in extra.items():
        if _int(faith, f"church.extra_faith_max_one_each.{key}", 1) != 1:
            raise _fail("church", "each church payment must add exactly 1 faith")
        if key == "import":
            church_payments.append(IMPORT)
        elif key in GOODS:
            church_payments.append(1 + GOODS.index(key))
        elif key.startswith("yen_"):
            church_yen = _int(int(key[4:]) if key[4:].isdigit() else None, f"church.{key}", 1)
            church_payments.append(YEN)
        else:
            raise _fail("church", f"unknown church payment {key!r}")
    lab = effect_data(EFFECT_LAB)
    lab_extra = _obj(lab.get("extra_industry"), "lab.extra_industry")
    if set(lab_extra) != {"yen_2", "import"} or lab_extra["yen_2"] != 1 or lab_extra["import"] != 1:
        raise _fail("lab.extra_industry", "expected {'yen_2': 1, 'import': 1}")
    port = effect_data(EFFECT_PORT)
    second = _obj(port.get("second_card_cost"), "port.second_card_cost")

    tech_raw = _list(data.get("technology_cards"), "technology_cards")
    tech_types: list[TechType] = []
    tech_cards: list[TechCard] = []
    for i, item in enumerate(tech_raw):
        path = f"technology_cards[{i}]"
        card = _obj(item, path)
        flag = _str(card.get("flag"), f"{path}.flag")
        if flag not in countries:
            raise _fail(path, f"unknown flag {flag!r}")
        effect = _obj(card.get("effect"), f"{path}.effect")
        trigger = ""
        gain = Reward()
        rule = ""
        if "trigger" in effect:
            trigger = _str(effect["trigger"], f"{path}.effect.trigger")
            gain = _reward(effect.get("gain"), f"{path}.effect.gain", countries)
        else:
            rule = _str(effect.get("rule"), f"{path}.effect.rule")
        tech_id = _str(card.get("id"), f"{path}.id")
        copies = _int(card.get("copies"), f"{path}.copies", 1)
        tech_types.append(
            TechType(
                index=i,
                id=tech_id,
                name_en=_str(card.get("name_en"), f"{path}.name_en"),
                name_de_new=_str(card.get("name_de_new"), f"{path}.name_de_new"),
                name_de_old=_str(card.get("name_de_old"), f"{path}.name_de_old"),
                cost=_int(card.get("industry_cost"), f"{path}.industry_cost", 1),
                flag=countries.index(flag),
                copies=copies,
                trigger=trigger,
                gain=gain,
                rule=rule,
                source=_source(card, path),
            )
        )
        for copy in range(copies):
            tech_cards.append(TechCard(len(tech_cards), f"{tech_id}_{copy + 1}", i))
    tech_type_index = _unique([t.id for t in tech_types], "technology_cards")
    tech_card_index = _unique([c.id for c in tech_cards], "technology card instances")
    known_triggers = {
        "fulfil_order",
        "place_on_customs_board",
        "build_trading_house",
        "immediate",
        "build_shop",
        "later_technology",
        "gain_copper_any_source",
        "place_on_church_board",
    }
    for t in tech_types:
        if t.trigger and t.trigger not in known_triggers:
            raise _fail(f"technology_cards.{t.id}", f"unknown trigger {t.trigger!r}")
    rule_techs = {
        "newspaper",
        "postal_service",
        "stagecoach",
        "railway_station",
        "stock_exchange",
        "telegraph",
        "telephone",
        "textile_factory",
        "tram",
        "university",
    }
    missing = rule_techs - set(tech_type_index)
    if missing:
        raise _fail("technology_cards", f"rule-changing cards missing: {sorted(missing)}")

    supply = _obj(data.get("supply"), "supply")
    _source(supply, "supply")
    if _int(supply.get("technology_cards"), "supply.technology_cards") != len(tech_cards):
        raise _fail("technology_cards", "copies do not add up to supply.technology_cards")

    orders: list[OrderCard] = []
    for i, item in enumerate(_list(data.get("order_cards"), "order_cards")):
        path = f"order_cards[{i}]"
        card = _obj(item, path)
        flag = _str(card.get("flag"), f"{path}.flag")
        if flag not in countries:
            raise _fail(path, f"unknown flag {flag!r}")
        cost_raw = _obj(card.get("cost"), f"{path}.cost")
        if set(cost_raw) - set(GOODS):
            raise _fail(path, "an order costs trade goods only")
        cost = tuple(_int(cost_raw.get(g, 0), f"{path}.cost.{g}") for g in GOODS)
        if sum(cost) == 0:
            raise _fail(path, "an order must cost something")
        orders.append(
            OrderCard(
                i,
                _str(card.get("id"), f"{path}.id"),
                countries.index(flag),
                (cost[0], cost[1], cost[2], cost[3]),
                _reward(card.get("reward"), f"{path}.reward", countries),
                _source(card, path),
            )
        )
    order_index = _unique([o.id for o in orders], "order_cards")
    if len(orders) != _int(supply.get("order_cards"), "supply.order_cards"):
        raise _fail("order_cards", "count differs from supply.order_cards")

    sites: list[SiteCard] = []
    for i, item in enumerate(_list(data.get("building_site_cards"), "building_site_cards")):
        path = f"building_site_cards[{i}]"
        card = _obj(item, path)
        shops = tuple(
            _reward(r, f"{path}.shop_slots[{j}]", countries)
            for j, r in enumerate(_list(card.get("shop_slots"), f"{path}.shop_slots"))
        )
        if not shops:
            raise _fail(path, "a building site needs shop slots")
        sites.append(
            SiteCard(
                i,
                _str(card.get("id"), f"{path}.id"),
                shops,
                _reward(card.get("trading_house"), f"{path}.trading_house", countries),
                _source(card, path),
            )
        )
    _unique([s.id for s in sites], "building_site_cards")
    if len({len(s.shops) for s in sites}) != 1:
        raise _fail("building_site_cards", "every site must have the same number of shop slots")

    tokens: list[FiveToken] = []
    for i, item in enumerate(_list(data.get("five_power_tokens"), "five_power_tokens")):
        path = f"five_power_tokens[{i}]"
        token = _obj(item, path)
        reward = _reward(token.get("reward"), f"{path}.reward", countries)
        if reward.foreign_agent >= 0:
            raise _fail(path, "base tokens do not give foreign agents")
        tokens.append(
            FiveToken(i, _str(token.get("id"), f"{path}.id"), reward, False, _source(token, path))
        )
    base_tokens = len(tokens)
    raw_mini2 = _list(data.get("mini_expansion_2_agent_tokens"), "mini_expansion_2_agent_tokens")
    for i, item in enumerate(raw_mini2):
        path = f"mini_expansion_2_agent_tokens[{i}]"
        token = _obj(item, path)
        reward = _reward(token.get("reward"), f"{path}.reward", countries)
        if reward.foreign_agent < 0:
            raise _fail(path, "a mini-expansion #2 token must show a foreign agent")
        if token.get("flag_counts_for_sets") is not False:
            raise _fail(path, "flag_counts_for_sets must be false (RULES A-36)")
        tokens.append(
            FiveToken(
                len(tokens), _str(token.get("id"), f"{path}.id"), reward, True, _source(token, path)
            )
        )
    five_index = _unique([t.id for t in tokens], "five-power tokens")
    if base_tokens != _int(supply.get("five_power_tokens"), "supply.five_power_tokens"):
        raise _fail("five_power_tokens", "count differs from supply.five_power_tokens")

    goals = {
        "own_goods",
        "own_yen",
        "own_technologies",
        "own_foreign_agents_plus_5power_tokens",
        "fulfilled_orders",
        "areas_with_own_building",
    }
    achievements: list[Achievement] = []
    for i, item in enumerate(_list(data.get("achievements"), "achievements")):
        path = f"achievements[{i}]"
        ach = _obj(item, path)
        goal = _obj(ach.get("goal"), f"{path}.goal")
        goal_type = _str(goal.get("type"), f"{path}.goal.type")
        if goal_type not in goals:
            raise _fail(path, f"unknown goal type {goal_type!r}")
        good = -1
        if goal_type == "own_goods":
            name = _str(goal.get("good"), f"{path}.goal.good")
            if name not in GOODS:
                raise _fail(path, f"unknown good {name!r}")
            good = 1 + GOODS.index(name)
        deck = _str(ach.get("deck"), f"{path}.deck")
        achievements.append(
            Achievement(
                index=i,
                id=_str(ach.get("id"), f"{path}.id"),
                deck=deck,
                goal=goal_type,
                good=good,
                count=_int(goal.get("count", 0), f"{path}.goal.count"),
                production=_int(goal.get("production", 0), f"{path}.goal.production"),
                commercial=_int(goal.get("commercial", 0), f"{path}.goal.commercial"),
                vp_first=_int(ach.get("vp_first"), f"{path}.vp_first"),
                vp_later=_int(ach.get("vp_later"), f"{path}.vp_later"),
                source=_source(ach, path),
            )
        )
    achievement_index = _unique([a.id for a in achievements], "achievements")
    if sorted({a.deck for a in achievements}) != ["A", "B", "C"]:
        raise _fail("achievements", "decks A, B and C are expected")

    mini1 = _obj(
        data.get("mini_expansion_1_achievement_rewards"), "mini_expansion_1_achievement_rewards"
    )
    _source(mini1, "mini_expansion_1_achievement_rewards")
    markers: list[Marker] = []
    for i, item in enumerate(_list(mini1.get("tokens"), "mini_expansion_1.tokens")):
        path = f"mini_expansion_1.tokens[{i}]"
        marker = _obj(item, path)
        flag = _str(marker.get("flag"), f"{path}.flag")
        if flag not in countries:
            raise _fail(path, f"unknown flag {flag!r}")
        if marker.get("is_foreign_agent") is not True:
            raise _fail(path, "markers are foreign agents (RULES §8.1)")
        markers.append(
            Marker(
                i,
                _str(marker.get("id"), f"{path}.id"),
                countries.index(flag),
                _source(marker, path),
            )
        )
    marker_index = _unique([m.id for m in markers], "mini_expansion_1.tokens")
    markers_per_game = _int(mini1.get("tokens_used_per_game"), "mini_expansion_1.tokens_used")
    if markers_per_game > len(markers):
        raise _fail("mini_expansion_1", "more markers per game than markers")

    boards = _obj(data.get("management_boards"), "management_boards")
    church = _obj(boards.get("church"), "management_boards.church")
    customs = _obj(boards.get("customs"), "management_boards.customs")
    _source(church, "management_boards.church")
    _source(customs, "management_boards.customs")
    church_slots = _board_slots(church.get("slots"), "church.slots", "faith", countries)
    customs_slots = _board_slots(customs.get("slots"), "customs.slots", "imports", countries)
    lab_a = _obj(boards.get("lab_a"), "management_boards.lab_a")
    port_a = _obj(boards.get("port_a"), "management_boards.port_a")
    _source(lab_a, "management_boards.lab_a")
    _source(port_a, "management_boards.port_a")
    for name, ref in (("lab_b", "lab_a"), ("port_b", "port_a")):
        if _obj(boards.get(name), f"management_boards.{name}").get("same_as") != ref:
            raise _fail(f"management_boards.{name}", f"expected same_as {ref!r}")
    lab_surcharges = _int_table(lab_a.get("surcharge_left_to_right"), "lab_a.surcharges")
    port_levels = _int_table(port_a.get("slot_levels_left_to_right"), "port_a.levels")
    if len(lab_surcharges) != _int(lab_a.get("slots"), "lab_a.slots", 1):
        raise _fail("lab_a", "surcharge list length differs from slot count")
    if len(port_levels) != _int(port_a.get("slots"), "port_a.slots", 1):
        raise _fail("port_a", "level list length differs from slot count")
    level_names = {
        int(k): _str(v, f"port_a.level_names.{k}")
        for k, v in _obj(port_a.get("level_names"), "port_a.level_names").items()
    }
    for level in port_levels:
        if level not in level_names:
            raise _fail("port_a", f"level {level} has no name")

    area_setup = _obj(data.get("area_setup"), "area_setup")
    _source(area_setup, "area_setup")
    removed = {
        n: tuple(
            _str(a, f"area_setup.removed_by_players.{n}")
            for a in _list(v, f"area_setup.removed_by_players.{n}")
        )
        for n, v in _player_keyed(
            area_setup.get("removed_by_players"), "area_setup.removed_by_players"
        ).items()
    }
    rows = {
        n: _int_table(v, f"area_setup.row_lengths.{n}")
        for n, v in _player_keyed(
            area_setup.get("row_lengths_top_to_bottom"), "area_setup.row_lengths_top_to_bottom"
        ).items()
    }
    in_play = _player_keyed(area_setup.get("tiles_in_play"), "area_setup.tiles_in_play")
    total_tiles = sum(a.copies for a in area_types)
    for n in (2, 3, 4):
        for area_id in removed[n]:
            if area_id not in area_index:
                raise _fail(f"area_setup.removed_by_players.{n}", f"unknown area {area_id!r}")
        if total_tiles - len(removed[n]) != _int(in_play[n], f"tiles_in_play.{n}"):
            raise _fail("area_setup", f"{n} players: removals do not leave tiles_in_play")
        if sum(rows[n]) != in_play[n]:
            raise _fail("area_setup", f"{n} players: row lengths do not add up")
        for r in range(1, len(rows[n])):
            if rows[n][r] != rows[n][r - 1] - 1:
                raise _fail("area_setup", "rows must shrink by one (inverted pyramid)")

    order_rules = _obj(data.get("order_rules"), "order_rules")
    _source(order_rules, "order_rules")
    orders_removed = {
        n: _int(v, f"order_rules.removed.{n}")
        for n, v in _player_keyed(
            order_rules.get("removed_unseen_at_setup"), "order_rules.removed_unseen_at_setup"
        ).items()
    }

    player_setup = _obj(data.get("player_setup"), "player_setup")
    hand = _obj(player_setup.get("start_hand_new"), "player_setup.start_hand_new")
    _source(hand, "player_setup.start_hand_new")
    start_hand = {
        k: _int(hand.get(k), f"start_hand.{k}")
        for k in (
            "president",
            "assistants",
            "shops",
            "copper",
            "silk",
            "tea",
            "fish",
            "yen_first_player",
            "yen_others",
        )
    }
    if start_hand["president"] != 1:
        raise _fail("start_hand", "one president per player")

    def warehouse(key: str) -> tuple[int, int, int]:
        wh = _obj(player_setup.get(key), f"player_setup.{key}")
        _source(wh, f"player_setup.{key}")
        return (
            _int(wh.get("assistants"), f"{key}.assistants"),
            _int(wh.get("shops"), f"{key}.shops"),
            _int(wh.get("trading_houses"), f"{key}.trading_houses"),
        )

    release = _obj(player_setup.get("warehouse_release_costs"), "warehouse_release_costs")
    _source(release, "warehouse_release_costs")
    release_th = _int_table(release.get("trading_house_by_order"), "release.trading_house")
    wh_new = warehouse("start_warehouse_new")
    if len(release_th) < wh_new[2]:
        raise _fail("warehouse_release_costs", "a cost is needed for every trading house")
    fee = _obj(player_setup.get("tech_surcharge_from_4th_card"), "tech_surcharge_from_4th_card")
    _source(fee, "tech_surcharge_from_4th_card")

    achievement_rules = _obj(data.get("achievement_rules"), "achievement_rules")
    _source(achievement_rules, "achievement_rules")
    building = _obj(data.get("building_rules"), "building_rules")
    _source(building, "building_rules")
    five_rules = _obj(data.get("five_power_rules"), "five_power_rules")
    _source(five_rules, "five_power_rules")

    agents_raw = _obj(supply.get("foreign_agents"), "supply.foreign_agents")
    _source(agents_raw, "supply.foreign_agents")
    agents_supply = tuple(_int(agents_raw.get(c), f"supply.foreign_agents.{c}") for c in countries)

    scoring = _obj(data.get("final_scoring"), "final_scoring")
    _source(scoring, "final_scoring")
    neutral_tech = scoring.get("two_player_neutral_tech_total")
    if not isinstance(neutral_tech, (int, float)) or isinstance(neutral_tech, bool):
        raise _fail("final_scoring.two_player_neutral_tech_total", "expected a number")
    if (neutral_tech * 2) != int(neutral_tech * 2):
        raise _fail("final_scoring.two_player_neutral_tech_total", "expected a multiple of 0.5")
    sets = {
        int(k): _int(v, f"final_scoring.country_sets_vp.{k}")
        for k, v in _obj(scoring.get("country_sets_vp"), "country_sets_vp").items()
    }
    if sorted(sets) != list(range(1, len(countries) + 1)):
        raise _fail("final_scoring.country_sets_vp", "one value per group size is needed")
    leftovers = _obj(scoring.get("leftovers"), "final_scoring.leftovers")

    ends = _obj(data.get("game_end_triggers"), "game_end_triggers")
    _source(ends, "game_end_triggers")
    church_end = {
        n: _int(v, f"church.end.{n}", 1)
        for n, v in _player_keyed(
            church.get("end_trigger_assistants"), "church.end_trigger_assistants"
        ).items()
    }
    customs_end = {
        n: _int(v, f"customs.end.{n}", 1)
        for n, v in _player_keyed(
            customs.get("end_trigger_assistants"), "customs.end_trigger_assistants"
        ).items()
    }

    # rules.json: engine rule figures not carried by components.json.
    power = _obj(rules.get("power"), "rules.power")
    _source(power, "rules.power")
    placement = _obj(rules.get("placement"), "rules.placement")
    _source(placement, "rules.placement")
    movement = _obj(rules.get("movement"), "rules.movement")
    _source(movement, "rules.movement")
    income = _obj(rules.get("trading_house_income"), "rules.trading_house_income")
    _source(income, "rules.trading_house_income")
    technology = _obj(rules.get("technology"), "rules.technology")
    _source(technology, "rules.technology")
    tech_rules_raw = _obj(rules.get("technology_rules"), "rules.technology_rules")
    tech_rules: dict[str, dict[str, int]] = {}
    for tech_id, params in tech_rules_raw.items():
        if tech_id not in tech_type_index:
            raise _fail(f"rules.technology_rules.{tech_id}", "unknown technology")
        pdata = _obj(params, f"rules.technology_rules.{tech_id}")
        _source(pdata, f"rules.technology_rules.{tech_id}")
        tech_rules[tech_id] = {
            k: _int(v, f"rules.technology_rules.{tech_id}.{k}")
            for k, v in pdata.items()
            if k != "source"
        }
    needed = {
        "newspaper": "spread_max",
        "telegraph": "extra_assistants",
        "telephone": "assistants_may_stay",
        "stock_exchange": "raise_to_yen",
        "textile_factory": "gain_yen",
        "university": "pay_yen",
        "railway_station": "power",
    }
    for tech_id, key in needed.items():
        if key not in tech_rules.get(tech_id, {}):
            raise _fail(f"rules.technology_rules.{tech_id}", f"missing {key!r}")

    return Components(
        countries=countries,
        area_types=area_types,
        area_index=area_index,
        max_power=max_power,
        build_min_power=_int(building.get("build_min_power"), "building_rules.build_min_power", 1),
        chinatown_rates=(rates[0], rates[1], rates[2], rates[3]),
        chinatown_import_price=_int(china.get("buy_import_yen"), "chinatown.buy_import_yen", 1),
        church_payments=tuple(church_payments),
        church_yen_payment=church_yen,
        lab_extra_yen=2,  # the key "yen_2" validated above: 2 yen buy 1 industry
        lab_extra_import=1,
        port_vp_at_max=_int(port.get("vp_bonus_at_power_5"), "port.vp_bonus_at_power_5"),
        port_second_yen=_int(second.get("yen"), "port.second_card_cost.yen", 1),
        port_second_import=_int(second.get("or_import"), "port.second_card_cost.or_import", 1),
        port_second_min_power=_int(port.get("second_card_min_power"), "port.second_min_power", 1),
        canal_fee=_int(
            effect_data(EFFECT_CANAL).get("pass_through_cost_yen"), "canal.pass_through_cost_yen"
        ),
        tech_types=tuple(tech_types),
        tech_type_index=tech_type_index,
        tech_cards=tuple(tech_cards),
        tech_card_index=tech_card_index,
        orders=tuple(orders),
        order_index=order_index,
        sites=tuple(sites),
        five_tokens=tuple(tokens),
        five_index=five_index,
        achievements=tuple(achievements),
        achievement_index=achievement_index,
        markers=tuple(markers),
        marker_index=marker_index,
        markers_per_game=markers_per_game,
        church_slots=church_slots,
        customs_slots=customs_slots,
        church_majority=_pair(scoring.get("church_majority"), "final_scoring.church_majority"),
        customs_majority=_pair(scoring.get("customs_majority"), "final_scoring.customs_majority"),
        church_end=church_end,
        customs_end=customs_end,
        lab_surcharges=lab_surcharges,
        port_levels=port_levels,
        level_names=level_names,
        removed_tiles=removed,
        row_lengths=rows,
        orders_removed=orders_removed,
        start_hand=start_hand,
        warehouse_original=warehouse("start_warehouse_original"),
        warehouse_new=wh_new,
        release_shop=_int(release.get("shop"), "release.shop"),
        release_assistant=_int(release.get("assistant"), "release.assistant"),
        release_trading_house=release_th,
        hand_limit=_int(player_setup.get("max_orders_in_hand"), "max_orders_in_hand", 1),
        tech_fee_yen=_int(fee.get("yen"), "tech_surcharge.yen", 1),
        tech_fee_import=_int(fee.get("or_import"), "tech_surcharge.or_import", 1),
        tech_fee_from_card=_int(
            technology.get("surcharge_from_nth_card"), "rules.technology.surcharge_from_nth_card", 1
        ),
        agents_supply=agents_supply,
        tech_majority=_pair(scoring.get("technology_majority"), "technology_majority"),
        neutral_tech_total_x2=int(neutral_tech * 2),
        country_sets=sets,
        leftover_agent=_int(leftovers.get("unused_foreign_agent"), "leftovers.agent"),
        leftover_import=_int(leftovers.get("import"), "leftovers.import"),
        leftover_per_yen=2 if "per_2_yen" in leftovers else _int(None, "leftovers.per_2_yen"),
        leftover_per_goods=3
        if "per_3_trade_goods" in leftovers
        else _int(None, "leftovers.per_3_trade_goods"),
        power_pieces={
            k: _int(power.get(k), f"rules.power.{k}")
            for k in ("president", "assistant", "shop", "trading_house", "station_token")
        },
        spread_max=_int(placement.get("spread_max"), "rules.placement.spread_max", 1),
        pair_count=_int(placement.get("pair_count"), "rules.placement.pair_count", 1),
        placement_fee=_int(
            placement.get("fee_per_opposing_president_per_assistant"), "rules.placement.fee"
        ),
        movement_fee=_int(movement.get("fee_per_opposing_president"), "rules.movement.fee"),
        trading_house_income=_int(income.get("yen"), "rules.trading_house_income.yen"),
        tech_rules=tech_rules,
    )


def load_components(directory: Path = DATA_DIR) -> Components:
    try:
        data = json.loads((directory / "components.json").read_text(encoding="utf-8"))
        rules = json.loads((directory / "rules.json").read_text(encoding="utf-8"))
    except (OSError, json.JSONDecodeError) as exc:
        raise ComponentDataError(f"yokohama data files unreadable: {exc}") from exc
    return build_components(_obj(data, "components.json"), _obj(rules, "rules.json"))


COMPONENTS: Components = load_components()
