"""Game state: flat lists of small ints, cheap to clone and to serialise.

Indices come from games.shinjuku.components: wards, stations, connections, goods and
customer kinds (good * 2 + premium). A card is its ward index; KAIJU_CARD is the Kaiju.
Per-seat data is flattened (`hand[seat * NUM_WARDS + ward]`, `screen[seat * 8 + kind]`,
`shops[seat * 4 + good]`). `apply` clones and then mutates the clone only.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import asdict, dataclass
from typing import Any

import orjson

from games.engine.errors import InvalidConfig

EMPTY = -1
KAIJU_INACTIVE = -2
KAIJU_BAY = -1
# station building code: seat * 8 + SHOP_FOOD..SHOP_ELECTRONICS (the good) or DEPT.
DEPT = 4

# Decision phases.
(
    PH_KAIJU,
    PH_FLEE,
    PH_EVICT,
    PH_CEO,
    PH_ACTION,
    PH_OPEN_AT,
    PH_OPEN_WHAT,
    PH_BUILD,
    PH_BUILD_SECOND,
    PH_MOVE_WARD,
    PH_MOVE_START,
    PH_DROP,
    PH_MOVE_STEP,
    PH_UPGRADE_AT,
    PH_SPEND,
    PH_PAY,
    PH_JOKER,
    PH_OVER,
    PH_FREE_INCOME,
) = range(19)
PHASE_NAMES = (
    "kaiju",
    "flee",
    "evict",
    "ceo",
    "action",
    "open_at",
    "open_what",
    "build",
    "build_second",
    "move_ward",
    "move_start",
    "drop",
    "move_step",
    "upgrade_at",
    "spend",
    "pay",
    "joker",
    "over",
    "free_income",
)

# Main actions (bits of State.taken); `p_kind` of an action in progress.
A_OPEN, A_BUILD, A_MOVE, A_UPGRADE, A_INCOME = range(5)
ACTION_NAMES = ("open", "build", "move", "upgrade", "income")


@dataclass(frozen=True, slots=True)
class Config:
    """The normalised match options (shared, never written)."""

    players: int
    ceo: bool
    kaiju: bool
    kaiju_first: bool  # S23
    end_literal: bool  # S1
    dept_sites_only: bool  # S2
    kaiju_blocks_all: bool  # S3
    removed_from_queue_empty: bool  # S26
    remove_after_last_star: bool  # S8
    start_seat: int  # -1 = random (S24)
    prompt_free_income: bool  # S6: ask the rail owner instead of auto-applying
    corporations: str  # corporation ids in seat order, comma-separated (§4 step 5)

    def to_options(self) -> dict[str, Any]:
        return {
            "ceo": self.ceo,
            "kaiju": self.kaiju,
            "kaiju_ceo_order": "kaiju_first" if self.kaiju_first else "ceo_first",
            "end_rule": "literal_de" if self.end_literal else "complete_round",
            "dept_store_relocation": "sites_only" if self.dept_sites_only else "any_station",
            "kaiju_blocks": "move_open_upgrade_build" if self.kaiju_blocks_all else "move_only",
            "upgrade_customer_removed_from": (
                "queue_empty" if self.removed_from_queue_empty else "bag_empty"
            ),
            "upgrade_customer_after_last_star": (
                "remove" if self.remove_after_last_star else "queue"
            ),
            "start_seat": self.start_seat,
            "free_income": "prompt" if self.prompt_free_income else "auto",
            "corporations": self.corporations,
        }


# Codec order of the State fields (append only; stored states depend on it).
FIELDS: tuple[str, ...] = (
    "rng",
    "deck",
    "discard",
    "bag",
    "qcard",
    "qcust",
    "wcust",
    "station",
    "rail",
    "stacks_taken",
    "hand",
    "hand_size",
    "screen",
    "stars",
    "shops",
    "depts",
    "rails_left",
    "ceo",
    "kaiju",
    "removed",
    "start_seat",
    "active",
    "turn",
    "phase",
    "taken",
    "free_income",
    "trigger_seat",
    "over",
    "end_reason",
    "p_kind",
    "p_target",
    "p_conn2",
    "p_mask",
    "p_joker_left",
    "p_group",
    "p_path",
    "p_evict",
    "prompt_seat",
)
LIST_FIELDS = frozenset(
    f
    for f in FIELDS
    if f
    in {
        "deck",
        "discard",
        "bag",
        "qcard",
        "qcust",
        "wcust",
        "station",
        "rail",
        "hand",
        "hand_size",
        "screen",
        "stars",
        "shops",
        "depts",
        "rails_left",
        "ceo",
        "removed",
        "p_group",
        "p_path",
        "p_evict",
    }
)
FORMAT = 1


class State:
    __slots__ = (*FIELDS, "cfg", "legal_cache")

    cfg: Config
    rng: int
    deck: list[int]  # draw from the end
    discard: list[int]
    bag: list[int]  # customer kinds, draw from the end
    qcard: list[int]  # per queue slot (0 = slot 1): card or EMPTY
    qcust: list[int]  # slot * 8 + kind
    wcust: list[int]  # ward * 8 + kind
    station: list[int]  # EMPTY or seat * 8 + (good | DEPT)
    rail: list[int]  # EMPTY or owner seat
    stacks_taken: int
    hand: list[int]
    hand_size: list[int]
    screen: list[int]
    stars: list[int]
    shops: list[int]
    depts: list[int]
    rails_left: list[int]
    ceo: list[int]  # ward or EMPTY (not yet placed)
    kaiju: int  # KAIJU_INACTIVE, KAIJU_BAY or a ward
    removed: list[int]  # customers removed from the game, per kind
    start_seat: int
    active: int
    turn: int  # turns started so far (1 during the first turn)
    phase: int
    taken: int  # bitmask of main actions taken this turn
    free_income: int  # bitmask of seats that had their free INCOME this turn
    trigger_seat: int  # seat that placed the last queue customer (or S27's), or EMPTY
    over: bool
    end_reason: str
    p_kind: int  # main action in progress
    p_target: int  # station / ward / first connection of the action in progress
    p_conn2: int
    p_mask: int  # wards whose cards pay for the pending payment
    p_joker_left: int  # cards still to discard for a card joker
    p_group: list[int]  # customers walking in a MOVE, per kind
    p_path: list[int]  # stations visited by the MOVE so far
    p_evict: list[int]  # seats whose CEO the active player must still relocate
    prompt_seat: int  # rail owner asked about a free INCOME (S6 prompt option), else EMPTY
    legal_cache: Any  # (seat, legal list) memo; not state, never copied

    @property
    def players(self) -> int:
        return self.cfg.players

    @property
    def round(self) -> int:
        """Completed-or-current round number (1-based), for benchmarks and views."""
        return (max(self.turn, 1) - 1) // self.cfg.players + 1

    def clone(self) -> State:
        s = State.__new__(State)
        s.cfg = self.cfg
        s.rng = self.rng
        s.deck = self.deck[:]
        s.discard = self.discard[:]
        s.bag = self.bag[:]
        s.qcard = self.qcard[:]
        s.qcust = self.qcust[:]
        s.wcust = self.wcust[:]
        s.station = self.station[:]
        s.rail = self.rail[:]
        s.stacks_taken = self.stacks_taken
        s.hand = self.hand[:]
        s.hand_size = self.hand_size[:]
        s.screen = self.screen[:]
        s.stars = self.stars[:]
        s.shops = self.shops[:]
        s.depts = self.depts[:]
        s.rails_left = self.rails_left[:]
        s.ceo = self.ceo[:]
        s.kaiju = self.kaiju
        s.removed = self.removed[:]
        s.start_seat = self.start_seat
        s.active = self.active
        s.turn = self.turn
        s.phase = self.phase
        s.taken = self.taken
        s.free_income = self.free_income
        s.trigger_seat = self.trigger_seat
        s.over = self.over
        s.end_reason = self.end_reason
        s.p_kind = self.p_kind
        s.p_target = self.p_target
        s.p_conn2 = self.p_conn2
        s.p_mask = self.p_mask
        s.p_joker_left = self.p_joker_left
        s.p_group = self.p_group[:]
        s.p_path = self.p_path[:]
        s.p_evict = self.p_evict[:]
        s.prompt_seat = self.prompt_seat
        s.legal_cache = None
        return s

    def to_list(self) -> list[Any]:
        return [FORMAT, asdict(self.cfg), *(getattr(self, f) for f in FIELDS)]


def to_json(state: State) -> dict[str, Any]:
    out: dict[str, Any] = {"format": FORMAT, "config": asdict(state.cfg)}
    for f in FIELDS:
        value = getattr(state, f)
        out[f] = list(value) if f in LIST_FIELDS else value
    return out


def _config(raw: Any) -> Config:
    if not isinstance(raw, Mapping):
        raise InvalidConfig("state config must be an object")
    return Config(**{k: raw[k] for k in Config.__slots__})


def from_json(data: Mapping[str, Any]) -> State:
    if data.get("format") != FORMAT:
        raise InvalidConfig(f"unsupported Shinjuku state format {data.get('format')!r}")
    s = State.__new__(State)
    s.cfg = _config(data["config"])
    for f in FIELDS:
        value = data[f]
        setattr(s, f, list(value) if f in LIST_FIELDS else value)
    s.legal_cache = None
    return s


def encode(state: State) -> bytes:
    return orjson.dumps(state.to_list())


def decode(data: bytes) -> State:
    values = orjson.loads(data)
    if values[0] != FORMAT:
        raise InvalidConfig(f"unsupported Shinjuku state format {values[0]!r}")
    s = State.__new__(State)
    s.cfg = _config(values[1])
    for f, value in zip(FIELDS, values[2:], strict=True):
        setattr(s, f, value)
    s.legal_cache = None
    return s
