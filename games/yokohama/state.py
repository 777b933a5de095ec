"""Game state: a small tree of ints, lists and tuples, cheap to clone and to serialise.

Design for the hot path (apply runs tens of thousands of times per second in the bench):
- `State.clone()` copies the flat top-level lists (a few dozen short lists) and shares the
  immutable `Static` part; players are copied on first write only (`State.pw`).
- Everything inside is ints and tuples of ints, so JSON and the bytes codec are plain
  dumps/loads with no object graph to walk. Ids (area, card) appear only in views/actions.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import orjson

from games.yokohama.components import COMPONENTS as C

FREE = -1
NEUTRAL = -2  # 2-player blocker on church/customs spaces (§1.14)
IN_HAND = -1  # president position when not on the map

# Categories of VP scored during play (index into Player.vp).
PLAY_CATEGORIES: tuple[str, ...] = (
    "church_board",
    "customs_board",
    "buildings",
    "orders",
    "achievements",
    "technologies",
    "port",
    "five_power",
)
(
    CAT_CHURCH,
    CAT_CUSTOMS,
    CAT_BUILDINGS,
    CAT_ORDERS,
    CAT_ACHIEVEMENTS,
    CAT_TECH,
    CAT_PORT,
    CAT_FIVE,
) = range(8)

# Agent codes in Player.agents: a supply agent is its country index; mini-expansion tokens are
# offset so one tuple of ints holds every agent a player owns (§4.1, §8).
AGENT_MINI2_BASE = 100
AGENT_MINI1_BASE = 200

# Bits of Player.turn_flags (reset at the start of each own turn).
TURN_AGENT_USED = 1
TURN_UNIVERSITY_USED = 2
TURN_TEXTILE_USED = 4


# Codec order of a player record. Explicit (not __slots__, which tools may re-sort) because
# stored states depend on it: append new fields at the end and bump the state format.
PLAYER_FIELDS: tuple[str, ...] = (
    "res",
    "hand_assistants",
    "hand_shops",
    "hand_trading_houses",
    "wh_assistants",
    "wh_shops",
    "wh_trading_houses",
    "trading_houses_released",
    "shops_built",
    "trading_houses_built",
    "agents_used",
    "turn_flags",
    "techs",
    "tech_mask",
    "orders",
    "fulfilled",
    "agents",
    "tokens",
    "markers",
    "vp",
    "draw",
)


class Player:
    """One seat's resources. Tuples are replaced, never mutated, so a shallow copy is safe."""

    __slots__ = (
        "agents",
        "agents_used",
        "draw",
        "fulfilled",
        "hand_assistants",
        "hand_shops",
        "hand_trading_houses",
        "markers",
        "orders",
        "res",
        "shops_built",
        "tech_mask",
        "techs",
        "tokens",
        "trading_houses_built",
        "trading_houses_released",
        "turn_flags",
        "vp",
        "wh_assistants",
        "wh_shops",
        "wh_trading_houses",
    )

    res: list[int]
    hand_assistants: int
    hand_shops: int
    hand_trading_houses: int
    wh_assistants: int
    wh_shops: int
    wh_trading_houses: int
    trading_houses_released: int
    shops_built: int
    trading_houses_built: int
    agents_used: int
    turn_flags: int
    techs: tuple[int, ...]
    tech_mask: int  # bit per owned technology type (derived from techs, kept for speed)
    orders: tuple[int, ...]
    fulfilled: tuple[int, ...]
    agents: tuple[int, ...]
    tokens: tuple[int, ...]
    markers: tuple[int, ...]
    vp: tuple[int, ...]
    draw: tuple[int, ...]

    def copy(self) -> Player:
        p = Player()  # no __init__: cheaper than Player.__new__(Player)
        p.res = self.res.copy()
        p.hand_assistants = self.hand_assistants
        p.hand_shops = self.hand_shops
        p.hand_trading_houses = self.hand_trading_houses
        p.wh_assistants = self.wh_assistants
        p.wh_shops = self.wh_shops
        p.wh_trading_houses = self.wh_trading_houses
        p.trading_houses_released = self.trading_houses_released
        p.shops_built = self.shops_built
        p.trading_houses_built = self.trading_houses_built
        p.agents_used = self.agents_used
        p.turn_flags = self.turn_flags
        p.techs = self.techs
        p.tech_mask = self.tech_mask
        p.orders = self.orders
        p.fulfilled = self.fulfilled
        p.agents = self.agents
        p.tokens = self.tokens
        p.markers = self.markers
        p.vp = self.vp
        p.draw = self.draw
        return p

    @property
    def score(self) -> int:
        return sum(self.vp)

    def to_list(self) -> list[Any]:
        return [getattr(self, name) for name in PLAYER_FIELDS]

    @staticmethod
    def from_list(values: list[Any]) -> Player:
        if len(values) != len(PLAYER_FIELDS):
            raise ValueError("player record has the wrong length")
        p = Player.__new__(Player)
        for name, value in zip(PLAYER_FIELDS, values, strict=True):
            if isinstance(value, list):
                value = list(value) if name == "res" else tuple(value)
            setattr(p, name, value)
        return p

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Player):
            return NotImplemented
        return all(getattr(self, n) == getattr(other, n) for n in PLAYER_FIELDS)

    __hash__ = None  # type: ignore[assignment]


