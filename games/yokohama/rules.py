"""The rules: a stack of pending steps ("frames") driving small decisions.

A turn pushes its steps (phase A, main action, phase C, end of turn) on `State.stack`.
Automatic frames run at once; a decision frame stays on top until the active seat acts.
Every decision frame has one generator (its legal actions) and one applier, so `apply`
checks legality with exactly the code that lists it (`action in legal(...)`).

Rulings applied here are cited by their RULES.md ids (R-xxx, A-nn).
"""

from __future__ import annotations

import heapq
from collections.abc import Callable
from itertools import compress

from games.engine.errors import IllegalAction
from games.engine.i18n import gettext
from games.yokohama.actions import YokohamaAction
from games.yokohama.components import COMPONENTS as C
from games.yokohama.components import (
    COPPER,
    EFFECT_CANAL,
    EFFECT_CHINATOWN,
    EFFECT_CHURCH,
    EFFECT_CUSTOMS,
    EFFECT_EMPLOYMENT,
    EFFECT_GAIN,
    EFFECT_LAB,
    EFFECT_PORT,
    GOODS,
    IMPORT,
    RES_NAMES,
    SILK,
    YEN,
    Reward,
)
from games.yokohama.state import (
    AGENT_MINI1_BASE,
    AGENT_MINI2_BASE,
    CAT_ACHIEVEMENTS,
    CAT_BUILDINGS,
    CAT_CHURCH,
    CAT_CUSTOMS,
    CAT_FIVE,
    CAT_ORDERS,
    CAT_PORT,
    CAT_TECH,
    FREE,
    IN_HAND,
    TURN_AGENT_USED,
    TURN_TEXTILE_USED,
    TURN_UNIVERSITY_USED,
    Frame,
    Holdings,
    Player,
    State,
)

A = YokohamaAction

# --- frame kinds -------------------------------------------------------------------------
F_PHASE = 1  # (half) additional actions; half 0 = phase A, 1 = phase C
F_MAIN = 2  # auto: steps 1 and 2
F_PLACE_MODE = 3
F_SPREAD = 4  # (placed, area bitmask)
F_TELEGRAPH = 6  # (pair area, extra assistants left)
F_MOVE_MODE = 7
F_MOVING = 8  # (start, visited bitmask)
F_RECALL = 9  # (first area still offered)
# 10 was an automatic step before the president's area action, now run at once.
F_ACT = 11  # auto: (area, by agent)
F_CHINA = 12  # (exchanges left, copper bought)
F_CHURCH = 13  # (area, faith)
F_CHURCH_PAY = 14  # (area, space, faith, next payment type)
F_SOURCE = 15  # (area, board 0 church / 1 customs, space)
F_CUSTOMS = 16  # (area, max imports)
F_HIRE = 17  # (picks left)
F_LAB = 18  # (board, industry)
F_LAB_PAY = 19  # (board, slot, industry)
F_LAB_REFILL = 20  # auto: (board)
F_STATION = 21
F_PORT1 = 22  # (board, max level, power)
F_PORT2 = 23  # (board, max level)
F_PORT_REFILL = 24  # auto: (board)
F_FIVE = 25  # auto: (area)
F_BUILD = 26  # (area)
F_CLEANUP = 27  # (area)
F_GOODS = 28  # (goods left, copper gained in this reward)
F_MV = 29  # (movements left)
F_MV_TO = 30  # (source area or -1 for hand)
F_MARKER = 31
F_END_TURN = 32  # auto

DECISION_NAMES: dict[int, str] = {
    F_PHASE: "additional_actions",
    F_PLACE_MODE: "placement",
    F_SPREAD: "place_spread",
    F_TELEGRAPH: "telegraph",
    F_MOVE_MODE: "movement",
    F_MOVING: "moving",
    F_RECALL: "recall",
    F_CHINA: "chinatown",
    F_CHURCH: "church_space",
    F_CHURCH_PAY: "church_payment",
    F_SOURCE: "assistant_source",
    F_CUSTOMS: "customs_space",
    F_HIRE: "warehouse_pick",
    F_LAB: "lab_card",
    F_LAB_PAY: "lab_payment",
    F_STATION: "station_token",
    F_PORT1: "port_order",
    F_PORT2: "port_extra_order",
    F_BUILD: "build",
    F_CLEANUP: "telephone",
    F_GOODS: "goods_choice",
    F_MV: "movement_reward",
    F_MV_TO: "movement_reward_target",
    F_MARKER: "achievement_marker",
}

# --- static lookups ----------------------------------------------------------------------
CARD_TYPE: tuple[int, ...] = tuple(c.type for c in C.tech_cards)
_T = C.tech_type_index
T_NEWSPAPER = _T["newspaper"]
T_POSTAL = _T["postal_service"]
T_STAGECOACH = _T["stagecoach"]
T_STATION = _T["railway_station"]
T_STOCK = _T["stock_exchange"]
T_TELEGRAPH = _T["telegraph"]
T_TELEPHONE = _T["telephone"]
T_TEXTILE = _T["textile_factory"]
T_TRAM = _T["tram"]
T_UNIVERSITY = _T["university"]
RULE = C.tech_rules
SLOTS_LAB = len(C.lab_surcharges)
SLOTS_PORT = len(C.port_levels)
PAY_NAMES: tuple[str, ...] = tuple(RES_NAMES[r] for r in C.church_payments)
RES_BY_NAME = {name: i for i, name in enumerate(RES_NAMES)}
GOOD_RES = {name: 1 + i for i, name in enumerate(GOODS)}
PIECE_HIRE = ("assistant", "shop", "trading_house")
CHURCH_END_KEY = "church_full"
CUSTOMS_END_KEY = "customs_full"

# Actions are immutable values: the argument-free ones and the one-area ones are built once
# and reused, which keeps legal-action generation cheap on the hot path.
MAX_SEATS = 4
PASS = tuple(A(seat, "pass") for seat in range(MAX_SEATS))
RETURN = tuple(A(seat, "return") for seat in range(MAX_SEATS))
STATION = tuple(A(seat, "station") for seat in range(MAX_SEATS))
KEEP_ASSISTANT = tuple(A(seat, "keep_assistant") for seat in range(MAX_SEATS))
BUILD_TH = tuple(A(seat, "build_trading_house") for seat in range(MAX_SEATS))
UNIVERSITY = tuple(A(seat, "university") for seat in range(MAX_SEATS))
TEXTILE = tuple(A(seat, "textile") for seat in range(MAX_SEATS))
# Per seat: one action per good, piece, shop space, payment, order card.
BUY = tuple(tuple(A(seat, "buy", (name,)) for name in GOODS) for seat in range(MAX_SEATS))
SELL = tuple(tuple(A(seat, "sell", (name,)) for name in GOODS) for seat in range(MAX_SEATS))
BUY_IMPORT = tuple(A(seat, "buy", ("import",)) for seat in range(MAX_SEATS))
GOOD = tuple(tuple(A(seat, "good", (name,)) for name in GOODS) for seat in range(MAX_SEATS))
HIRE = tuple(tuple(A(seat, "hire", (piece,)) for piece in PIECE_HIRE) for seat in range(MAX_SEATS))
BUILD_SHOP = tuple(
    tuple(A(seat, "build_shop", (k + 1,)) for k in range(len(C.sites[0].shops)))
    for seat in range(MAX_SEATS)
)
PAY = tuple(tuple(A(seat, "pay", (name,)) for name in PAY_NAMES) for seat in range(MAX_SEATS))
ORDER = tuple(tuple(A(seat, "order", (o.id,)) for o in C.orders) for seat in range(MAX_SEATS))
FULFIL = tuple(tuple(A(seat, "fulfil", (o.id,)) for o in C.orders) for seat in range(MAX_SEATS))
CLAIM = tuple(tuple(A(seat, "claim", (a.id,)) for a in C.achievements) for seat in range(MAX_SEATS))
SOURCE_AREA = tuple(A(seat, "source", ("area",)) for seat in range(MAX_SEATS))
SOURCE_HAND = tuple(A(seat, "source", ("hand",)) for seat in range(MAX_SEATS))
SHIFT_FROM_HAND = tuple(A(seat, "shift_from", ("hand",)) for seat in range(MAX_SEATS))


_POOL: dict[tuple[int, str, str, int], A] = {}


def pooled(seat: int, kind: str, area: str, count: int = 0) -> A:
    """One shared instance per distinct area action, across every game of the process."""
    key = (seat, kind, area, count)
    action = _POOL.get(key)
    if action is None:
        action = A(seat, kind, (area, count) if count else (area,))
        _POOL[key] = action
    return action


_AREA_POOL: dict[tuple[int, str], dict[str, A]] = {}  # (seat, kind) -> area id -> action


def area_actions(s: State, seat: int, kind: str) -> tuple[A, ...]:
    """`kind:<area>` actions of `seat`, indexed by map position (cached per map)."""
    cache = s.static.action_cache
    key = (seat, kind)
    table = cache.get(key)
    if table is None:
        pool = _AREA_POOL.get(key)
        if pool is None:
            pool = _AREA_POOL[key] = {}
        try:
            table = tuple(map(pool.__getitem__, s.static.tile_ids))
        except KeyError:
            for tile_id in s.static.tile_ids:
                pool[tile_id] = pooled(seat, kind, tile_id)
            table = tuple(map(pool.__getitem__, s.static.tile_ids))
        cache[key] = table
    return table


Generator = Callable[[State, Frame, int], list[A]]
Applier = Callable[[State, Frame, A], None]


