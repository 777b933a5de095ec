"""The Yamatai state: plain ints and lists, a cheap `clone`, a JSON form and a bytes codec.

Encodings (all indices refer to `components.C`):
- colours: index into `C.colours` (bamboo 0 .. gold 4); culture types: index into
  `C.culture_types`; tiles, specialists, islands, spaces: their index in the data lists.
- `boats[space]`: colour or EMPTY. `occ[island]`: EMPTY_ISLAND, TOKEN + type,
  STANDARD + seat, TORII, PALACE or SACRED (at most one occupant, §3).
- `track`: fleet tile numbers left on the fleet track, in order; the first `up` are face up.
- `order`: the seat of every turn of this round (a 2-player seat appears twice).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import orjson

EMPTY = -1
EMPTY_ISLAND = 0
TOKEN = 1  # + culture type (1..6)
STANDARD = 10  # + seat (10..13)
TORII = 20
PALACE = 21
SACRED = 30

# Phases (the decision the active seat faces).
FLEET = "fleet"
ANY_COLOUR = "any_colour"
TRADE = "trade"
PLACE = "place"
CHOOSE_3B = "take_or_build"
TAKE = "take"
EBISU = "ebisu"
DOCK = "dock"
RECRUIT = "recruit"
END = "end_of_turn"
ARRANGE = "arrange"  # fleet 3: put the peeked tiles back
MOVE_TO = "move_to"  # fleet 4: where the chosen boat goes
SWAP_TOKEN_WITH = "swap_token_with"  # fleet 6
REMOVE_SECOND = "remove_second"  # fleet 7
SWAP_BOAT_WITH = "swap_boat_with"  # fleet 8
GAME_OVER = "game_over"

PHASES = (
    FLEET, ANY_COLOUR, TRADE, PLACE, CHOOSE_3B, TAKE, EBISU, DOCK, RECRUIT, END, ARRANGE,
    MOVE_TO, SWAP_TOKEN_WITH, REMOVE_SECOND, SWAP_BOAT_WITH, GAME_OVER,
)  # fmt: skip


class Player:
    __slots__ = (
        "beside",
        "built",
        "coins",
        "culture",
        "harbour",
        "pieces",
        "pool",
        "prestige",
        "reserved",
        "specialists",
    )

    coins: int
    prestige: int
    culture: list[int]  # per culture type
    pool: list[int]  # per colour: boats received this turn, not placed
    harbour: list[int]  # per colour
    beside: list[int]  # per colour: dead boats beside the harbour
    pieces: int  # standard building pieces left
    built: list[int]  # building tiles built, in building order
    reserved: list[list[int]]  # [tile, round reserved]
    specialists: list[int]

    def copy(self) -> Player:
        p = Player()
        p.coins = self.coins
        p.prestige = self.prestige
        p.culture = self.culture.copy()
        p.pool = self.pool.copy()
        p.harbour = self.harbour.copy()
        p.beside = self.beside.copy()
        p.pieces = self.pieces
        p.built = self.built.copy()
        p.reserved = [r.copy() for r in self.reserved]
        p.specialists = self.specialists.copy()
        return p

    def to_list(self) -> list[Any]:
        return [
            self.coins,
            self.prestige,
            self.culture,
            self.pool,
            self.harbour,
            self.beside,
            self.pieces,
            self.built,
            self.reserved,
            self.specialists,
        ]

    @staticmethod
    def from_list(v: list[Any]) -> Player:
        p = Player()
        p.coins = int(v[0])
        p.prestige = int(v[1])
        p.culture = [int(x) for x in v[2]]
        p.pool = [int(x) for x in v[3]]
        p.harbour = [int(x) for x in v[4]]
        p.beside = [int(x) for x in v[5]]
        p.pieces = int(v[6])
        p.built = [int(x) for x in v[7]]
        p.reserved = [[int(a), int(b)] for a, b in v[8]]
        p.specialists = [int(x) for x in v[9]]
        return p


class Config:
    """Per-match constants (from the normalised config); shared by every state of a match."""

    __slots__ = ("buy", "players", "sell", "take_all")

    def __init__(
        self,
        players: int,
        buy: tuple[int | None, ...],
        sell: tuple[int | None, ...],
        take_all: bool,
    ) -> None:
        self.players = players
        self.buy = buy
        self.sell = sell
        self.take_all = take_all

    def to_list(self) -> list[Any]:
        return [self.players, list(self.buy), list(self.sell), self.take_all]

    @staticmethod
    def from_list(v: list[Any]) -> Config:
        return Config(int(v[0]), tuple(v[1]), tuple(v[2]), bool(v[3]))


class State:
    """The whole game. States are never mutated after `apply` returns them."""

    __slots__ = (
        "_legal",
        "_owned",
        "boats",
        "cfg",
        "deck",
        "display",
        "display_coins",
        "effect_used",
        "end_reason",
        "fleet_tile",
        "last_piece",
        "last_space",
        "mountain",
        "occ",
        "order",
        "peek",
        "phase",
        "placed",
        "players",
        "resume",
        "rng",
        "round",
        "row",
        "sacred_left",
        "spec_deck",
        "sub",
        "supply",
        "taken",
        "taken_islands",
        "track",
        "trades",
        "turn",
        "up",
        "used",
    )

    cfg: Config
    rng: int  # SeededRng state for the end-of-round shuffles
    round: int
    order: list[int]
    turn: int
    taken: list[int]  # fleet tile number taken at each turn of this round (0 = not yet)
    track: list[int]
    up: int
    display: list[int]  # specialist or EMPTY per slot
    display_coins: list[int]
    spec_deck: list[int]  # index 0 is the top
    row: list[int]
    deck: list[int]  # building deck, index 0 is the top
    supply: list[int]  # boats per colour
    sacred_left: int
    boats: list[int]
    occ: list[int]
    mountain: list[int]  # 1 if the island has a mountain tile
    players: list[Player]
    last_piece: int  # 1 once a player placed their last standard building this round
    phase: str
    end_reason: str
    # Turn-scoped
    fleet_tile: int  # 0 before step 1
    effect_used: int
    trades: int
    placed: list[int]  # current spaces of the boats placed this turn
    last_space: int  # chain anchor, EMPTY before the first boat
    taken_islands: list[int]  # TAKE picks of this turn
    used: list[int]  # once-per-turn specialists used this turn
    sub: int  # argument of a pending two-step effect (the first space or island)
    resume: str  # phase to return to after an effect's follow-up decisions
    peek: list[int]  # fleet 3: tiles in the acting seat's hand
    _legal: list[Any] | None
    _owned: int  # bit per seat whose Player is private to this state (see `own`)

    def own(self, seat: int) -> Player:
        """The seat's holdings, copied first if still shared with the previous state."""
        if not self._owned & (1 << seat):
            self._owned |= 1 << seat
            self.players[seat] = self.players[seat].copy()
        return self.players[seat]

    def clone(self) -> State:
        s = State()
        s.cfg = self.cfg
        s.rng = self.rng
        s.round = self.round
        s.order = self.order  # replaced whole, never written in place
        s.turn = self.turn
        s.taken = self.taken.copy()
        s.track = self.track.copy()
        s.up = self.up
        s.display = self.display.copy()
        s.display_coins = self.display_coins.copy()
        s.spec_deck = self.spec_deck  # replaced whole, never written in place
        s.row = self.row.copy()
        s.deck = self.deck  # replaced whole, never written in place
        s.supply = self.supply.copy()
        s.sacred_left = self.sacred_left
        s.boats = self.boats.copy()
        s.occ = self.occ.copy()
        s.mountain = self.mountain  # fixed after setup
        # Only the acting seat's holdings change in most transitions; other seats are copied
        # on first write through `own`.
        s.players = self.players.copy()
        active = self.order[self.turn] if self.phase != GAME_OVER else 0
        s.players[active] = self.players[active].copy()
        s._owned = 1 << active
        s.last_piece = self.last_piece
        s.phase = self.phase
        s.end_reason = self.end_reason
        s.fleet_tile = self.fleet_tile
        s.effect_used = self.effect_used
        s.trades = self.trades
        s.placed = self.placed.copy()
        s.last_space = self.last_space
        s.taken_islands = self.taken_islands.copy()
        s.used = self.used.copy()
        s.sub = self.sub
        s.resume = self.resume
        s.peek = self.peek.copy()
        s._legal = None
        return s

    @property
    def over(self) -> bool:
        return self.phase == GAME_OVER

    @property
    def active_seat(self) -> int:
        return self.order[self.turn]

    def to_list(self) -> list[Any]:
        return [
            self.cfg.to_list(),
            self.rng,
            self.round,
            self.order,
            self.turn,
            self.taken,
            self.track,
            self.up,
            self.display,
            self.display_coins,
            self.spec_deck,
            self.row,
            self.deck,
            self.supply,
            self.sacred_left,
            self.boats,
            self.occ,
            self.mountain,
            [p.to_list() for p in self.players],
            self.last_piece,
            self.phase,
            self.end_reason,
            self.fleet_tile,
            self.effect_used,
            self.trades,
            self.placed,
            self.last_space,
            self.taken_islands,
            self.used,
            self.sub,
            self.resume,
            self.peek,
        ]

    @staticmethod
    def from_list(v: list[Any]) -> State:
        s = State()
        ints = _ints
        s.cfg = Config.from_list(v[0])
        s.rng = int(v[1])
        s.round = int(v[2])
        s.order = ints(v[3])
        s.turn = int(v[4])
        s.taken = ints(v[5])
        s.track = ints(v[6])
        s.up = int(v[7])
        s.display = ints(v[8])
        s.display_coins = ints(v[9])
        s.spec_deck = ints(v[10])
        s.row = ints(v[11])
        s.deck = ints(v[12])
        s.supply = ints(v[13])
        s.sacred_left = int(v[14])
        s.boats = ints(v[15])
        s.occ = ints(v[16])
        s.mountain = ints(v[17])
        s.players = [Player.from_list(p) for p in v[18]]
        s._owned = (1 << len(s.players)) - 1
        s.last_piece = int(v[19])
        s.phase = str(v[20])
        s.end_reason = str(v[21])
        s.fleet_tile = int(v[22])
        s.effect_used = int(v[23])
        s.trades = int(v[24])
        s.placed = ints(v[25])
        s.last_space = int(v[26])
        s.taken_islands = ints(v[27])
        s.used = ints(v[28])
        s.sub = int(v[29])
        s.resume = str(v[30])
        s.peek = ints(v[31])
        s._legal = None
        if s.phase not in PHASES or s.resume not in ("", *PHASES):
            raise ValueError("unknown phase in stored state")
        return s

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, State):
            return NotImplemented
        return self.to_list() == other.to_list()

    __hash__ = None  # type: ignore[assignment]


def _ints(values: list[Any]) -> list[int]:
    return [int(x) for x in values]


_JSON_KEYS = (
    "config", "rng", "round", "order", "turn", "taken", "track", "up", "display",
    "display_coins", "specialist_deck", "row", "deck", "supply", "sacred_left", "boats", "occ",
    "mountain", "players", "last_piece", "phase", "end_reason", "fleet_tile", "effect_used",
    "trades", "placed", "last_space", "taken_islands", "used", "sub", "resume", "peek",
)  # fmt: skip
_FORMAT = 1


def encode(state: State) -> bytes:
    return orjson.dumps(state.to_list())


def decode(data: bytes) -> State:
    return State.from_list(orjson.loads(data))


def to_json(state: State) -> dict[str, Any]:
    values = orjson.loads(orjson.dumps(state.to_list()))
    out: dict[str, Any] = {"format": _FORMAT}
    out.update(zip(_JSON_KEYS, values, strict=True))
    return out


def from_json(data: Mapping[str, Any]) -> State:
    if data.get("format") != _FORMAT:
        raise ValueError("unknown Yamatai state format")
    return State.from_list([data[key] for key in _JSON_KEYS])