class Static:
    """What setup fixes for the whole game: options, the map and its adjacency (R-MAP-1)."""

    __slots__ = (
        "achievements",
        "action_cache",
        "adjacency",
        "adjacency_masks",
        "allow_zero_placement",
        "board",
        "canal",
        "category",
        "coords",
        # derived, not serialised
        "edition_new",
        "effect",
        "lab_positions",
        "mini1",
        "mini2",
        "neutral_scoring",
        "options",
        "players",
        "port_positions",
        "position_of",
        "rows",
        "seat_tables",
        "sites",
        "slots_per_site",
        "start_player",
        "station_requires_assistant",
        "tile_ids",
        "tiles",
        "total_shops",
        "total_trading_houses",
    )

    players: int
    options: tuple[tuple[str, Any], ...]
    start_player: int
    tiles: tuple[int, ...]
    tile_ids: tuple[str, ...]
    rows: tuple[int, ...]
    adjacency: tuple[tuple[int, ...], ...]
    sites: tuple[int, ...]
    achievements: tuple[int, ...]
    edition_new: bool
    mini1: bool
    mini2: bool
    neutral_scoring: bool
    station_requires_assistant: bool
    allow_zero_placement: bool
    coords: tuple[tuple[int, int], ...]
    position_of: dict[str | int, int]  # area id -> position; keyed by action arguments
    effect: tuple[str, ...]
    category: tuple[str, ...]
    board: tuple[int, ...]
    canal: int
    lab_positions: tuple[int, ...]
    port_positions: tuple[int, ...]
    slots_per_site: int
    total_shops: int
    total_trading_houses: int
    action_cache: dict[tuple[int, str], tuple[Any, ...]]
    adjacency_masks: tuple[int, ...]  # bit set of the neighbours of each position
    seat_tables: list[Any]  # per seat: action tables built on first use (rules.py)

    def __init__(
        self,
        *,
        players: int,
        options: tuple[tuple[str, Any], ...],
        start_player: int,
        tiles: tuple[int, ...],
        tile_ids: tuple[str, ...],
        rows: tuple[int, ...],
        adjacency: tuple[tuple[int, ...], ...],
        sites: tuple[int, ...],
        achievements: tuple[int, ...],
    ) -> None:
        self.players = players
        self.options = options
        self.start_player = start_player
        self.tiles = tiles
        self.tile_ids = tile_ids
        self.rows = rows
        self.adjacency = adjacency
        self.sites = sites
        self.achievements = achievements
        opts = dict(options)
        self.edition_new = opts["edition"] == "new"
        self.mini1 = bool(opts["mini_expansion_1"])
        self.mini2 = bool(opts["mini_expansion_2"])
        self.neutral_scoring = bool(opts["two_player_neutral_scoring"])
        self.station_requires_assistant = bool(opts["station_requires_assistant"])
        self.allow_zero_placement = bool(opts["allow_zero_placement"])
        coords: list[tuple[int, int]] = []
        for r, length in enumerate(rows):
            coords.extend((r, c) for c in range(length))
        self.coords = tuple(coords)
        self.position_of = {tile_id: pos for pos, tile_id in enumerate(tile_ids)}
        types = [C.area_types[t] for t in tiles]
        self.effect = tuple(t.effect for t in types)
        self.category = tuple(t.category for t in types)
        self.canal = next((pos for pos, t in enumerate(types) if t.effect == "canal"), -1)
        # Management board A belongs to tile A (§1.7): boards are ordered by board id.
        labs = sorted((t.board, pos) for pos, t in enumerate(types) if t.effect == "lab")
        ports = sorted((t.board, pos) for pos, t in enumerate(types) if t.effect == "port")
        self.lab_positions = tuple(pos for _, pos in labs)
        self.port_positions = tuple(pos for _, pos in ports)
        board = [-1] * len(tiles)
        for i, pos in enumerate(self.lab_positions):
            board[pos] = i
        for i, pos in enumerate(self.port_positions):
            board[pos] = i
        self.board = tuple(board)
        self.slots_per_site = len(C.sites[0].shops)
        wh = C.warehouse_new if self.edition_new else C.warehouse_original
        self.total_shops = C.start_hand["shops"] + wh[1]
        self.total_trading_houses = wh[2]
        self.action_cache = {}
        self.adjacency_masks = tuple(sum(1 << nb for nb in adj) for adj in adjacency)
        self.seat_tables = [None] * players

    def to_list(self) -> list[Any]:
        return [
            self.players,
            [list(kv) for kv in self.options],
            self.start_player,
            self.tiles,
            self.tile_ids,
            self.rows,
            self.adjacency,
            self.sites,
            self.achievements,
        ]

    @staticmethod
    def from_list(values: list[Any]) -> Static:
        if len(values) != 9:
            raise ValueError("static record has the wrong length")
        return Static(
            players=int(values[0]),
            options=tuple((str(k), v) for k, v in values[1]),
            start_player=int(values[2]),
            tiles=tuple(values[3]),
            tile_ids=tuple(values[4]),
            rows=tuple(values[5]),
            adjacency=tuple(tuple(a) for a in values[6]),
            sites=tuple(values[7]),
            achievements=tuple(values[8]),
        )

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Static):
            return NotImplemented
        return self.to_list() == other.to_list()

    __hash__ = None  # type: ignore[assignment]