def owns(p: Player, tech_type: int) -> bool:
    return bool(p.tech_mask >> tech_type & 1)


def add_vp(p: Player, category: int, amount: int) -> None:
    if amount:
        vp = list(p.vp)
        vp[category] += amount
        p.vp = tuple(vp)


def opposing_presidents(s: State, pos: int, seat: int) -> int:
    count = 0
    for other, where in enumerate(s.pres):
        if where == pos and other != seat:
            count += 1
    return count


def pay_presidents(s: State, pos: int, seat: int, amount: int) -> None:
    """Pay `amount` to the owner of each opposing president in `pos` (R-PLACE-3, R-MOVE-4)."""
    if amount <= 0 or pos not in s.pres:
        return
    for other, where in enumerate(s.pres):
        if where == pos and other != seat:
            s.pw(seat).res[YEN] -= amount
            s.pw(other).res[YEN] += amount


def end_trigger(s: State, reason: str) -> None:
    """R-END: finish this round, then one more complete round."""
    if s.board.end_round < 0:
        b = s.wboard()
        b.end_round = b.round + 1
        b.end_reason = reason


def tech_trigger(s: State, seat: int, trigger: str, skip_last: bool = False) -> None:
    """Apply the gains of owned technologies with this trigger (§5)."""
    techs = s.players[seat].holdings.techs
    if skip_last:
        techs = techs[:-1]
    for card in techs:
        t = C.tech_types[CARD_TYPE[card]]
        if t.trigger == trigger:
            gain_fixed(s, seat, t.gain, CAT_TECH)


def gain_fixed(s: State, seat: int, reward: Reward, category: int) -> None:
    p = s.pw(seat)
    add_vp(p, category, reward.vp)
    res = p.res
    res[YEN] += reward.yen
    goods = reward.goods
    res[1] += goods[0]
    res[2] += goods[1]
    res[3] += goods[2]
    res[4] += goods[3]
    res[IMPORT] += reward.imports


def copper_event(s: State, seat: int) -> None:
    """Mining Technology: +1 copper per gain event (A-19)."""
    tech_trigger(s, seat, "gain_copper_any_source")


def apply_reward(s: State, seat: int, reward: Reward, category: int) -> None:
    """Fixed parts at once, choices as decisions. Gains come before choices: that order is
    never worse for the player, so it stands in for 'in the order of your choice' (A-37)."""
    gain_fixed(s, seat, reward, category)
    if reward.movement:
        s.stack.append((F_MV, reward.movement))
    if reward.warehouse:
        s.stack.append((F_HIRE, reward.warehouse))
    copper = reward.goods[0] > 0
    if reward.goods_choice:
        s.stack.append((F_GOODS, reward.goods_choice, int(copper)))
    elif copper:
        copper_event(s, seat)


def flag_count(p: Player, country: int) -> int:
    h = p.holdings
    count = 0
    for card in h.techs:
        if C.tech_types[CARD_TYPE[card]].flag == country:
            count += 1
    for order in h.fulfilled:
        if C.orders[order].flag == country:
            count += 1
    for marker in h.markers:
        if C.markers[marker].flag == country:
            count += 1
    return count


def flag_gained(s: State, seat: int, country: int) -> None:
    """R-FLAG / A-20: one agent of that country at every even count, while supply lasts."""
    if flag_count(s.players[seat], country) % 2 == 0 and s.board.agent_supply[country] > 0:
        s.cow("agent_supply")[country] -= 1
        h = s.hw(seat)
        h.agents = (*h.agents, country)


def agents_and_tokens(p: Player) -> int:
    """Achievement B: agents owned (used or not) + 5-power tokens; a mini-#2 token once."""
    h = p.holdings
    return len(h.agents) + sum(1 for t in h.tokens if not C.five_tokens[t].mini2)


def building_areas(s: State, seat: int) -> tuple[int, int]:
    """Distinct (production, commercial) areas with an own shop or trading house."""
    production = commercial = 0
    slots = s.static.slots_per_site
    category = s.static.category
    for pos in range(len(s.static.tiles)):
        if (
            s.board.trading_houses[pos] == seat
            or seat in s.board.shops[pos * slots : (pos + 1) * slots]
        ):
            if category[pos] == "production":
                production += 1
            elif category[pos] == "commercial":
                commercial += 1
    return production, commercial


def goal_met(s: State, seat: int, achievement: int) -> bool:
    a = C.achievements[achievement]
    p = s.players[seat]
    goal = a.goal
    if goal == "own_goods":
        return p.res[a.good] >= a.count
    if goal == "own_yen":
        return p.res[YEN] >= a.count
    h = p.holdings
    if goal == "own_technologies":
        return len(h.techs) >= a.count
    if goal == "own_foreign_agents_plus_5power_tokens":
        return agents_and_tokens(p) >= a.count
    if goal == "fulfilled_orders":
        return len(h.fulfilled) >= a.count
    if h.shops_built + h.trading_houses_built < a.production + a.commercial:
        return False  # cheap bound before counting distinct areas
    production, commercial = building_areas(s, seat)
    return production >= a.production and commercial >= a.commercial


_POWER_ASSISTANT = C.power_pieces["assistant"]
_POWER_PRESIDENT = C.power_pieces["president"]
_POWER_SHOP = C.power_pieces["shop"]
_POWER_TRADING_HOUSE = C.power_pieces["trading_house"]
_POWER_STATION = RULE["railway_station"]["power"]
_MAX_POWER = C.max_power


def power_in(s: State, pos: int, seat: int, with_president: bool) -> int:
    """R-ACT-1: own pieces + station token, capped at the power tables' length."""
    power = s.assist[pos * s.static.players + seat] * _POWER_ASSISTANT
    if with_president and s.pres[seat] == pos:
        power += _POWER_PRESIDENT
    slots = s.static.slots_per_site
    if seat in s.board.shops[pos * slots : (pos + 1) * slots]:
        power += _POWER_SHOP
    if s.board.trading_houses[pos] == seat:
        power += _POWER_TRADING_HOUSE
    if s.board.station == pos:
        power += _POWER_STATION
    return min(power, _MAX_POWER)


# --- turn flow ---------------------------------------------------------------------------


def start_turn(s: State, seat: int) -> None:
    s.active = seat
    p = s.players[seat]
    if p.turn_flags:  # copy the record only when something changes
        s.pw(seat).turn_flags = 0
    if p.tech_mask >> T_STOCK & 1:  # §5 #14: automatic, before phase A
        rule = RULE["stock_exchange"]
        if p.res[YEN] < rule["below_yen"]:
            s.pw(seat).res[YEN] = rule["raise_to_yen"]
    if gen_phase(s, _PHASE_A, seat):
        s.stack.extend(_TURN_FRAMES)
    else:
        # Phase A without a choice would pass at once, and step 1-2's frame would only push
        # its two steps: push the stack `advance` would reach after them.
        s.stack.extend(_TURN_FRAMES_FROM_STEP_1)


_PHASE_A: Frame = (F_PHASE, 0)
_TURN_FRAMES: tuple[Frame, ...] = ((F_END_TURN,), (F_PHASE, 1), (F_MAIN,), _PHASE_A)
_TURN_FRAMES_FROM_STEP_1: tuple[Frame, ...] = (
    (F_END_TURN,),
    (F_PHASE, 1),
    (F_MOVE_MODE,),
    (F_PLACE_MODE,),
)


def auto_end_turn(s: State, f: Frame) -> None:
    n = s.static.players
    if s.turn == n - 1:
        if 0 <= s.board.end_round <= s.board.round:
            s.wboard().over = 1
            return
        s.wboard().round += 1
        s.turn = 0
    else:
        s.turn += 1
    start_turn(s, (s.static.start_player + s.turn) % n)


def auto_main(s: State, f: Frame) -> None:
    s.stack.append((F_MOVE_MODE,))
    s.stack.append((F_PLACE_MODE,))


def area_id(s: State, pos: int) -> str:
    return s.static.tile_ids[pos]


def area_pos(s: State, action: A, index: int = 0) -> int:
    # Only called on actions already found in the legal list, so the id exists.
    return s.static.position_of[action.args[index]]


# --- phase A / C: additional actions (§4) ------------------------------------------------


# Achievement goals as (code, a, b) for the phase generator (see `goal_met`): a resource
# count (res[a] >= b, goods and yen alike), or a count of a (cheap bound for the areas).
_G_RES, _G_TECHS, _G_AGENTS, _G_ORDERS, _G_AREAS = range(5)
_GOAL_CODES = {
    "own_technologies": _G_TECHS,
    "own_foreign_agents_plus_5power_tokens": _G_AGENTS,
    "fulfilled_orders": _G_ORDERS,
}
_GOALS: tuple[tuple[int, int, int], ...] = tuple(
    (_G_RES, a.good, a.count)
    if a.goal == "own_goods"
    else (_G_RES, YEN, a.count)
    if a.goal == "own_yen"
    else (_GOAL_CODES[a.goal], a.count, 0)
    if a.goal in _GOAL_CODES
    else (_G_AREAS, a.production + a.commercial, 0)
    for a in C.achievements
)
_ORDER_COSTS: tuple[tuple[int, int, int, int], ...] = tuple(
    (o.cost[0], o.cost[1], o.cost[2], o.cost[3]) for o in C.orders
)
# Per order: (resource slot, amount) of the good it needs most, tested first (rarely met).
_ORDER_MAIN_COST: tuple[tuple[int, int], ...] = tuple(
    max(((1 + g, need) for g, need in enumerate(o.cost)), key=lambda gn: gn[1]) for o in C.orders
)


