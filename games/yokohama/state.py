"""Game state: a small tree of ints, lists and tuples, cheap to clone and to serialise.

Design for the hot path (apply runs tens of thousands of times per second in the bench):
- `State.clone()` copies the few lists nearly every transition writes (stack, players,
  assistants, presidents) and shares the immutable `Static` part and the rarely written
  `Board` (boards, decks, supplies, round, end); the board, each of its lists and each
  player record are copied on first write only (`State.wboard`, `State.cow`, `State.pw`).
- Everything inside is ints and tuples of ints, so JSON and the bytes codec are plain
  dumps/loads with no object graph to walk. Ids (area, card) appear only in views/actions.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Generic, TypeVar, overload

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


# Player fields kept on its `Holdings` (rarely written); the others are on the record itself.
HOLDINGS_FIELDS: tuple[str, ...] = (
    "hand_shops",
    "hand_trading_houses",
    "wh_assistants",
    "wh_shops",
    "wh_trading_houses",
    "trading_houses_released",
    "shops_built",
    "trading_houses_built",
    "agents_used",
    "techs",
    "orders",
    "fulfilled",
    "agents",
    "tokens",
    "markers",
    "draw",
)


class Holdings:
    """What a seat owns that changes rarely: pieces other than assistants, built counts,
    cards, agents, tokens, markers and the setup draw. Player records share it until one
    writes (`State.hw`), so copying a record copies a handful of fields, not all."""

    __slots__ = HOLDINGS_FIELDS

    hand_shops: int
    hand_trading_houses: int
    wh_assistants: int
    wh_shops: int
    wh_trading_houses: int
    trading_houses_released: int
    shops_built: int
    trading_houses_built: int
    agents_used: int
    techs: tuple[int, ...]
    orders: tuple[int, ...]
    fulfilled: tuple[int, ...]
    agents: tuple[int, ...]
    tokens: tuple[int, ...]
    markers: tuple[int, ...]
    draw: tuple[int, ...]

    def copy(self) -> Holdings:
        h = Holdings()  # no __init__: cheaper than Holdings.__new__(Holdings)
        h.hand_shops = self.hand_shops
        h.hand_trading_houses = self.hand_trading_houses
        h.wh_assistants = self.wh_assistants
        h.wh_shops = self.wh_shops
        h.wh_trading_houses = self.wh_trading_houses
        h.trading_houses_released = self.trading_houses_released
        h.shops_built = self.shops_built
        h.trading_houses_built = self.trading_houses_built
        h.agents_used = self.agents_used
        h.techs = self.techs
        h.orders = self.orders
        h.fulfilled = self.fulfilled
        h.agents = self.agents
        h.tokens = self.tokens
        h.markers = self.markers
        h.draw = self.draw
        return h


T = TypeVar("T")


class _InHoldings(Generic[T]):
    """`player.<field>` for a field kept on the player's `Holdings`: reads go through, a
    write replaces the holdings by a changed copy (never changes shared ones). Convenient
    for tools and tests; the rules read `player.holdings` and write through `State.hw`."""

    __slots__ = ("name",)

    def __set_name__(self, owner: type, name: str) -> None:
        self.name = name

    @overload
    def __get__(self, obj: None, owner: type) -> _InHoldings[T]: ...

    @overload
    def __get__(self, obj: Player, owner: type) -> T: ...

    def __get__(self, obj: Player | None, owner: type) -> T | _InHoldings[T]:
        if obj is None:
            return self
        value: T = getattr(obj.holdings, self.name)
        return value

    def __set__(self, obj: Player, value: T) -> None:
        holdings = obj.holdings.copy()
        setattr(holdings, self.name, value)
        obj.holdings = holdings


# Where each codec field of a player record lives: (on the holdings?, name).
_PLAYER_SOURCES = tuple((name in HOLDINGS_FIELDS, name) for name in PLAYER_FIELDS)


class Player:
    """One seat's resources: the often written fields, and the rarely written ones on a
    shared `Holdings`. Tuples are replaced, never mutated, so a shallow copy is safe."""

    __slots__ = ("hand_assistants", "holdings", "res", "tech_mask", "turn_flags", "vp")

    res: list[int]
    hand_assistants: int
    turn_flags: int
    tech_mask: int  # bit per owned technology type (derived from techs, kept for speed)
    vp: tuple[int, ...]
    holdings: Holdings  # shared with earlier records until written (`State.hw`)

    hand_shops = _InHoldings[int]()
    hand_trading_houses = _InHoldings[int]()
    wh_assistants = _InHoldings[int]()
    wh_shops = _InHoldings[int]()
    wh_trading_houses = _InHoldings[int]()
    trading_houses_released = _InHoldings[int]()
    shops_built = _InHoldings[int]()
    trading_houses_built = _InHoldings[int]()
    agents_used = _InHoldings[int]()
    techs = _InHoldings[tuple[int, ...]]()
    orders = _InHoldings[tuple[int, ...]]()
    fulfilled = _InHoldings[tuple[int, ...]]()
    agents = _InHoldings[tuple[int, ...]]()
    tokens = _InHoldings[tuple[int, ...]]()
    markers = _InHoldings[tuple[int, ...]]()
    draw = _InHoldings[tuple[int, ...]]()

    def copy(self) -> Player:
        """A copy sharing the holdings (`State.hw` copies them before a write)."""
        p = Player()  # no __init__: cheaper than Player.__new__(Player)
        p.res = self.res.copy()
        p.hand_assistants = self.hand_assistants
        p.turn_flags = self.turn_flags
        p.tech_mask = self.tech_mask
        p.vp = self.vp
        p.holdings = self.holdings
        return p

    @property
    def score(self) -> int:
        return sum(self.vp)

    def to_list(self) -> list[Any]:
        h = self.holdings
        return [getattr(h if held else self, name) for held, name in _PLAYER_SOURCES]

    @staticmethod
    def from_list(values: list[Any]) -> Player:
        if len(values) != len(PLAYER_FIELDS):
            raise ValueError("player record has the wrong length")
        p = Player()
        h = p.holdings = Holdings()
        for (held, name), value in zip(_PLAYER_SOURCES, values, strict=True):
            if isinstance(value, list):
                value = list(value) if name == "res" else tuple(value)
            setattr(h if held else p, name, value)
        return p

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Player):
            return NotImplemented
        return self.to_list() == other.to_list()

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

# Serialised fields of State, in codec order (Static and players are handled separately):
# the lists (`assist`, `pres`, then the board's) and the integers (on the state or board).
_BOARD_LIST_FIELDS = (
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
_LIST_FIELDS = ("assist", "pres", *_BOARD_LIST_FIELDS)
_INT_FIELDS = ("active", "round", "turn", "end_round", "station", "over", "setup_pending")

# Bits of State._copied, what is already copied in this transition: player records (bit =
# seat), their holdings (bit 8 + seat), the board record, then each board list.
_HOLDINGS_COPIED = 0x100
_BOARD_COPIED = 0x10000
_COW_BITS = {name: _BOARD_COPIED << 1 + i for i, name in enumerate((*_BOARD_LIST_FIELDS, "claims"))}


class Board:
    """The part of the state most transitions leave alone: boards, decks, supplies, the
    round and the end. States share it until one writes (`State.wboard`, `State.cow`),
    so a transition copies a handful of references instead of all of them."""

    __slots__ = (
        "agent_supply",
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
        "ports",
        "round",
        "setup_pending",
        "shops",
        "station",
        "tech_deck",
        "trading_houses",
    )

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
    round: int
    end_round: int  # the game ends after this round; -1 until an end trigger fires
    end_reason: str
    station: int  # position of the station token or -1
    over: int
    setup_pending: int  # bitmask of seats that still have to keep an order card

    def copy(self) -> Board:
        """A shallow copy: the lists stay shared until `State.cow` copies them."""
        b = Board()  # no __init__: cheaper than Board.__new__(Board)
        b.shops = self.shops
        b.trading_houses = self.trading_houses
        b.five = self.five
        b.church = self.church
        b.customs = self.customs
        b.labs = self.labs
        b.ports = self.ports
        b.tech_deck = self.tech_deck
        b.order_deck = self.order_deck
        b.box_orders = self.box_orders
        b.agent_supply = self.agent_supply
        b.markers_open = self.markers_open
        b.claims = self.claims
        b.round = self.round
        b.end_round = self.end_round
        b.end_reason = self.end_reason
        b.station = self.station
        b.over = self.over
        b.setup_pending = self.setup_pending
        return b


class _OnBoard(Generic[T]):
    """`state.<field>` for a field kept on the state's `Board`: reads go through, a write
    goes to this state's own copy of the board (a whole list set is this state's own).
    Convenient for tools and tests; the rules use `state.board` directly."""

    __slots__ = ("name",)

    def __set_name__(self, owner: type, name: str) -> None:
        self.name = name

    @overload
    def __get__(self, obj: None, owner: type) -> _OnBoard[T]: ...

    @overload
    def __get__(self, obj: State, owner: type) -> T: ...

    def __get__(self, obj: State | None, owner: type) -> T | _OnBoard[T]:
        if obj is None:
            return self
        value: T = getattr(obj.board, self.name)
        return value

    def __set__(self, obj: State, value: T) -> None:
        setattr(obj.wboard(), self.name, value)
        obj._copied |= _COW_BITS.get(self.name, 0)


class State:
    """The whole game. States are never mutated after `apply` returns them."""

    __slots__ = (
        "_copied",
        "_legal",
        "active",
        "assist",
        "board",
        "players",
        "pres",
        "stack",
        "static",
        "turn",
    )

    static: Static
    stack: list[Frame]  # pending steps; the top (last) one is the current decision
    players: list[Player]
    assist: list[int]  # [position * players + seat] -> own assistants in that area
    pres: list[int]  # seat -> position of the president, IN_HAND when in hand
    active: int
    turn: int  # index within the round, counted from the start player
    board: Board  # shared with the previous state until written (`wboard`, `cow`)
    _copied: int  # what is already copied in this transition (see _BOARD_COPIED)
    _legal: list[Any] | None  # cached legal actions of the deciding seat (not serialised)

    shops = _OnBoard[list[int]]()
    trading_houses = _OnBoard[list[int]]()
    five = _OnBoard[list[int]]()
    church = _OnBoard[list[int]]()
    customs = _OnBoard[list[int]]()
    labs = _OnBoard[list[int]]()
    ports = _OnBoard[list[int]]()
    tech_deck = _OnBoard[list[int]]()
    order_deck = _OnBoard[list[int]]()
    box_orders = _OnBoard[list[int]]()
    agent_supply = _OnBoard[list[int]]()
    markers_open = _OnBoard[list[int]]()
    claims = _OnBoard[list[tuple[int, ...]]]()
    round = _OnBoard[int]()
    end_round = _OnBoard[int]()
    end_reason = _OnBoard[str]()
    station = _OnBoard[int]()
    over = _OnBoard[int]()
    setup_pending = _OnBoard[int]()

    def clone(self) -> State:
        """Copy for one transition: the lists most actions write are copied now, the board
        (and its lists) is shared until `wboard` / `cow` copies it."""
        s = State()  # no __init__: cheaper than State.__new__(State)
        s.static = self.static
        s.stack = self.stack.copy()
        s.players = self.players.copy()
        s.assist = self.assist.copy()
        s.pres = self.pres.copy()
        s.active = self.active
        s.turn = self.turn
        s.board = self.board
        s._copied = 0
        s._legal = None
        return s

    def wboard(self) -> Board:
        """The board record, copied on first write within this transition (its lists stay
        shared: write those through `cow`)."""
        if not self._copied & _BOARD_COPIED:
            self._copied |= _BOARD_COPIED
            self.board = self.board.copy()
        return self.board

    def cow(self, name: str) -> list[Any]:
        """A shared board list made private to this state before its first write."""
        board = self.wboard()
        bit = _COW_BITS[name]
        if not self._copied & bit:
            self._copied |= bit
            setattr(board, name, getattr(board, name).copy())
        value: list[Any] = getattr(board, name)
        return value

    def pw(self, seat: int) -> Player:
        """The seat's player record, copied on first write within this transition."""
        if self._copied >> seat & 1:
            return self.players[seat]
        self._copied |= 1 << seat
        p = self.players[seat] = self.players[seat].copy()
        return p

    def hw(self, seat: int) -> Holdings:
        """The seat's holdings, copied (with its player record) on first write within this
        transition."""
        p = self.pw(seat)
        bit = _HOLDINGS_COPIED << seat
        if not self._copied & bit:
            self._copied |= bit
            p.holdings = p.holdings.copy()
        return p.holdings

    # --- serialisation -------------------------------------------------------------------

    def to_list(self) -> list[Any]:
        b = self.board
        return [
            self.static.to_list(),
            self.stack,
            [p.to_list() for p in self.players],
            [self.assist, self.pres, *(getattr(b, name) for name in _BOARD_LIST_FIELDS)],
            b.claims,
            [self.active, b.round, self.turn, b.end_round, b.station, b.over, b.setup_pending],
            b.end_reason,
        ]

    @staticmethod
    def from_list(values: list[Any], static: Static | None = None) -> State:
        if not isinstance(values, list) or len(values) != 7:
            raise ValueError("state record has the wrong shape")
        s = State()
        s.static = static if static is not None else Static.from_list(values[0])
        s.stack = [tuple(f) for f in values[1]]
        s.players = [Player.from_list(p) for p in values[2]]
        lists = values[3]
        if len(lists) != len(_LIST_FIELDS):
            raise ValueError("state lists have the wrong length")
        b = s.board = Board()
        s.assist = list(lists[0])
        s.pres = list(lists[1])
        for name, value in zip(_BOARD_LIST_FIELDS, lists[2:], strict=True):
            setattr(b, name, list(value))
        b.claims = [tuple(c) for c in values[4]]
        ints = values[5]
        if len(ints) != len(_INT_FIELDS):
            raise ValueError("state integers have the wrong length")
        s.active, b.round, s.turn, b.end_round, b.station, b.over, b.setup_pending = (
            int(value) for value in ints
        )
        b.end_reason = str(values[6])
        s._copied = 0
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