Frame = tuple[int, ...]

# Serialised fields of State, in codec order (Static and players are handled separately).
_LIST_FIELDS = (
    "assist",
    "pres",
    "shops",
    "trading_houses",
    "five",
    "church",
    "customs",
    "labs",
    "ports",
    "tech_deck",
    "order_deck",
    "box_orders",
    "agent_supply",
    "markers_open",
)
_INT_FIELDS = ("active", "round", "turn", "end_round", "station", "over", "setup_pending")


_COW_BITS = {
    name: 1 << i
    for i, name in enumerate(
        (
            "shops",
            "trading_houses",
            "five",
            "church",
            "customs",
            "labs",
            "ports",
            "tech_deck",
            "order_deck",
            "box_orders",
            "agent_supply",
            "markers_open",
            "claims",
        )
    )
}


class State:
    """The whole game. States are never mutated after `apply` returns them."""

    __slots__ = (
        "_cow",
        "_legal",
        "_owned",
        "active",
        "agent_supply",
        "assist",
        "box_orders",
        "church",
        "claims",
        "customs",
        "end_reason",
        "end_round",
        "five",
        "labs",
        "markers_open",
        "order_deck",
        "over",
        "players",
        "ports",
        "pres",
        "round",
        "setup_pending",
        "shops",
        "stack",
        "static",
        "station",
        "tech_deck",
        "trading_houses",
        "turn",
    )

    static: Static
    stack: list[Frame]  # pending steps; the top (last) one is the current decision
    players: list[Player]
    assist: list[int]  # [position * players + seat] -> own assistants in that area
    pres: list[int]  # seat -> position of the president, IN_HAND when in hand
    shops: list[int]  # [position * slots + slot] -> owner seat or FREE
    trading_houses: list[int]  # position -> owner seat or FREE
    five: list[int]  # position -> five-power token index still on the area, or FREE
    church: list[int]  # church board spaces -> seat, NEUTRAL or FREE
    customs: list[int]
    labs: list[int]  # [board * slots + slot] -> tech card index or FREE
    ports: list[int]  # [board * slots + slot] -> order index or FREE
    tech_deck: list[int]  # last item = top of the deck (hidden)
    order_deck: list[int]  # last item = top of the deck (hidden)
    box_orders: list[int]  # orders removed unseen at setup or returned from the setup draw
    agent_supply: list[int]  # country -> foreign agents left
    markers_open: list[int]  # mini-expansion #1 markers still available
    claims: list[tuple[int, ...]]  # achievement in play -> seats in claim order
    active: int
    round: int
    turn: int  # index within the round, counted from the start player
    end_round: int  # the game ends after this round; -1 until an end trigger fires
    end_reason: str
    station: int  # position of the station token or -1
    over: int
    setup_pending: int  # bitmask of seats that still have to keep an order card
    _owned: int  # bitmask of players already copied in this transition
    _cow: int  # bitmask of shared lists already copied in this transition (_COW_BITS)
    _legal: list[Any] | None  # cached legal actions of the deciding seat (not serialised)

    def clone(self) -> State:
        """Copy for one transition: the lists most actions write are copied now, the rarely
        written ones (boards, decks, supplies) are shared until `cow` copies them."""
        s = State()  # no __init__: cheaper than State.__new__(State)
        s.static = self.static
        s.stack = self.stack.copy()
        s.players = self.players.copy()
        s.assist = self.assist.copy()
        s.pres = self.pres.copy()
        s.shops = self.shops
        s.trading_houses = self.trading_houses
        s.five = self.five
        s.church = self.church
        s.customs = self.customs
        s.labs = self.labs
        s.ports = self.ports
        s.tech_deck = self.tech_deck
        s.order_deck = self.order_deck
        s.box_orders = self.box_orders
        s.agent_supply = self.agent_supply
        s.markers_open = self.markers_open
        s.claims = self.claims
        s.active = self.active
        s.round = self.round
        s.turn = self.turn
        s.end_round = self.end_round
        s.end_reason = self.end_reason
        s.station = self.station
        s.over = self.over
        s.setup_pending = self.setup_pending
        s._owned = 0
        s._cow = 0
        s._legal = None
        return s

    def cow(self, name: str) -> list[Any]:
        """A shared list made private to this state before its first write."""
        bit = _COW_BITS[name]
        if not self._cow & bit:
            self._cow |= bit
            setattr(self, name, getattr(self, name).copy())
        value: list[Any] = getattr(self, name)
        return value

    def pw(self, seat: int) -> Player:
        """The seat's player record, copied on first write within this transition."""
        bit = 1 << seat
        if not self._owned & bit:
            self._owned |= bit
            self.players[seat] = self.players[seat].copy()
        return self.players[seat]

    # --- serialisation -------------------------------------------------------------------

    def to_list(self) -> list[Any]:
        return [
            self.static.to_list(),
            self.stack,
            [p.to_list() for p in self.players],
            [getattr(self, name) for name in _LIST_FIELDS],
            self.claims,
            [getattr(self, name) for name in _INT_FIELDS],
            self.end_reason,
        ]

    @staticmethod
    def from_list(values: list[Any], static: Static | None = None) -> State:
        if not isinstance(values, list) or len(values) != 7:
            raise ValueError("state record has the wrong shape")
        s = State.__new__(State)
        s.static = static if static is not None else Static.from_list(values[0])
        s.stack = [tuple(f) for f in values[1]]
        s.players = [Player.from_list(p) for p in values[2]]
        lists = values[3]
        if len(lists) != len(_LIST_FIELDS):
            raise ValueError("state lists have the wrong length")
        for name, value in zip(_LIST_FIELDS, lists, strict=True):
            setattr(s, name, list(value))
        s.claims = [tuple(c) for c in values[4]]
        ints = values[5]
        if len(ints) != len(_INT_FIELDS):
            raise ValueError("state integers have the wrong length")
        for name, value in zip(_INT_FIELDS, ints, strict=True):
            setattr(s, name, int(value))
        s.end_reason = str(values[6])
        s._owned = 0
        s._cow = 0
        s._legal = None
        return s

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, State):
            return NotImplemented
        return self.to_list() == other.to_list()

    __hash__ = None  # type: ignore[assignment]