def gen_phase(s: State, f: Frame, seat: int) -> list[A]:
    p = s.players[seat]
    h = p.holdings
    out: list[A] = []
    if len(h.agents) > h.agents_used and not p.turn_flags & TURN_AGENT_USED:
        areas = _own_mask(s.assist[seat :: s.static.players])
        own_pres = s.pres[seat]
        if own_pres >= 0:
            # R-AGENT: own assistant there and not the own president (the canal has none).
            areas &= ~(1 << own_pres)
        table = area_actions(s, seat, "agent")
        while areas:
            low = areas & -areas
            areas ^= low
            out.append(table[low.bit_length() - 1])
    res = p.res
    if p.hand_assistants:
        t = s.static.seat_tables[seat] or seat_tables(s, seat)
        # The goal is tested first: it is rarely met, the claim list is looked at less.
        for i, code, a, b, ach, action in t.claims:
            if code == _G_RES:
                if res[a] < b:
                    continue
            elif code == _G_TECHS:
                if len(h.techs) < a:
                    continue
            elif code == _G_ORDERS:
                if len(h.fulfilled) < a:
                    continue
            elif code == _G_AREAS and h.shops_built + h.trading_houses_built < a:
                continue  # cheap bound before counting distinct areas
            elif not goal_met(s, seat, ach):
                continue
            if seat not in s.board.claims[i]:
                out.append(action)
    for order in h.orders:
        good, need = _ORDER_MAIN_COST[order]
        if res[good] < need:
            continue
        c1, c2, c3, c4 = _ORDER_COSTS[order]
        if res[1] >= c1 and res[2] >= c2 and res[3] >= c3 and res[4] >= c4:
            out.append(FULFIL[seat][order])
    if out:
        out.append(PASS[seat])
    return out  # empty when `pass` is the only option: resolved without asking


def app_phase(s: State, f: Frame, a: A) -> None:
    kind = a.kind
    if kind == "pass":
        return
    seat = a.seat
    s.stack.append(f)
    if kind == "agent":
        s.hw(seat).agents_used += 1
        s.pw(seat).turn_flags |= TURN_AGENT_USED
        area_action(s, area_pos(s, a), 1)
    elif kind == "claim":
        index = next(
            i for i, ach in enumerate(s.static.achievements) if C.achievements[ach].id == a.args[0]
        )
        achievement = C.achievements[s.static.achievements[index]]
        p = s.pw(seat)
        p.hand_assistants -= 1
        first = not s.board.claims[index]
        s.cow("claims")[index] = (*s.board.claims[index], seat)
        add_vp(p, CAT_ACHIEVEMENTS, achievement.vp_first if first else achievement.vp_later)
        if s.static.mini1 and s.board.markers_open and all(seat in c for c in s.board.claims):
            if len(s.board.markers_open) == 1:
                take_marker(s, seat, s.board.markers_open[0])
            else:
                s.stack.append((F_MARKER,))
    elif kind == "fulfil":
        order = C.orders[C.order_index[str(a.args[0])]]
        p = s.pw(seat)
        for g in range(4):
            p.res[1 + g] -= order.cost[g]
        h = s.hw(seat)
        h.orders = tuple(o for o in h.orders if o != order.index)
        h.fulfilled = (*h.fulfilled, order.index)
        tech_trigger(s, seat, "fulfil_order")
        flag_gained(s, seat, order.flag)
        apply_reward(s, seat, order.reward, CAT_ORDERS)


def take_marker(s: State, seat: int, marker: int) -> None:
    """Mini-expansion #1: the marker is a foreign agent and its flag counts (§8.1)."""
    s.cow("markers_open").remove(marker)
    h = s.hw(seat)
    h.markers = (*h.markers, marker)
    h.agents = (*h.agents, AGENT_MINI1_BASE + marker)
    flag_gained(s, seat, C.markers[marker].flag)


def gen_marker(s: State, f: Frame, seat: int) -> list[A]:
    return [A(seat, "marker", (C.markers[m].id,)) for m in s.board.markers_open]


def app_marker(s: State, f: Frame, a: A) -> None:
    if a.kind == "marker":
        take_marker(s, a.seat, C.marker_index[str(a.args[0])])


# --- step 1: placement (R-PLACE) ---------------------------------------------------------


def _opposing_by_area(s: State, seat: int) -> list[int]:
    opp = [0] * len(s.static.tiles)
    for other, where in enumerate(s.pres):
        if other != seat and where >= 0:
            opp[where] += 1
    return opp


def _fee_blocked(s: State, t: _SeatTables, fee: int, money: int) -> int:
    """Bit set of the areas whose fee (`fee` per opposing president) exceeds `money`."""
    if fee * len(t.opponents) <= money:
        return 0  # covers any number of opposing presidents in one area
    pres = s.pres
    counts = [0] * len(s.static.tiles)
    blocked = 0
    for other in t.opponents:
        where = pres[other]
        if where >= 0:
            count = counts[where] = counts[where] + 1
            if fee * count > money:
                blocked |= 1 << where
    return blocked


class _SeatTables:
    """One seat's hot action tables for one map (built once, kept in `Static`)."""

    __slots__ = (
        "canal",
        "claims",
        "move",
        "neighbours",
        "opponents",
        "pair_index",
        "pair_land",
        "place_index",
        "place_land",
        "recall_prefixes",
        "tram",
        "via",
    )

    def __init__(self, s: State, seat: int) -> None:
        self.move = area_actions(s, seat, "move")
        self.via = area_actions(s, seat, "via")
        self.tram = area_actions(s, seat, "tram")
        self.place_land, self.place_index = _land_table(s, seat, "place")
        self.pair_land, self.pair_index = _land_table(s, seat, "pair")
        self.recall_prefixes: list[tuple[tuple[A, ...], ...]] = [((),) for _ in s.static.tile_ids]
        # (claims index, goal code, a, b, achievement, action) per achievement in play
        self.claims = tuple(
            (i, *_GOALS[ach], ach, CLAIM[seat][ach]) for i, ach in enumerate(s.static.achievements)
        )
        self.neighbours = neighbour_tables(s.static.adjacency)
        self.opponents = tuple(other for other in range(s.static.players) if other != seat)
        # Movement costs before any president: (canal bit, cost per area, total, costly bits);
        # Stagecoach does not waive the canal fee.
        canal = s.static.canal
        costs = [0] * len(s.static.tiles)
        if canal >= 0:
            costs[canal] = C.canal_fee
        canal_bit = 1 << canal if canal >= 0 else 0
        self.canal = (canal_bit, tuple(costs), sum(costs), canal_bit if C.canal_fee > 0 else 0)


def seat_tables(s: State, seat: int) -> _SeatTables:
    """The seat's tables for this map, built on first use and kept in `Static`. Hot callers
    inline the lookup as `s.static.seat_tables[seat] or seat_tables(s, seat)`."""
    tables: _SeatTables | None = s.static.seat_tables[seat]
    if tables is None:
        tables = s.static.seat_tables[seat] = _SeatTables(s, seat)
    return tables


def _land_table(s: State, seat: int, kind: str) -> tuple[tuple[A, ...], tuple[int, ...]]:
    """`kind:<area>` actions of every area but the canal, in map order, and the index of
    each map position in that tuple (-1 for the canal)."""
    canal = s.static.canal
    table = area_actions(s, seat, kind)
    land = tuple(action for pos, action in enumerate(table) if pos != canal)
    index: list[int] = []
    i = 0
    for pos in range(len(table)):
        if pos == canal:
            index.append(-1)
        else:
            index.append(i)
            i += 1
    return land, tuple(index)


def _land_except(table: tuple[A, ...], index: tuple[int, ...], excluded: int) -> list[A]:
    """The actions of `table` (see `_land_table`) minus the areas in bit set `excluded`."""
    out = list(table)
    while excluded:  # highest position first, so the indices of the lower ones stay valid
        high = excluded.bit_length() - 1
        excluded ^= 1 << high
        i = index[high]
        if i >= 0:
            del out[i]
    return out


def gen_place_mode(s: State, f: Frame, seat: int) -> list[A]:
    """The choice of PLACE_SPREAD / PLACE_PAIR is made with the first placement:
    `place:X` starts a spread (more single placements follow), `pair:X` places the pair."""
    p = s.players[seat]
    hand = p.hand_assistants
    if not hand:
        return []  # nothing to place: the step places 0
    money = p.res[YEN]
    t = s.static.seat_tables[seat] or seat_tables(s, seat)
    fee = C.placement_fee
    pair_fee = fee * C.pair_count
    blocked = pair_blocked = 0
    if pair_fee * len(t.opponents) > money:  # else no fee can block an area
        pres = s.pres
        counts = [0] * len(t.place_index)
        for other in t.opponents:
            where = pres[other]
            if where >= 0:
                count = counts[where] = counts[where] + 1
                if fee * count > money:
                    blocked |= 1 << where
                if pair_fee * count > money:
                    pair_blocked |= 1 << where
    out = _land_except(t.place_land, t.place_index, blocked)
    if hand >= C.pair_count:
        out += _land_except(t.pair_land, t.pair_index, pair_blocked)
    if out and s.static.allow_zero_placement:
        out.append(PASS[seat])
    return out


def app_place_mode(s: State, f: Frame, a: A) -> None:
    kind = a.kind
    if kind == "place":
        seat = a.seat
        pos = s.static.position_of[a.args[0]]
        place_assistants(s, seat, pos, 1)
        if _spread_goes_on(s.players[seat], 1):
            s.stack.append((F_SPREAD, 1, 1 << pos))
    elif kind == "pair":
        app_pair(s, f, a)


def place_assistants(s: State, seat: int, pos: int, count: int) -> None:
    if pos in s.pres:
        pay_presidents(s, pos, seat, C.placement_fee * count)
    p = s.pw(seat)
    p.hand_assistants -= count
    s.assist[pos * s.static.players + seat] += count


def _spread_goes_on(p: Player, placed: int) -> bool:
    """Whether a spread with `placed` assistants offers another one (else it ends at once;
    the appliers skip its frame then)."""
    limit = RULE["newspaper"]["spread_max"] if p.tech_mask >> T_NEWSPAPER & 1 else C.spread_max
    return placed < limit and p.hand_assistants > 0


def gen_spread(s: State, f: Frame, seat: int) -> list[A]:
    placed, mask = f[1], f[2]
    p = s.players[seat]
    if not _spread_goes_on(p, placed):
        return []
    t = s.static.seat_tables[seat] or seat_tables(s, seat)
    out = _land_except(
        t.place_land, t.place_index, mask | _fee_blocked(s, t, C.placement_fee, p.res[YEN])
    )
    out.append(PASS[seat])
    return out


def app_spread(s: State, f: Frame, a: A) -> None:
    if a.kind == "place":
        seat = a.seat
        pos = s.static.position_of[a.args[0]]
        place_assistants(s, seat, pos, 1)
        if _spread_goes_on(s.players[seat], f[1] + 1):
            s.stack.append((F_SPREAD, f[1] + 1, f[2] | 1 << pos))


def app_pair(s: State, f: Frame, a: A) -> None:
    if a.kind == "pair":
        seat = a.seat
        pos = s.static.position_of[a.args[0]]
        place_assistants(s, seat, pos, C.pair_count)
        if s.players[seat].tech_mask >> T_TELEGRAPH & 1:
            s.stack.append((F_TELEGRAPH, pos, RULE["telegraph"]["extra_assistants"]))


def gen_telegraph(s: State, f: Frame, seat: int) -> list[A]:
    pos, left = f[1], f[2]
    p = s.players[seat]
    if left <= 0 or not p.hand_assistants:
        return []
    money = p.res[YEN]
    canal = s.static.canal
    table = area_actions(s, seat, "place")
    out = [
        table[nb]
        for nb in s.static.adjacency[pos]
        if nb != canal and C.placement_fee * opposing_presidents(s, nb, seat) <= money
    ]
    out.append(PASS[seat])
    return out


def app_telegraph(s: State, f: Frame, a: A) -> None:
    if a.kind == "place":
        place_assistants(s, a.seat, area_pos(s, a), 1)
        s.stack.append((F_TELEGRAPH, f[1], f[2] - 1))


# --- step 2: movement (R-MOVE) -----------------------------------------------------------


_BITS = tuple(1 << pos for pos in range(64))  # more than any map has areas


def _own_mask(own: list[int]) -> int:
    """Bit set of the positions with a non-zero count."""
    return sum(compress(_BITS, own))


NeighbourTables = tuple[int, int, tuple[int, ...], tuple[int, ...]]
_NEIGHBOUR_TABLES: dict[tuple[tuple[int, ...], ...], NeighbourTables] = {}


def neighbour_tables(adjacency: tuple[tuple[int, ...], ...]) -> NeighbourTables:
    """(width, low bits, low table, high table) for a map: the neighbours of a set of areas
    `m` are `low[m & bits] | high[m >> width]`, two look-ups instead of a loop over the set
    (flood fills on the movement path). Shared by every map with this adjacency."""
    tables = _NEIGHBOUR_TABLES.get(adjacency)
    if tables is None:
        masks = [sum(1 << nb for nb in adj) for adj in adjacency]
        width = (len(masks) + 1) // 2
        halves: list[tuple[int, ...]] = []
        for part in (masks[:width], masks[width:]):
            table = [0]
            for mask in part:  # entry i = union over the set bits of i
                table += [union | mask for union in table]
            halves.append(tuple(table))
        tables = _NEIGHBOUR_TABLES[adjacency] = (width, (1 << width) - 1, halves[0], halves[1])
    return tables


# Movement works on bit sets of areas (bit = map position): (own areas, legal ends, areas
# with an opposing president, areas costing money to enter, cost per area, total cost).
MoveFacts = tuple[int, int, int, int, list[int], int]


def _move_facts(s: State, seat: int, t: _SeatTables) -> MoveFacts:
    """The movement facts of `seat` now (see `MoveFacts`).

    The canal is entered for its fee (A-07: Stagecoach does not waive it), never as an own
    area; an own area costs the movement fee per opposing president there unless Stagecoach
    is owned (R-MOVE-4). Legal ends are own areas, without opposing presidents unless
    Postal Service is owned. A cost is meaningful only for an enterable area."""
    canal_bit, canal_costs, total, costly = t.canal
    own = sum(compress(_BITS, s.assist[seat :: s.static.players])) & ~canal_bit
    cost = list(canal_costs)
    opp = 0
    fee = C.movement_fee
    tech = s.players[seat].tech_mask
    fee_due = fee > 0 and not tech >> T_STAGECOACH & 1
    pres = s.pres
    for other in t.opponents:
        where = pres[other]
        if where >= 0:
            bit = 1 << where
            opp |= bit
            if fee_due and own & bit:
                cost[where] += fee
                total += fee
                costly |= bit
    dest = own if tech >> T_POSTAL & 1 else own & ~opp
    return own, dest, opp, costly, cost, total


def _unaffordable(mask: int, cost: list[int], money: int) -> int:
    """The areas of `mask` whose entry cost exceeds `money`."""
    over = 0
    while mask:
        low = mask & -mask
        mask ^= low
        if cost[low.bit_length() - 1] > money:
            over |= low
    return over


def gen_move_mode(s: State, f: Frame, seat: int) -> list[A]:
    p = s.players[seat]
    t = s.static.seat_tables[seat] or seat_tables(s, seat)
    facts = _move_facts(s, seat, t)
    money = p.res[YEN]
    cur = s.pres[seat]
    out: list[A] = []
    offered = 0
    if cur == IN_HAND:
        # R-MOVE-1: any legal destination; with Postal Service an area with opposing
        # presidents costs their fee unless Stagecoach is owned.
        _own, ends, _opp, costly, cost, _total = facts
        if ends & costly:
            ends &= ~_unaffordable(ends & costly, cost, money)
        offered = ends
        move = t.move
        while ends:
            low = ends & -ends
            ends ^= low
            out.append(move[low.bit_length() - 1])
    else:
        # R-MOVE-2/7: the path is chosen one adjacent area at a time; `move` ends there,
        # `via` passes through (paying its fees) and continues.
        visited = 1 << cur  # R-MOVE-5 / A-06: the start area is never re-entered
        _moves_from(s, t, facts, cur, visited, money, out)
    tech = p.tech_mask
    if tech >> T_TRAM & 1:
        # Tram: any area without an opposing president, no assistant needed,
        # not the canal, not the start area. From hand, areas already offered are the same.
        tram = t.tram
        ends = (1 << len(s.static.tiles)) - 1 & ~(t.canal[0] | facts[2] | offered)
        if cur >= 0:
            ends &= ~(1 << cur)
        while ends:
            low = ends & -ends
            ends ^= low
            out.append(tram[low.bit_length() - 1])
    # direct jump, no fee, no assistant unless the host option asks for one.
    station = s.board.station
    if (
        tech >> T_STATION & 1
        and station >= 0
        and station != cur
        and (not s.static.station_requires_assistant or s.assist[station * s.static.players + seat])
    ):
        out.append(STATION[seat])
    out.append(RETURN[seat])  # always allowed; forced when nothing else is (R-MOVE-6)
    return out


def _moves_from(
    s: State,
    t: _SeatTables,
    facts: MoveFacts,
    cur: int,
    visited: int,
    money: int,
    out: list[A],
) -> None:
    """`move:X` for legal ends reachable without fees on the way (R-MOVE-2/7), then `via:Y`
    for each adjacent area the path may pass through (paying its fee) and continue.

    A stepwise move may enter own areas and the canal; `free` ones cost nothing. `move:X`
    ends in X by a path through free areas only, entering X at its own cost: every such
    path has the same effect, so no payee is chosen silently (A-05). Paths are simple:
    revisiting an area is never cheaper (as A-06 argues for the start), and it keeps random
    play from looping."""
    own, dest, _opp, costly, cost, total = facts
    passable = own | t.canal[0]
    width, bits, low, high = t.neighbours
    # Areas next to the free areas reachable from `cur`, unvisited.
    free = passable & ~costly
    unseen = ~(visited | 1 << cur)
    reached = 0
    frontier = 1 << cur
    while frontier:
        around = (low[frontier & bits] | high[frontier >> width]) & unseen
        reached |= around
        frontier = around & free
        unseen &= ~frontier
    ends = reached & dest
    if ends & costly:
        ends &= ~_unaffordable(ends & costly, cost, money)
    move = t.move
    while ends:
        lowest = ends & -ends
        ends ^= lowest
        out.append(move[lowest.bit_length() - 1])
    # `via:nb` for adjacent enterable unvisited areas from which, once entered and paid
    # for, some legal end stays reachable.
    around = s.static.adjacency_masks[cur] & passable & ~visited
    if not around:
        return
    via = t.via
    for nb in s.static.adjacency[cur]:
        if not around >> nb & 1:
            continue
        budget = money - cost[nb]
        if budget < 0:
            continue
        open_mask = passable & ~(visited | 1 << nb)
        if budget < total:
            if _end_within_budget(s.static.adjacency, cost, nb, open_mask, dest, budget):
                out.append(via[nb])
            continue
        # Money covers any path: flood fill over enterable areas.
        frontier = 1 << nb
        while frontier:
            frontier = (low[frontier & bits] | high[frontier >> width]) & open_mask
            if frontier & dest:
                out.append(via[nb])
                break
            open_mask &= ~frontier