_STATIC_CACHE: dict[bytes, Static] = {}


def encode(state: State) -> bytes:
    return orjson.dumps(state.to_list())


def decode(data: bytes) -> State:
    values = orjson.loads(data)
    if not isinstance(values, list) or len(values) != 7:
        raise ValueError("not an encoded yokohama state")
    # The static part is identical for every state of a match: build it once per process.
    key = orjson.dumps(values[0])
    static = _STATIC_CACHE.get(key)
    if static is None:
        static = Static.from_list(values[0])
        if len(_STATIC_CACHE) > 256:
            _STATIC_CACHE.clear()
        _STATIC_CACHE[key] = static
    return State.from_list(values, static)


_JSON_KEYS = ("static", "stack", "players", "lists", "claims", "ints", "end_reason")


def to_json(state: State) -> dict[str, Any]:
    """Named top level, positional inside (the same records as the bytes codec)."""
    out: dict[str, Any] = {"format": "yokohama/1"}
    record = state.to_list()
    out.update(zip(_JSON_KEYS, orjson.loads(orjson.dumps(record)), strict=True))
    return out


def from_json(data: Mapping[str, Any]) -> State:
    if data.get("format") != "yokohama/1":
        raise ValueError("unknown yokohama state format")
    return State.from_list([data[k] for k in _JSON_KEYS])