def _end_within_budget(
    adjacency: tuple[tuple[int, ...], ...],
    costs: list[int],
    start: int,
    open_mask: int,
    dest: int,
    budget: int,
) -> bool:
    """Whether a legal end is reachable from `start` through `open_mask` areas for at most
    `budget`: cheapest simple paths first (costs are >= 0)."""
    best = {start: 0}
    heap = [(0, start)]
    while heap:
        spent, here = heapq.heappop(heap)
        if spent > best.get(here, spent):
            continue
        for nxt in adjacency[here]:
            if not open_mask >> nxt & 1:
                continue
            total = spent + costs[nxt]
            if total > budget:
                continue
            if dest >> nxt & 1:
                return True
            if total < best.get(nxt, budget + 1):
                best[nxt] = total
                heapq.heappush(heap, (total, nxt))
    return False


def step_president(s: State, seat: int, nb: int) -> None:
    if nb == s.static.canal:
        s.pw(seat).res[YEN] -= C.canal_fee  # to the bank (R-MOVE-3)
    elif nb in s.pres and not s.players[seat].tech_mask >> T_STAGECOACH & 1:
        pay_presidents(s, nb, seat, C.movement_fee)
    s.pres[seat] = nb


def app_move_mode(s: State, f: Frame, a: A) -> None:
    seat = a.seat
    kind = a.kind
    if kind == "return":
        s.pres[seat] = IN_HAND
        s.stack.append((F_RECALL, 0))
    elif kind == "move":
        pos = s.static.position_of[a.args[0]]
        if s.pres[seat] == IN_HAND:
            if pos in s.pres and not s.players[seat].tech_mask >> T_STAGECOACH & 1:
                pay_presidents(s, pos, seat, C.movement_fee)
            s.pres[seat] = pos
        else:
            step_president(s, seat, pos)
        area_action(s, pos, 0)
    elif kind == "via":
        pos = s.static.position_of[a.args[0]]
        cur = s.pres[seat]
        step_president(s, seat, pos)
        s.stack.append((F_MOVING, cur, 1 << cur | 1 << pos))
    elif kind == "tram":
        pos = s.pres[seat] = s.static.position_of[a.args[0]]
        area_action(s, pos, 0)
    elif kind == "station":
        pos = s.pres[seat] = s.board.station
        area_action(s, pos, 0)


def gen_moving(s: State, f: Frame, seat: int) -> list[A]:
    t = s.static.seat_tables[seat] or seat_tables(s, seat)
    out: list[A] = []
    facts = _move_facts(s, seat, t)
    _moves_from(s, t, facts, s.pres[seat], f[2], s.players[seat].res[YEN], out)
    return out


def app_moving(s: State, f: Frame, a: A) -> None:
    pos = s.static.position_of[a.args[0]]
    step_president(s, a.seat, pos)
    kind = a.kind
    if kind == "move":
        area_action(s, pos, 0)
    elif kind == "via":
        s.stack.append((F_MOVING, f[1], f[2] | 1 << pos))


def gen_recall(s: State, f: Frame, seat: int) -> list[A]:
    """R-MOVE-8: any number of own assistants from any areas, chosen area by area in map
    order (`recall:<area>:<count>`), so each choice of assistants has one sequence."""
    first = f[1]
    own = s.assist[seat :: s.static.players]
    prefixes = (s.static.seat_tables[seat] or seat_tables(s, seat)).recall_prefixes
    out: list[A] = []
    for pos in compress(range(first, len(own)), own[first:]):
        count = own[pos]
        row = prefixes[pos]
        if len(row) <= count:
            prefixes[pos] = row = _recall_prefixes(seat, s.static.tile_ids[pos], count)
        out += row[count]
    if out:
        out.append(PASS[seat])
    return out


_RECALL_PREFIXES: dict[tuple[int, str], tuple[tuple[A, ...], ...]] = {}


def _recall_prefixes(seat: int, area: str, count: int) -> tuple[tuple[A, ...], ...]:
    """Entry k: `recall:<area>:1` ... `recall:<area>:<k>`, for k up to `count` at least
    (shared by every map)."""
    key = (seat, area)
    prefixes = _RECALL_PREFIXES.get(key, ((),))
    if len(prefixes) <= count:
        row = tuple(pooled(seat, "recall", area, k) for k in range(1, count + 1))
        prefixes = _RECALL_PREFIXES[key] = tuple(row[:k] for k in range(count + 1))
    return prefixes


def app_recall(s: State, f: Frame, a: A) -> None:
    if a.kind == "recall":
        seat = a.seat
        area, count = a.args
        pos = s.static.position_of[area]
        count = int(count)
        s.assist[pos * s.static.players + seat] -= count
        s.pw(seat).hand_assistants += count
        s.stack.append((F_RECALL, pos + 1))


# --- step 3: the area action (R-ACT, §3) --------------------------------------------------


def auto_act(s: State, f: Frame) -> None:
    area_action(s, f[1], f[2])


def area_action(s: State, pos: int, by_agent: int) -> None:
    """The action of the area at `pos` (R-ACT), by the president or an agent (phase A/C):
    run when chosen, its steps 4-6 and choices go on the stack."""
    seat = s.active
    power = power_in(s, pos, seat, not by_agent)
    owner = s.board.trading_houses[pos]
    if owner >= 0 and owner != seat:
        s.pw(owner).res[YEN] += C.trading_house_income  # R-ACT-3, A-14
    stack = s.stack
    stack.append((F_CLEANUP, pos))
    if power >= C.build_min_power:
        stack.append((F_BUILD, pos))
    if power >= C.max_power:
        stack.append((F_FIVE, pos))
    area = C.area_types[s.static.tiles[pos]]
    amount = area.table[power - 1] if power >= 1 else 0
    effect = area.effect
    if effect == EFFECT_GAIN:
        if amount:
            s.pw(seat).res[area.gain_res] += amount
            if area.gain_res == COPPER:
                copper_event(s, seat)
    elif effect == EFFECT_CHINATOWN:
        stack.append((F_CHINA, amount, 0))
    elif effect == EFFECT_CHURCH:
        stack.append((F_CHURCH, pos, amount))
    elif effect == EFFECT_CUSTOMS:
        stack.append((F_CUSTOMS, pos, amount))
    elif effect == EFFECT_EMPLOYMENT:
        stack.append((F_HIRE, amount))
    elif effect == EFFECT_LAB:
        board = s.static.board[pos]
        stack.append((F_LAB_REFILL, board))
        stack.append((F_LAB, board, amount))
    elif effect == EFFECT_PORT:
        board = s.static.board[pos]
        if power >= C.max_power:
            add_vp(s.pw(seat), CAT_PORT, C.port_vp_at_max)  # even without a card
        stack.append((F_PORT_REFILL, board))
        stack.append((F_PORT1, board, amount, power))
    elif effect == EFFECT_CANAL:  # pragma: no cover - nobody can act on the canal
        raise AssertionError("no action on the canal")


def gen_china(s: State, f: Frame, seat: int) -> list[A]:
    if f[1] <= 0:
        return []
    res = s.players[seat].res
    buy = BUY[seat]
    sell = SELL[seat]
    out: list[A] = []
    for g in range(len(GOODS)):
        if res[YEN] >= C.chinatown_rates[g]:
            out.append(buy[g])
        if res[1 + g]:
            out.append(sell[g])
    if res[YEN] >= C.chinatown_import_price:
        out.append(BUY_IMPORT[seat])
    out.append(PASS[seat])
    return out


def app_china(s: State, f: Frame, a: A) -> None:
    copper = f[2]
    if a.kind == "pass":
        if copper:
            copper_event(s, a.seat)  # the whole Chinatown action is one event
        return
    p = s.pw(a.seat)
    item = str(a.args[0])
    if item == "import":
        p.res[YEN] -= C.chinatown_import_price
        p.res[IMPORT] += 1
    else:
        g = GOOD_RES[item]
        rate = C.chinatown_rates[g - 1]
        if a.kind == "buy":
            p.res[YEN] -= rate
            p.res[g] += 1
            if g == COPPER:
                copper = 1
        else:
            p.res[YEN] += rate
            p.res[g] -= 1
    s.stack.append((F_CHINA, f[1] - 1, copper))


def _has_board_source(s: State, pos: int, seat: int) -> bool:
    return bool(s.assist[pos * s.static.players + seat] or s.players[seat].hand_assistants)


def _church_affordable(p: Player) -> list[bool]:
    return [p.res[r] >= (C.church_yen_payment if r == YEN else 1) for r in C.church_payments]


def gen_church(s: State, f: Frame, seat: int) -> list[A]:
    pos, faith = f[1], f[2]
    if not _has_board_source(s, pos, seat):
        return []  # no effect, nothing paid
    reach = faith + sum(_church_affordable(s.players[seat]))
    out: list[A] = []
    free_fit = False
    for i, slot in enumerate(C.church_slots):
        if s.board.church[i] == FREE and slot.need <= reach:
            out.append(A(seat, "church", (slot.number,)))
            free_fit = free_fit or slot.need <= faith
    if not free_fit:
        # Payments are optional, so without a space reachable by power alone the
        # player may decline; with one, placing is part of the mandatory action.
        out.append(PASS[seat])
    return out


def app_church(s: State, f: Frame, a: A) -> None:
    if a.kind != "church":
        return
    pos, faith = f[1], f[2]
    slot = int(a.args[0]) - 1
    if C.church_slots[slot].need > faith:
        s.stack.append((F_CHURCH_PAY, pos, slot, faith, 0))
    else:
        s.stack.append((F_SOURCE, pos, 0, slot))


def gen_church_pay(s: State, f: Frame, seat: int) -> list[A]:
    slot, faith, first = f[2], f[3], f[4]
    missing = C.church_slots[slot].need - faith
    affordable = _church_affordable(s.players[seat])
    out: list[A] = []
    # One payment of each type at most (§3.7), offered in a fixed type order so each set of
    # payments has one sequence; a payment is offered only if the space stays reachable,
    # and payments stop once the faith suffices (extra faith is lost anyway).
    for i in range(first, len(affordable)):
        if affordable[i] and sum(affordable[i + 1 :]) >= missing - 1:
            out.append(PAY[seat][i])
    return out


def app_church_pay(s: State, f: Frame, a: A) -> None:
    if a.kind != "pay":
        return
    pos, slot, faith = f[1], f[2], f[3]
    i = PAY_NAMES.index(str(a.args[0]))
    r = C.church_payments[i]
    s.pw(a.seat).res[r] -= C.church_yen_payment if r == YEN else 1
    faith += 1
    if faith >= C.church_slots[slot].need:
        s.stack.append((F_SOURCE, pos, 0, slot))
    else:
        s.stack.append((F_CHURCH_PAY, pos, slot, faith, i + 1))


def gen_source(s: State, f: Frame, seat: int) -> list[A]:
    out: list[A] = []
    if s.assist[f[1] * s.static.players + seat]:
        out.append(SOURCE_AREA[seat])
    if s.players[seat].hand_assistants:
        out.append(SOURCE_HAND[seat])
    return out


def app_source(s: State, f: Frame, a: A) -> None:
    if a.kind != "source":
        return
    pos, board, slot = f[1], f[2], f[3]
    seat = a.seat
    n = s.static.players
    if a.args[0] == "area":
        s.assist[pos * n + seat] -= 1
    else:
        s.pw(seat).hand_assistants -= 1
    if board == 0:
        s.cow("church")[slot] = seat
        tech_trigger(s, seat, "place_on_church_board")
        apply_reward(s, seat, C.church_slots[slot].reward, CAT_CHURCH)
        if sum(1 for x in s.board.church if x != FREE) >= C.church_end[n]:
            end_trigger(s, CHURCH_END_KEY)  # neutral blockers count
    else:
        s.cow("customs")[slot] = seat
        tech_trigger(s, seat, "place_on_customs_board")
        apply_reward(s, seat, C.customs_slots[slot].reward, CAT_CUSTOMS)
        if sum(1 for x in s.board.customs if x != FREE) >= C.customs_end[n]:
            end_trigger(s, CUSTOMS_END_KEY)


def gen_customs(s: State, f: Frame, seat: int) -> list[A]:
    pos, most = f[1], f[2]
    if not _has_board_source(s, pos, seat):
        return []
    imports = s.players[seat].res[IMPORT]
    out = [
        A(seat, "customs", (slot.number,))
        for i, slot in enumerate(C.customs_slots)
        if s.board.customs[i] == FREE and slot.need <= most and slot.need <= imports
    ]
    out.append(PASS[seat])  # paying imports is optional ("may be paid")
    return out


def app_customs(s: State, f: Frame, a: A) -> None:
    if a.kind != "customs":
        return
    slot = int(a.args[0]) - 1
    s.pw(a.seat).res[IMPORT] -= C.customs_slots[slot].need
    s.stack.append((F_SOURCE, f[1], 1, slot))


def trading_house_cost(h: Holdings) -> int:
    return C.release_trading_house[h.trading_houses_released]


def gen_hire(s: State, f: Frame, seat: int) -> list[A]:
    if f[1] <= 0:
        return []
    p = s.players[seat]
    h = p.holdings
    money = p.res[YEN]
    out: list[A] = []
    hire = HIRE[seat]
    if h.wh_assistants and money >= C.release_assistant:
        out.append(hire[0])
    if h.wh_shops and money >= C.release_shop:
        out.append(hire[1])
    if h.wh_trading_houses and money >= trading_house_cost(h):
        out.append(hire[2])
    if out:
        out.append(PASS[seat])  # "up to"
    return out


def hire_piece(p: Player, h: Holdings, piece: str) -> None:
    """`p` and `h` are the seat's own record and holdings in this transition."""
    if piece == "assistant":
        p.res[YEN] -= C.release_assistant
        h.wh_assistants -= 1
        p.hand_assistants += 1
    elif piece == "shop":
        p.res[YEN] -= C.release_shop
        h.wh_shops -= 1
        h.hand_shops += 1
    else:
        p.res[YEN] -= trading_house_cost(h)
        h.trading_houses_released += 1
        h.wh_trading_houses -= 1
        h.hand_trading_houses += 1


def app_hire(s: State, f: Frame, a: A) -> None:
    if a.kind == "hire":
        hire_piece(s.pw(a.seat), s.hw(a.seat), str(a.args[0]))
        s.stack.append((F_HIRE, f[1] - 1))


def _lab_terms(s: State, seat: int, board: int, slot: int, industry: int) -> tuple[int, bool]:
    """(extra industry to buy, whether the 4th-technology fee is due) for a lab card."""
    card = s.board.labs[board * SLOTS_LAB + slot]
    cost = C.tech_types[CARD_TYPE[card]].cost + C.lab_surcharges[slot]
    fee = len(s.players[seat].holdings.techs) >= C.tech_fee_from_card - 1
    return max(0, cost - industry), fee


def _lab_splits(p: Player, extra: int, fee: bool) -> list[tuple[int, str]]:
    """Every way to pay: k imports for industry (rest in yen), fee in yen or an import."""
    money, imports = p.res[YEN], p.res[IMPORT]
    out: list[tuple[int, str]] = []
    for k in range(min(extra, imports // C.lab_extra_import) + 1):
        yen = (extra - k) * C.lab_extra_yen
        used = k * C.lab_extra_import
        if not fee:
            if yen <= money:
                out.append((k, "none"))
            continue
        if yen + C.tech_fee_yen <= money:
            out.append((k, "yen"))
        if yen <= money and used + C.tech_fee_import <= imports:
            out.append((k, "import"))
    return out


def gen_lab(s: State, f: Frame, seat: int) -> list[A]:
    board, industry = f[1], f[2]
    p = s.players[seat]
    owned = {CARD_TYPE[c] for c in p.holdings.techs}
    out: list[A] = []
    for slot in range(SLOTS_LAB):
        card = s.board.labs[board * SLOTS_LAB + slot]
        if card == FREE or CARD_TYPE[card] in owned:  # R-GEN-4
            continue
        extra, fee = _lab_terms(s, seat, board, slot, industry)
        if _lab_splits(p, extra, fee):
            out.append(A(seat, "tech", (C.tech_cards[card].id,)))
    out.append(PASS[seat])
    return out


def app_lab(s: State, f: Frame, a: A) -> None:
    if a.kind != "tech":
        return
    board = f[1]
    card = C.tech_card_index[str(a.args[0])]
    slot = s.board.labs.index(card, board * SLOTS_LAB, (board + 1) * SLOTS_LAB) - board * SLOTS_LAB
    s.stack.append((F_LAB_PAY, board, slot, f[2]))


def gen_lab_pay(s: State, f: Frame, seat: int) -> list[A]:
    extra, fee = _lab_terms(s, seat, f[1], f[2], f[3])
    return [A(seat, "lab_pay", split) for split in _lab_splits(s.players[seat], extra, fee)]


def app_lab_pay(s: State, f: Frame, a: A) -> None:
    if a.kind != "lab_pay":
        return
    board, slot = f[1], f[2]
    seat = a.seat
    extra, _fee = _lab_terms(s, seat, board, slot, f[3])
    k = int(a.args[0])
    fee = a.args[1]
    p = s.pw(seat)
    p.res[IMPORT] -= k * C.lab_extra_import
    p.res[YEN] -= (extra - k) * C.lab_extra_yen
    if fee == "yen":
        p.res[YEN] -= C.tech_fee_yen
    elif fee == "import":
        p.res[IMPORT] -= C.tech_fee_import
    index = board * SLOTS_LAB + slot
    card = s.board.labs[index]
    s.cow("labs")[index] = FREE
    acquire_tech(s, seat, card)


def acquire_tech(s: State, seat: int, card: int) -> None:
    """§3.10: on-acquire effects, 'after this one' triggers, then the flag check."""
    h = s.hw(seat)
    h.techs = (*h.techs, card)
    t = C.tech_types[CARD_TYPE[card]]
    s.pw(seat).tech_mask |= 1 << t.index
    if t.trigger == "immediate":
        gain_fixed(s, seat, t.gain, CAT_TECH)
    tech_trigger(s, seat, "later_technology", skip_last=True)
    if t.index == T_STATION:
        s.stack.append((F_STATION,))
    flag_gained(s, seat, t.flag)


def auto_lab_refill(s: State, f: Frame) -> None:
    board = f[1]
    start = board * SLOTS_LAB
    cards = [c for c in s.board.labs[start : start + SLOTS_LAB] if c != FREE]
    if len(cards) == SLOTS_LAB:
        return
    row = cards + [FREE] * (SLOTS_LAB - len(cards))  # shift left (§3.10)
    if s.board.tech_deck:
        row[-1] = s.cow("tech_deck").pop()  # one new card into the rightmost slot
    s.cow("labs")[start : start + SLOTS_LAB] = row


def gen_station(s: State, f: Frame, seat: int) -> list[A]:
    canal = s.static.canal
    table = area_actions(s, seat, "place_station")
    return [action for pos, action in enumerate(table) if pos != canal]


def app_station(s: State, f: Frame, a: A) -> None:
    if a.kind == "place_station":
        s.wboard().station = area_pos(s, a)  # a later owner re-places the single token


def _port_choices(s: State, board: int, level: int) -> list[int]:
    start = board * SLOTS_PORT
    return [
        s.board.ports[start + slot]
        for slot in range(SLOTS_PORT)
        if s.board.ports[start + slot] != FREE and C.port_levels[slot] <= level
    ]


def gen_port1(s: State, f: Frame, seat: int) -> list[A]:
    board, level = f[1], f[2]
    if level <= 0 or len(s.players[seat].holdings.orders) >= C.hand_limit:
        return []  # R-GEN-3: no card; taking cards is optional anyway
    order = ORDER[seat]
    out = [order[o] for o in _port_choices(s, board, level)]
    out.append(PASS[seat])
    return out


def take_port_order(s: State, seat: int, board: int, order: int) -> None:
    index = s.board.ports.index(order, board * SLOTS_PORT, (board + 1) * SLOTS_PORT)
    s.cow("ports")[index] = FREE
    h = s.hw(seat)
    h.orders = (*h.orders, order)


def app_port1(s: State, f: Frame, a: A) -> None:
    if a.kind != "order":
        return
    board = f[1]
    take_port_order(s, a.seat, board, C.order_index[str(a.args[0])])
    if f[3] >= C.port_second_min_power:
        s.stack.append((F_PORT2, board, f[2]))


def gen_port2(s: State, f: Frame, seat: int) -> list[A]:
    p = s.players[seat]
    if len(p.holdings.orders) >= C.hand_limit:
        return []
    out: list[A] = []
    can_yen = p.res[YEN] >= C.port_second_yen
    can_import = p.res[IMPORT] >= C.port_second_import
    for o in _port_choices(s, f[1], f[2]):
        order_id = C.orders[o].id
        if can_yen:
            out.append(A(seat, "extra_order", (order_id, "yen")))
        if can_import:
            out.append(A(seat, "extra_order", (order_id, "import")))
    out.append(PASS[seat])
    return out


def app_port2(s: State, f: Frame, a: A) -> None:
    if a.kind != "extra_order":
        return
    p = s.pw(a.seat)
    if a.args[1] == "yen":
        p.res[YEN] -= C.port_second_yen
    else:
        p.res[IMPORT] -= C.port_second_import
    take_port_order(s, a.seat, f[1], C.order_index[str(a.args[0])])


def auto_port_refill(s: State, f: Frame) -> None:
    start = f[1] * SLOTS_PORT
    cards = [c for c in s.board.ports[start : start + SLOTS_PORT] if c != FREE]
    if len(cards) == SLOTS_PORT:
        return
    short = False
    while len(cards) < SLOTS_PORT:  # shift left, new cards enter on the right (§3.11)
        if s.board.order_deck:
            cards.append(s.cow("order_deck").pop())
        else:
            cards.append(FREE)
            short = True
    s.cow("ports")[start : start + SLOTS_PORT] = cards
    if short:
        end_trigger(s, "orders_exhausted")  # an exact fill does not trigger


# --- steps 4-6: 5-power bonus, build, cleanup --------------------------------------------


def auto_five(s: State, f: Frame) -> None:
    pos = f[1]
    token = s.board.five[pos]
    if token == FREE:
        return
    seat = s.active
    s.cow("five")[pos] = FREE  # taken automatically
    h = s.hw(seat)
    h.tokens = (*h.tokens, token)
    info = C.five_tokens[token]
    if info.mini2:
        h.agents = (*h.agents, AGENT_MINI2_BASE + token)  # §8.2: it is a foreign agent
    else:
        apply_reward(s, seat, info.reward, CAT_FIVE)


def gen_build(s: State, f: Frame, seat: int) -> list[A]:
    pos = f[1]
    h = s.players[seat].holdings
    slots = s.static.slots_per_site
    base = pos * slots
    out: list[A] = []
    if h.hand_shops and seat not in s.board.shops[base : base + slots]:
        for k in range(slots):
            if s.board.shops[base + k] == FREE:
                out.append(BUILD_SHOP[seat][k])  # any free space
    if h.hand_trading_houses and s.board.trading_houses[pos] == FREE:
        out.append(BUILD_TH[seat])
    if out:
        out.append(PASS[seat])
    return out


def app_build(s: State, f: Frame, a: A) -> None:
    pos = f[1]
    seat = a.seat
    site = C.sites[s.static.sites[pos]]
    if a.kind == "build_shop":
        k = int(a.args[0]) - 1
        s.cow("shops")[pos * s.static.slots_per_site + k] = seat
        h = s.hw(seat)
        h.hand_shops -= 1
        h.shops_built += 1
        tech_trigger(s, seat, "build_shop")
        apply_reward(s, seat, site.shops[k], CAT_BUILDINGS)
        if h.shops_built >= s.static.total_shops:
            end_trigger(s, "all_shops_built")
    elif a.kind == "build_trading_house":
        s.cow("trading_houses")[pos] = seat
        h = s.hw(seat)
        h.hand_trading_houses -= 1
        h.trading_houses_built += 1
        tech_trigger(s, seat, "build_trading_house")
        apply_reward(s, seat, site.trading_house, CAT_BUILDINGS)
        if h.trading_houses_built >= s.static.total_trading_houses:
            end_trigger(s, "all_trading_houses_built")


def gen_cleanup(s: State, f: Frame, seat: int) -> list[A]:
    if s.assist[f[1] * s.static.players + seat] and s.players[seat].tech_mask >> T_TELEPHONE & 1:
        return [KEEP_ASSISTANT[seat], PASS[seat]]
    return []


def app_cleanup(s: State, f: Frame, a: A) -> None:
    """R-CLEAN: own assistants in the action area go back to hand (Telephone: 1 stays)."""
    seat = a.seat
    index = f[1] * s.static.players + seat
    stay = RULE["telephone"]["assistants_may_stay"] if a.kind == "keep_assistant" else 0
    back = max(0, s.assist[index] - stay)
    if back:
        s.assist[index] -= back
        s.pw(seat).hand_assistants += back


# --- reward choices (§7) -----------------------------------------------------------------


def gen_goods(s: State, f: Frame, seat: int) -> list[A]:
    return list(GOOD[seat])


def app_goods(s: State, f: Frame, a: A) -> None:
    copper = f[2]
    if a.kind == "good":
        g = GOOD_RES[str(a.args[0])]
        s.pw(a.seat).res[g] += 1
        copper = copper or int(g == COPPER)
        if f[1] > 1:
            s.stack.append((F_GOODS, f[1] - 1, copper))
            return
    if copper:
        copper_event(s, a.seat)  # one event per reward


def gen_mv(s: State, f: Frame, seat: int) -> list[A]:
    if f[1] <= 0:
        return []
    out: list[A] = []
    if s.players[seat].hand_assistants:
        out.append(SHIFT_FROM_HAND[seat])
    table = area_actions(s, seat, "shift_from")
    for pos, count in enumerate(s.assist[seat :: s.static.players]):
        if count:
            out.append(table[pos])
    if out:
        out.append(PASS[seat])  # optional; unused movements are forfeited
    return out


def app_mv(s: State, f: Frame, a: A) -> None:
    if a.kind != "shift_from":
        return
    s.stack.append((F_MV, f[1] - 1))
    src = IN_HAND if a.args[0] == "hand" else area_pos(s, a)
    s.stack.append((F_MV_TO, src))


def gen_mv_to(s: State, f: Frame, seat: int) -> list[A]:
    src = f[1]
    canal = s.static.canal
    table = area_actions(s, seat, "shift_to")
    # never the canal; no fees
    return [action for pos, action in enumerate(table) if pos != canal and pos != src]


def app_mv_to(s: State, f: Frame, a: A) -> None:
    if a.kind != "shift_to":
        return
    n = s.static.players
    src = f[1]
    if src == IN_HAND:
        s.pw(a.seat).hand_assistants -= 1
    else:
        s.assist[src * n + a.seat] -= 1
    s.assist[area_pos(s, a) * n + a.seat] += 1


# --- free actions (A-23) -----------------------------------------------------------------


# Inside a committed multi-step choice a free action could undo what was chosen (spending
# the money a path or a payment relies on), so they are not offered there (R-MOVE-4: money
# is raised before the path is submitted).
NO_FREE_ACTIONS = frozenset((F_MOVING, F_CHURCH_PAY, F_LAB_PAY, F_SOURCE, F_MV_TO))
FREE_ACTION_TECHS = 1 << T_UNIVERSITY | 1 << T_TEXTILE
FREE_ACTION_KINDS = frozenset(("university", "textile"))


def free_actions(s: State, seat: int) -> list[A]:
    p = s.players[seat]
    if not p.tech_mask & FREE_ACTION_TECHS:
        return []
    if s.stack and s.stack[-1][0] in NO_FREE_ACTIONS:
        return []
    out: list[A] = []
    if not p.turn_flags & TURN_UNIVERSITY_USED and owns(p, T_UNIVERSITY):
        rule = RULE["university"]
        if p.res[YEN] >= rule["pay_yen"] and p.holdings.wh_assistants >= rule["assistants"]:
            out.append(UNIVERSITY[seat])
    if (
        not p.turn_flags & TURN_TEXTILE_USED
        and owns(p, T_TEXTILE)
        and p.res[SILK] >= RULE["textile_factory"]["pay_silk"]
    ):
        out.append(TEXTILE[seat])
    return out


def apply_free(s: State, a: A) -> None:
    p = s.pw(a.seat)
    if a.kind == "university":
        rule = RULE["university"]
        p.res[YEN] -= rule["pay_yen"]
        s.hw(a.seat).wh_assistants -= rule["assistants"]
        p.hand_assistants += rule["assistants"]
        p.turn_flags |= TURN_UNIVERSITY_USED
    else:
        rule = RULE["textile_factory"]
        p.res[SILK] -= rule["pay_silk"]
        p.res[YEN] += rule["gain_yen"]
        p.turn_flags |= TURN_TEXTILE_USED


# --- dispatch ----------------------------------------------------------------------------

AUTO: dict[int, Callable[[State, Frame], None]] = {
    F_MAIN: auto_main,
    F_ACT: auto_act,
    F_LAB_REFILL: auto_lab_refill,
    F_PORT_REFILL: auto_port_refill,
    F_FIVE: auto_five,
    F_END_TURN: auto_end_turn,
}

DECISIONS: dict[int, tuple[Generator, Applier]] = {
    F_PHASE: (gen_phase, app_phase),
    F_PLACE_MODE: (gen_place_mode, app_place_mode),
    F_SPREAD: (gen_spread, app_spread),
    F_TELEGRAPH: (gen_telegraph, app_telegraph),
    F_MOVE_MODE: (gen_move_mode, app_move_mode),
    F_MOVING: (gen_moving, app_moving),
    F_RECALL: (gen_recall, app_recall),
    F_CHINA: (gen_china, app_china),
    F_CHURCH: (gen_church, app_church),
    F_CHURCH_PAY: (gen_church_pay, app_church_pay),
    F_SOURCE: (gen_source, app_source),
    F_CUSTOMS: (gen_customs, app_customs),
    F_HIRE: (gen_hire, app_hire),
    F_LAB: (gen_lab, app_lab),
    F_LAB_PAY: (gen_lab_pay, app_lab_pay),
    F_STATION: (gen_station, app_station),
    F_PORT1: (gen_port1, app_port1),
    F_PORT2: (gen_port2, app_port2),
    F_BUILD: (gen_build, app_build),
    F_CLEANUP: (gen_cleanup, app_cleanup),
    F_GOODS: (gen_goods, app_goods),
    F_MV: (gen_mv, app_mv),
    F_MV_TO: (gen_mv_to, app_mv_to),
    F_MARKER: (gen_marker, app_marker),
}

# Decisions resolved without asking when exactly one option exists: which assistant goes to
# the board and how to pay for a lab card change nothing else when there is no choice.
AUTO_SINGLE = frozenset((F_SOURCE, F_LAB_PAY))


# Dispatch by frame kind through lists (cheaper than dict lookups on the hot path).
_N_KINDS = 1 + max(max(AUTO), max(DECISIONS))
_AUTO_T: list[Callable[[State, Frame], None] | None] = [None] * _N_KINDS
_GEN_T: list[Generator | None] = [None] * _N_KINDS
_APP_T: list[Applier | None] = [None] * _N_KINDS
for _kind, _auto in AUTO.items():
    _AUTO_T[_kind] = _auto
for _kind, (_gen, _app) in DECISIONS.items():
    _GEN_T[_kind] = _gen
    _APP_T[_kind] = _app
_NO_FREE_T = [kind in NO_FREE_ACTIONS for kind in range(_N_KINDS)]
_AUTO_SINGLE_T = [kind in AUTO_SINGLE for kind in range(_N_KINDS)]


def advance(s: State) -> None:
    """Run automatic frames until a decision with a real choice is on top (or the end)."""
    stack = s.stack
    auto_t = _AUTO_T
    gen_t = _GEN_T
    while stack:
        # Popped first: automatic and unasked frames leave anyway, a real decision goes back.
        frame = stack.pop()
        kind = frame[0]
        auto = auto_t[kind]
        if auto is not None:
            auto(s, frame)
            continue
        seat = s.active  # changes when a turn ends inside this loop
        options = gen_t[kind](s, frame, seat)  # type: ignore[misc]
        if not options:
            _APP_T[kind](s, frame, PASS[seat])  # type: ignore[misc]
            continue
        # (generators offer `pass` as the shared PASS[seat] only)
        if len(options) == 1 and (options[0] is PASS[seat] or _AUTO_SINGLE_T[kind]):
            _APP_T[kind](s, frame, options[0])  # type: ignore[misc]
            continue
        stack.append(frame)
        # Generators return fresh lists, so the free actions can be appended in place.
        if s.players[seat].tech_mask & FREE_ACTION_TECHS and not _NO_FREE_T[kind]:
            options += free_actions(s, seat)
        s._legal = options
        return
    if s.board.setup_pending == 0:
        s.wboard().over = 1


def decision_frame(s: State) -> Frame | None:
    if s.board.over or s.board.setup_pending or not s.stack:
        return None
    return s.stack[-1]


def current_seats(s: State) -> tuple[int, ...]:
    if s._legal is not None:  # only ever cached for the active seat's pending decision
        return _SEAT_TUPLES[s.active]
    if s.board.over:
        return ()
    if s.board.setup_pending:
        return tuple(seat for seat in range(s.static.players) if s.board.setup_pending >> seat & 1)
    return _SEAT_TUPLES[s.active]


_SEAT_TUPLES = tuple((seat,) for seat in range(MAX_SEATS))


def legal(s: State, seat: int) -> list[A]:
    if s.board.over:
        return []
    if s.board.setup_pending:
        if not s.board.setup_pending >> seat & 1:
            return []
        return [A(seat, "keep_order", (C.orders[o].id,)) for o in s.players[seat].holdings.draw]
    if seat != s.active:
        return []
    if s._legal is None:
        frame = s.stack[-1]
        s._legal = _GEN_T[frame[0]](s, frame, seat) + free_actions(s, seat)  # type: ignore[misc]
    return s._legal


def _why_illegal(s: State, action: A) -> str:
    if s.board.over:
        return gettext("the game is over")
    seats = current_seats(s)
    if action.seat not in seats:
        return gettext("seat %(seat)d has no decision to make now") % {"seat": action.seat}
    frame = decision_frame(s)
    what = "keep_order" if frame is None else DECISION_NAMES.get(frame[0], "unknown")
    kinds = sorted({o.kind for o in legal(s, action.seat)})
    if action.kind not in kinds:
        return gettext(
            "'%(kind)s' is not possible now: the decision is %(decision)s (%(kinds)s)"
        ) % {
            "kind": action.kind,
            "decision": what,
            "kinds": ", ".join(kinds),
        }
    return gettext("'%(notation)s' is not one of the legal options for %(decision)s") % {
        "notation": action.to_notation(),
        "decision": what,
    }


def apply_action(state: State, action: A) -> State:
    # Identity first: callers pass back the listed objects, and `_legal` only ever holds
    # the active seat's options, so a hit is legal whatever the action's seat.
    options = state._legal
    if options is not None:
        for option in options:
            if option is action:
                break
        else:
            options = None
    if options is None:
        if not isinstance(action, YokohamaAction):
            raise IllegalAction(gettext("not a Yokohama action"))
        if action not in legal(state, action.seat):
            raise IllegalAction(_why_illegal(state, action))
        if state.board.setup_pending:  # setup decisions are never cached in `_legal`
            return _apply_keep_order(state, action)
    s = state.clone()
    if action.kind in FREE_ACTION_KINDS:
        apply_free(s, action)
    else:
        frame = s.stack.pop()
        _APP_T[frame[0]](s, frame, action)  # type: ignore[misc]
    advance(s)
    return s


def _apply_keep_order(state: State, action: A) -> State:
    """Setup: the seat keeps one of its two drawn orders; the last one starts round 1."""
    s = state.clone()
    seat = action.seat
    h = s.hw(seat)
    kept = C.order_index[str(action.args[0])]
    h.orders = (kept,)
    s.cow("box_orders").extend(o for o in h.draw if o != kept)  # returned unseen (§1.13)
    h.draw = ()
    b = s.wboard()
    b.setup_pending &= ~(1 << seat)
    if not b.setup_pending:
        b.round = 1
        s.turn = 0
        start_turn(s, s.static.start_player)
        advance(s)
    return s


def legal_actions(s: State, seat: int) -> list[A]:
    """The contract's `legal_actions`: a copy the caller may keep or change."""
    cached = s._legal
    if cached is not None and seat == s.active:
        return cached.copy()
    return legal(s, seat).copy()
