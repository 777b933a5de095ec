"""The rules: setup, the turn sequence, legal actions and their effects (RULES.md §4-§10).

Every decision is one small action (see actions.py and README.md). The automatic steps of a
turn (place the slot-1 customers, take the card, refill the queue, draws, Kaiju activation,
free INCOME, forced drop-offs with a single choice) run inside `apply`.
"""

from __future__ import annotations

from typing import Any

from games.engine.errors import IllegalAction
from games.engine.i18n import gettext
from games.engine.rng import SeededRng
from games.shinjuku.actions import SCHEMA, ShinjukuAction
from games.shinjuku.components import (
    CONNECTION_INDEX,
    GOOD_INDEX,
    KAIJU_CARD,
    NUM_CONNECTIONS,
    NUM_STATIONS,
    NUM_WARDS,
    STATION_INDEX,
    STATION_WARD_BIT,
    WARD_BIT,
    WARD_INDEX,
    C,
)
from games.shinjuku.state import (
    A_BUILD,
    A_INCOME,
    A_MOVE,
    A_OPEN,
    A_UPGRADE,
    DEPT,
    EMPTY,
    KAIJU_BAY,
    KAIJU_INACTIVE,
    PH_ACTION,
    PH_BUILD,
    PH_BUILD_SECOND,
    PH_CEO,
    PH_DROP,
    PH_EVICT,
    PH_FLEE,
    PH_FREE_INCOME,
    PH_JOKER,
    PH_KAIJU,
    PH_MOVE_START,
    PH_MOVE_STEP,
    PH_MOVE_WARD,
    PH_OPEN_AT,
    PH_OPEN_WHAT,
    PH_OVER,
    PH_PAY,
    PH_SPEND,
    PH_UPGRADE_AT,
    PHASE_NAMES,
    Config,
    State,
)

A = ShinjukuAction
NW = NUM_WARDS
SLOTS = C.queue_slots
STACKS = C.star_stacks
JOKER_CARDS = C.cards_per_card_joker
WARD_IDS = C.ward_ids
STATION_IDS = C.station_ids
CONNECTION_IDS = C.connection_ids
GOODS = C.goods
STATION_WARD = C.station_ward
STATION_LINKS = C.station_links
WARD_STATIONS = C.ward_stations
SHINJUKU_STATION, YOYOGI_STATION = C.permanent[0]
ALL_WARDS_MASK = (1 << NW) - 1


def _route_stations(c1: int, c2: int) -> tuple[int, ...] | None:
    """Stations of the 2-connection route c1 + c2 (§6.2), or None if it is not a route."""
    a, b = C.connection_ends[c1]
    c, d = C.connection_ends[c2]
    shared = {a, b} & {c, d}
    if len(shared) == 1:
        return tuple(sorted({a, b, c, d}))
    if len(shared) > 1:
        return None
    for first, second in ((c1, c2), (c2, c1)):
        if (
            SHINJUKU_STATION in C.connection_ends[first]
            and YOYOGI_STATION in C.connection_ends[second]
        ):
            return tuple(sorted({a, b, c, d}))
    return None


def _routes() -> tuple[tuple[tuple[int, int], ...], ...]:
    """Per connection: ((partner, ward mask of the route's stations), ...) by partner index."""
    out: list[tuple[tuple[int, int], ...]] = []
    for c1 in range(NUM_CONNECTIONS):
        partners: list[tuple[int, int]] = []
        for c2 in range(NUM_CONNECTIONS):
            if c2 == c1:
                continue
            stations = _route_stations(c1, c2)
            if stations is not None:
                mask = 0
                for st in stations:
                    mask |= STATION_WARD_BIT[st]
                partners.append((c2, mask))
        out.append(tuple(partners))
    return tuple(out)


ROUTES = _routes()

# Every action with one id argument exists once per seat: legal lists reuse these tuples.
MAX_SEATS = 4


def _table(kind: str, names: tuple[str, ...]) -> tuple[tuple[ShinjukuAction, ...], ...]:
    return tuple(tuple(A(seat, kind, (name,)) for name in names) for seat in range(MAX_SEATS))


def _simple(kind: str) -> tuple[ShinjukuAction, ...]:
    return tuple(A(seat, kind) for seat in range(MAX_SEATS))


T_RAIL = _table("rail", CONNECTION_IDS)
T_DOUBLE = _table("double", CONNECTION_IDS)
T_SECOND = _table("second", CONNECTION_IDS)
T_OPEN_AT = _table("open_at", STATION_IDS)
T_RELOCATE = _table("relocate", STATION_IDS)
T_START = _table("start", STATION_IDS)
T_GO = _table("go", STATION_IDS)
T_UPGRADE_AT = _table("upgrade_at", STATION_IDS)
T_PAY = _table("pay", WARD_IDS)
T_DISCARD = _table("discard", WARD_IDS)
T_MOVE_FROM = _table("move_from", WARD_IDS)
T_KAIJU = _table("kaiju", WARD_IDS)
T_FLEE = _table("flee", WARD_IDS)
T_CEO = _table("ceo", WARD_IDS)
T_SHOP = _table("shop", GOODS)
T_DROP = tuple(
    tuple(A(seat, "drop", (GOODS[kind >> 1], (kind & 1) + 1)) for kind in range(8))
    for seat in range(MAX_SEATS)
)
T_SPEND = tuple((A(seat, "spend", (1,)), A(seat, "spend", (2,))) for seat in range(MAX_SEATS))
T_OPEN, T_BUILD, T_MOVE, T_UPGRADE, T_INCOME, T_END, T_STOP, T_JOKER, T_CEO_STAY = (
    _simple(kind)
    for kind in ("open", "build", "move", "upgrade", "income", "end", "stop", "joker", "ceo_stay")
)
T_FREE_INCOME = _simple("free_income")
T_SKIP_INCOME = _simple("skip_income")


# --------------------------------------------------------------------------- setup


def initial_state(cfg: Config, seed: int) -> State:
    """RULES.md §4: bag, star track, deck, start customers, hands, start card, queue."""
    rng = SeededRng(seed)
    n = cfg.players
    s = State.__new__(State)
    s.cfg = cfg
    s.legal_cache = None
    s.bag = [kind for kind in range(8) for _ in range(C.customers[kind])]
    rng.shuffle(s.bag)
    s.deck = [ward for ward in range(NW) for _ in range(C.ward_cards[ward])]
    rng.shuffle(s.deck)
    s.discard = []
    s.wcust = [0] * (NW * 8)
    # Start customers: draw until seed_wards different wards; duplicates are discarded too.
    drawn: list[int] = []
    distinct: list[int] = []
    while len(distinct) < C.seed_wards:
        card = s.deck.pop()
        drawn.append(card)
        if card not in distinct:
            distinct.append(card)
    for ward in distinct:
        for _ in range(C.customers_per_seed_ward):
            s.wcust[ward * 8 + s.bag.pop()] += 1
    s.discard.extend(drawn)
    s.hand = [0] * (n * NW)
    s.hand_size = [0] * n
    for seat in range(n):
        for _ in range(C.starting_hand):
            s.hand[seat * NW + s.deck.pop()] += 1
            s.hand_size[seat] += 1
    s.start_seat = cfg.start_seat if cfg.start_seat >= 0 else rng.below(n)
    s.qcard = [s.deck.pop() for _ in range(SLOTS)]
    s.qcust = [0] * (SLOTS * 8)
    s.removed = [0] * 8
    s.rng = rng.state
    for _ in range(C.initial_queue_customers):
        _queue_customer(s, s.bag.pop())
    if cfg.kaiju:
        s.deck.append(KAIJU_CARD)
        rng.state = s.rng
        rng.shuffle(s.deck)
        s.rng = rng.state
    s.station = [EMPTY] * NUM_STATIONS
    s.rail = [EMPTY] * NUM_CONNECTIONS
    s.stacks_taken = 0
    s.screen = [0] * (n * 8)
    s.stars = [0] * n
    s.shops = [C.shops_per_good] * (n * 4)
    s.depts = [C.dept_stores] * n
    s.rails_left = [C.rails] * n
    s.ceo = [EMPTY] * n
    s.kaiju = KAIJU_INACTIVE
    s.active = s.start_seat
    s.turn = 0
    s.phase = PH_ACTION
    s.taken = 0
    s.free_income = 0
    s.trigger_seat = EMPTY
    s.over = False
    s.end_reason = ""
    s.prompt_seat = EMPTY
    _clear_pending(s)
    _start_turn(s, s.start_seat)
    return s


def _clear_pending(s: State) -> None:
    s.p_kind = EMPTY
    s.p_target = EMPTY
    s.p_conn2 = EMPTY
    s.p_mask = 0
    s.p_joker_left = 0
    s.p_group = [0] * 8
    s.p_path = []
    s.p_evict = []


# --------------------------------------------------------------------------- primitives


def _draw_card(s: State) -> int:
    """Top card of the draw pile, reshuffling the discard pile when it is empty (§5.2 step 2);
    EMPTY when both piles are empty (S14)."""
    if not s.deck:
        if not s.discard:
            return EMPTY
        rng = SeededRng(0)
        rng.state = s.rng
        s.deck = s.discard
        s.discard = []
        rng.shuffle(s.deck)
        s.rng = rng.state
    return s.deck.pop()


def _draw_for_use(s: State) -> int:
    """A card for the queue or a hand; the Kaiju card activates the Kaiju instead (§10)."""
    card = _draw_card(s)
    if card == KAIJU_CARD:
        s.kaiju = KAIJU_BAY  # removed from the game; the figure goes to Tokyo Bay
        card = _draw_card(s)
    return card


def _queue_customer(s: State, kind: int) -> bool:
    """§5.2 step 3 placement: the card that already has this good, else the lowest empty
    card, else (S9, card-less slots) the lowest card. False if the queue holds no card at all
    (S27: the caller ends the game)."""
    q = s.qcust
    cards = s.qcard
    base_good = (kind >> 1) * 2
    for slot in range(SLOTS):
        if cards[slot] != EMPTY and (q[slot * 8 + base_good] or q[slot * 8 + base_good + 1]):
            q[slot * 8 + kind] += 1
            return True
    for slot in range(SLOTS):
        if cards[slot] != EMPTY and not any(q[slot * 8 : slot * 8 + 8]):
            q[slot * 8 + kind] += 1
            return True
    for slot in range(SLOTS):
        if cards[slot] != EMPTY:
            q[slot * 8 + kind] += 1
            return True
    return False


def _no_queue_card(s: State, kind: int) -> None:
    """S27: a customer must enter a queue without any card (every ward card is in hands).
    It goes back into the bag and the end is triggered as if the last customer had been
    drawn (§8.1); the queue being empty, the active player finishes the turn (§8.2-3).
    Otherwise the queue could never refill while the bag still holds customers."""
    s.bag.append(kind)
    s.trigger_seat = s.active


def bag_closed(s: State) -> bool:
    """§8.1: no customer comes out of the bag any more: it is empty, or S27 closed it (the
    normal trigger only comes after the bag is empty)."""
    return not s.bag or s.trigger_seat != EMPTY


def _income(s: State, seat: int) -> None:
    """§6.5: fewer than 4 cards -> draw up to 4; otherwise draw exactly 1."""
    wanted = max(1, C.income_refill_to - s.hand_size[seat])
    for _ in range(wanted):
        card = _draw_for_use(s)
        if card == EMPTY:
            return
        s.hand[seat * NW + card] += 1
        s.hand_size[seat] += 1


def _hand_mask(s: State, seat: int) -> int:
    h = s.hand
    base = seat * NW
    mask = 0
    for ward in range(NW):
        if h[base + ward]:
            mask |= WARD_BIT[ward]
    return mask


def joker_mask(s: State, seat: int) -> int:
    """Wards whose cards are jokers for `seat` now: own buildings (§7.2), own CEO (§7.3)."""
    mask = 0
    for st, code in enumerate(s.station):
        if code >= 0 and code >> 3 == seat:
            mask |= STATION_WARD_BIT[st]
    ceo = s.ceo[seat]
    if ceo >= 0:
        mask |= WARD_BIT[ceo]
    return mask


def _blocked_ward(s: State) -> int:
    """Ward where the Kaiju blocks OPEN/UPGRADE/BUILD (S3 option), else EMPTY."""
    if s.cfg.kaiju_blocks_all and s.kaiju >= 0:
        return s.kaiju
    return EMPTY


def queue_total(s: State) -> int:
    return sum(s.qcust)


# --------------------------------------------------------------------------- turn flow


def _start_turn(s: State, seat: int) -> None:
    s.active = seat
    s.turn += 1
    s.taken = 0
    s.free_income = 0
    if s.turn > C.turn_limit:
        _finish(s, "turn_limit")
        return
    # §5.1: the slot-1 customers go to the card's ward; the active player takes the card.
    placed = 0
    card = s.qcard[0]
    if card != EMPTY:
        q = s.qcust
        base = card * 8
        for kind in range(8):
            count = q[kind]
            if count:
                s.wcust[base + kind] += count
                placed += count
        s.hand[seat * NW + card] += 1
        s.hand_size[seat] += 1
    # §5.2: shift, draw a card onto slot 4, then draw as many customers as were placed.
    s.qcard = [*s.qcard[1:], EMPTY]
    s.qcust = s.qcust[8:] + [0] * 8
    s.qcard[SLOTS - 1] = _draw_for_use(s)
    for _ in range(placed):
        if bag_closed(s):
            break
        kind = s.bag.pop()
        if not _queue_customer(s, kind):
            _no_queue_card(s, kind)
    if s.trigger_seat == EMPTY and not s.bag and not any(s.qcust):
        s.trigger_seat = seat  # §8.2: this player placed the last queue customer
    if s.cfg.kaiju_first:
        _goto_kaiju(s)
    else:
        _goto_ceo(s)


def _goto_kaiju(s: State) -> None:
    if s.kaiju != KAIJU_INACTIVE:
        s.phase = PH_KAIJU
    else:
        _after_kaiju(s)


def _after_kaiju(s: State) -> None:
    if s.cfg.kaiju_first:
        _goto_ceo(s)
    else:
        s.phase = PH_ACTION


def _goto_ceo(s: State) -> None:
    if s.cfg.ceo:
        s.phase = PH_CEO
    else:
        _after_ceo(s)


def _after_ceo(s: State) -> None:
    if s.cfg.kaiju_first:
        s.phase = PH_ACTION
    else:
        _goto_kaiju(s)


def _after_flee(s: State) -> None:
    s.p_evict = [seat for seat in range(s.cfg.players) if s.ceo[seat] == s.kaiju]
    if s.p_evict:
        s.phase = PH_EVICT
    else:
        _after_kaiju(s)


def _complete_action(s: State, kind: int) -> None:
    s.taken |= 1 << kind
    _clear_pending(s)
    if kind == A_INCOME or s.taken.bit_count() >= C.actions_per_turn:
        _end_turn(s)
    else:
        s.phase = PH_ACTION


def _end_turn(s: State) -> None:
    _clear_pending(s)
    following = (s.active + 1) % s.cfg.players
    if s.trigger_seat != EMPTY and (
        following == s.start_seat or (s.cfg.end_literal and s.trigger_seat == s.start_seat)
    ):
        _finish(s, "last_customer_placed")
        return
    _start_turn(s, following)


def _finish(s: State, reason: str) -> None:
    s.over = True
    s.phase = PH_OVER
    s.end_reason = reason


# --------------------------------------------------------------------------- legality


def decider(s: State) -> int:
    """The seat whose decision it is: the active seat, or a rail owner asked (S6 prompt)."""
    return s.prompt_seat if s.phase == PH_FREE_INCOME else s.active


def current_seats(s: State) -> tuple[int, ...]:
    return () if s.over else (decider(s),)


def can_pay(s: State, seat: int, accepted: int, hand_mask: int, jokers: int) -> bool:
    return s.hand_size[seat] >= JOKER_CARDS or bool(hand_mask & (accepted | jokers))


def open_targets(
    s: State, seat: int, hand: int = -1, jokers: int = -1, first: bool = False
) -> list[int]:
    """Empty stations where `seat` can OPEN now (something to place and a way to pay); with
    `first`, stop at the first one. `hand`/`jokers` are the ward masks if already known."""
    has_shop = any(s.shops[seat * 4 : seat * 4 + 4])
    movable_shop = movable_dept = False
    for code in s.station:
        if code >= 0 and code >> 3 == seat:
            if code & 7 == DEPT:
                movable_dept = True
            else:
                movable_shop = True
    if not (has_shop or movable_shop or movable_dept):
        return []
    any_site = has_shop or movable_shop or not s.cfg.dept_sites_only
    if hand < 0:
        hand = _hand_mask(s, seat)
        jokers = joker_mask(s, seat)
    pay_any = s.hand_size[seat] >= JOKER_CARDS or bool(hand & jokers)
    if not hand and not pay_any:
        return []
    blocked = _blocked_ward(s)
    out: list[int] = []
    for st in range(NUM_STATIONS):
        if s.station[st] != EMPTY or STATION_WARD[st] == blocked:
            continue
        if not (pay_any or hand & STATION_WARD_BIT[st]):
            continue
        if any_site or C.station_site[st]:
            out.append(st)
            if first:
                break
    return out


def move_wards(
    s: State, seat: int, hand: int = -1, jokers: int = -1, first: bool = False
) -> list[int]:
    if hand < 0:
        hand = _hand_mask(s, seat)
        jokers = joker_mask(s, seat)
    if not hand:
        return []
    pay_any = s.hand_size[seat] >= JOKER_CARDS or bool(hand & jokers)
    w = s.wcust
    out: list[int] = []
    for ward in range(NW):
        if ward == s.kaiju or not any(w[ward * 8 : ward * 8 + 8]):
            continue
        if pay_any or hand & WARD_BIT[ward]:
            out.append(ward)
            if first:
                break
    return out


def upgrade_sites(s: State, seat: int, hand: int = -1, jokers: int = -1) -> list[int]:
    if not s.depts[seat] or not s.hand_size[seat]:
        return []
    if hand < 0:
        hand = _hand_mask(s, seat)
        jokers = joker_mask(s, seat)
    blocked = _blocked_ward(s)
    screen = s.screen
    out: list[int] = []
    for st in range(NUM_STATIONS):
        code = s.station[st]
        if code < 0 or code >> 3 != seat or code & 7 == DEPT or not C.station_site[st]:
            continue
        good = code & 7
        if not (screen[seat * 8 + good * 2] or screen[seat * 8 + good * 2 + 1]):
            continue
        if STATION_WARD[st] == blocked:
            continue
        if can_pay(s, seat, STATION_WARD_BIT[st], hand, jokers):
            out.append(st)
    return out


def _build_ok(s: State, conn: int, blocked: int) -> bool:
    if s.rail[conn] != EMPTY:
        return False
    if blocked == EMPTY:
        return True
    a, b = C.connection_ends[conn]
    return STATION_WARD[a] != blocked and STATION_WARD[b] != blocked


def double_partners(s: State, seat: int, first: int) -> list[int]:
    hand = _hand_mask(s, seat)
    jokers = joker_mask(s, seat)
    blocked = _blocked_ward(s)
    return [
        second
        for second, mask in ROUTES[first]
        if _build_ok(s, second, blocked) and can_pay(s, seat, mask, hand, jokers)
    ]


def _build_options(s: State, seat: int) -> list[ShinjukuAction]:
    left = s.rails_left[seat]
    if not left:
        return []
    blocked = _blocked_ward(s)
    free = [c for c in range(NUM_CONNECTIONS) if _build_ok(s, c, blocked)]
    out = [T_RAIL[seat][c] for c in free]
    if left >= 2 and s.hand_size[seat]:
        hand = _hand_mask(s, seat)
        jokers = joker_mask(s, seat)
        pay_any = s.hand_size[seat] >= JOKER_CARDS or bool(hand & jokers)
        rail = s.rail
        for c in free:
            for second, mask in ROUTES[c]:
                if (
                    rail[second] == EMPTY
                    and (pay_any or hand & mask)
                    and (blocked == EMPTY or _build_ok(s, second, blocked))
                ):
                    out.append(T_DOUBLE[seat][c])
                    break
    return out


def _action_menu(s: State, seat: int) -> list[ShinjukuAction]:
    taken = s.taken
    out: list[ShinjukuAction] = []
    hand = _hand_mask(s, seat)
    jokers = joker_mask(s, seat) if hand else 0
    if not taken & (1 << A_OPEN) and hand and open_targets(s, seat, hand, jokers, first=True):
        out.append(T_OPEN[seat])
    if not taken & (1 << A_BUILD) and s.rails_left[seat]:
        blocked = _blocked_ward(s)
        if any(_build_ok(s, c, blocked) for c in range(NUM_CONNECTIONS)):
            out.append(T_BUILD[seat])
    if not taken & (1 << A_MOVE) and hand and move_wards(s, seat, hand, jokers, first=True):
        out.append(T_MOVE[seat])
    if not taken & (1 << A_UPGRADE) and hand and upgrade_sites(s, seat, hand, jokers):
        out.append(T_UPGRADE[seat])
    out.append(T_INCOME[seat])
    out.append(T_END[seat])
    return out


def _matching_kinds(s: State, st: int) -> list[int]:
    code = s.station[st]
    if code < 0:
        return []
    group = s.p_group
    if code & 7 == DEPT:
        return [kind for kind in range(8) if group[kind]]
    base = (code & 7) * 2
    return [kind for kind in (base, base + 1) if group[kind]]


def _step_targets(s: State) -> list[int]:
    here = s.p_path[-1]
    path = s.p_path
    out: list[int] = []
    for neighbour, conn in STATION_LINKS[here]:
        if conn >= 0 and s.rail[conn] == EMPTY:
            continue
        if neighbour in path or STATION_WARD[neighbour] == s.kaiju:
            continue
        out.append(neighbour)
    return out


def legal_actions(s: State, seat: int) -> list[ShinjukuAction]:
    if s.over or seat != decider(s):
        return []
    cache = s.legal_cache
    if cache is not None and cache[0] == seat:
        return list(cache[1])
    out = _legal(s, seat)
    s.legal_cache = (seat, tuple(out))
    return out


def _legal(s: State, seat: int) -> list[ShinjukuAction]:
    phase = s.phase
    if phase == PH_ACTION:
        return _action_menu(s, seat)
    if phase == PH_PAY:
        hand = s.hand
        accepted = s.p_mask | joker_mask(s, seat)
        out = [
            T_PAY[seat][ward]
            for ward in range(NW)
            if hand[seat * NW + ward] and accepted & WARD_BIT[ward]
        ]
        if s.hand_size[seat] >= JOKER_CARDS:
            out.append(T_JOKER[seat])
        return out
    if phase == PH_JOKER:
        hand = s.hand
        return [T_DISCARD[seat][ward] for ward in range(NW) if hand[seat * NW + ward]]
    if phase == PH_MOVE_STEP:
        out = [T_GO[seat][st] for st in _step_targets(s)]
        out.append(T_STOP[seat])
        return out
    if phase == PH_DROP:
        return [T_DROP[seat][kind] for kind in _matching_kinds(s, s.p_path[-1])]
    if phase == PH_OPEN_AT:
        return [T_OPEN_AT[seat][st] for st in open_targets(s, seat)]
    if phase == PH_OPEN_WHAT:
        out = [T_SHOP[seat][good] for good in range(4) if s.shops[seat * 4 + good]]
        target_site = C.station_site[s.p_target]
        for st, code in enumerate(s.station):
            if code >= 0 and code >> 3 == seat:
                if code & 7 == DEPT and s.cfg.dept_sites_only and not target_site:
                    continue
                out.append(T_RELOCATE[seat][st])
        return out
    if phase == PH_BUILD:
        return _build_options(s, seat)
    if phase == PH_BUILD_SECOND:
        return [T_SECOND[seat][c] for c in double_partners(s, seat, s.p_target)]
    if phase == PH_MOVE_WARD:
        return [T_MOVE_FROM[seat][ward] for ward in move_wards(s, seat)]
    if phase == PH_MOVE_START:
        return [T_START[seat][st] for st in WARD_STATIONS[s.p_target]]
    if phase == PH_UPGRADE_AT:
        return [T_UPGRADE_AT[seat][st] for st in upgrade_sites(s, seat)]
    if phase == PH_SPEND:
        return list(T_SPEND[seat])
    if phase == PH_KAIJU:
        options = C.bay_adjacent if s.kaiju == KAIJU_BAY else C.ward_adjacent[s.kaiju]
        return [T_KAIJU[seat][ward] for ward in sorted(options)]
    if phase == PH_FLEE:
        return [T_FLEE[seat][ward] for ward in sorted(C.ward_adjacent[s.kaiju])]
    if phase == PH_EVICT:
        evicted = s.p_evict[0]
        return [
            A(seat, "evict", (evicted, WARD_IDS[ward])) for ward in sorted(C.ward_adjacent[s.kaiju])
        ]
    if phase == PH_FREE_INCOME:
        return [T_FREE_INCOME[seat], T_SKIP_INCOME[seat]]
    if phase == PH_CEO:
        here = s.ceo[seat]
        if here == EMPTY:
            return [T_CEO[seat][ward] for ward in range(NW) if ward != s.kaiju]
        out = [T_CEO[seat][ward] for ward in sorted(C.ward_adjacent[here]) if ward != s.kaiju]
        out.append(T_CEO_STAY[seat])
        return out
    return []


# --------------------------------------------------------------------------- effects


def apply_action(state: State, action: ShinjukuAction) -> State:
    if state.over:
        raise IllegalAction(gettext("the game is over"))
    seat = action.seat
    if seat != decider(state):
        raise IllegalAction(gettext("it is not seat %(seat)s's turn to decide") % {"seat": seat})
    legal = legal_actions(state, seat)
    if action not in legal:
        expected = sorted({a.kind for a in legal})
        raise IllegalAction(
            gettext(
                "%(notation)s is not legal now (decision: %(decision)s; legal kinds: %(expected)s)"
            )
            % {
                "notation": action.to_notation(),
                "decision": PHASE_NAMES[state.phase],
                "expected": ", ".join(expected),
            }
        )
    s = state.clone()
    _EFFECTS[action.kind](s, seat, action.args)
    return s


def _e_kaiju(s: State, seat: int, args: tuple[Any, ...]) -> None:
    ward = WARD_INDEX[args[0]]
    s.kaiju = ward
    if any(s.wcust[ward * 8 : ward * 8 + 8]):
        s.phase = PH_FLEE
    else:
        _after_flee(s)


def _e_flee(s: State, seat: int, args: tuple[Any, ...]) -> None:
    target = WARD_INDEX[args[0]]
    w = s.wcust
    source = s.kaiju * 8
    for kind in range(8):
        w[target * 8 + kind] += w[source + kind]
        w[source + kind] = 0
    _after_flee(s)


def _e_evict(s: State, seat: int, args: tuple[Any, ...]) -> None:
    evicted = s.p_evict.pop(0)
    s.ceo[evicted] = WARD_INDEX[args[1]]
    if not s.p_evict:
        _after_kaiju(s)


def _e_ceo(s: State, seat: int, args: tuple[Any, ...]) -> None:
    s.ceo[seat] = WARD_INDEX[args[0]]
    _after_ceo(s)


def _e_ceo_stay(s: State, seat: int, args: tuple[Any, ...]) -> None:
    _after_ceo(s)


def _e_open(s: State, seat: int, args: tuple[Any, ...]) -> None:
    s.p_kind = A_OPEN
    s.phase = PH_OPEN_AT


def _e_build(s: State, seat: int, args: tuple[Any, ...]) -> None:
    s.p_kind = A_BUILD
    s.phase = PH_BUILD


def _e_move(s: State, seat: int, args: tuple[Any, ...]) -> None:
    s.p_kind = A_MOVE
    s.phase = PH_MOVE_WARD


def _e_upgrade(s: State, seat: int, args: tuple[Any, ...]) -> None:
    s.p_kind = A_UPGRADE
    s.phase = PH_UPGRADE_AT


def _e_income(s: State, seat: int, args: tuple[Any, ...]) -> None:
    _income(s, seat)
    _complete_action(s, A_INCOME)


def _e_end(s: State, seat: int, args: tuple[Any, ...]) -> None:
    _end_turn(s)


def _e_open_at(s: State, seat: int, args: tuple[Any, ...]) -> None:
    st = STATION_INDEX[args[0]]
    s.p_target = st
    _ask_payment(s, STATION_WARD_BIT[st])


def _ask_payment(s: State, accepted: int) -> None:
    s.p_mask = accepted
    s.phase = PH_PAY


def _e_pay(s: State, seat: int, args: tuple[Any, ...]) -> None:
    ward = WARD_INDEX[args[0]]
    s.hand[seat * NW + ward] -= 1
    s.hand_size[seat] -= 1
    s.discard.append(ward)
    _after_payment(s, seat)


def _e_joker(s: State, seat: int, args: tuple[Any, ...]) -> None:
    s.p_joker_left = JOKER_CARDS
    s.phase = PH_JOKER


def _e_discard(s: State, seat: int, args: tuple[Any, ...]) -> None:
    ward = WARD_INDEX[args[0]]
    s.hand[seat * NW + ward] -= 1
    s.hand_size[seat] -= 1
    s.discard.append(ward)
    s.p_joker_left -= 1
    if not s.p_joker_left:
        _after_payment(s, seat)


def _after_payment(s: State, seat: int) -> None:
    kind = s.p_kind
    if kind == A_OPEN:
        s.phase = PH_OPEN_WHAT
    elif kind == A_BUILD:
        for conn in (s.p_target, s.p_conn2):
            s.rail[conn] = seat
        s.rails_left[seat] -= 2
        _complete_action(s, A_BUILD)
    elif kind == A_MOVE:
        s.phase = PH_MOVE_START
    else:
        st = s.p_target
        base = seat * 8 + (s.station[st] & 7) * 2
        if s.screen[base] and s.screen[base + 1]:
            s.phase = PH_SPEND
        else:
            _upgrade(s, seat, base if s.screen[base] else base + 1)


def _e_shop(s: State, seat: int, args: tuple[Any, ...]) -> None:
    good = GOOD_INDEX[args[0]]
    s.shops[seat * 4 + good] -= 1
    s.station[s.p_target] = seat * 8 + good
    _complete_action(s, A_OPEN)


def _e_relocate(s: State, seat: int, args: tuple[Any, ...]) -> None:
    source = STATION_INDEX[args[0]]
    s.station[s.p_target] = s.station[source]
    s.station[source] = EMPTY
    _complete_action(s, A_OPEN)


def _e_rail(s: State, seat: int, args: tuple[Any, ...]) -> None:
    s.rail[CONNECTION_INDEX[args[0]]] = seat
    s.rails_left[seat] -= 1
    _complete_action(s, A_BUILD)


def _e_double(s: State, seat: int, args: tuple[Any, ...]) -> None:
    s.p_target = CONNECTION_INDEX[args[0]]
    s.phase = PH_BUILD_SECOND


def _e_second(s: State, seat: int, args: tuple[Any, ...]) -> None:
    second = CONNECTION_INDEX[args[0]]
    s.p_conn2 = second
    mask = next(m for c, m in ROUTES[s.p_target] if c == second)
    _ask_payment(s, mask)


def _e_move_from(s: State, seat: int, args: tuple[Any, ...]) -> None:
    ward = WARD_INDEX[args[0]]
    s.p_target = ward
    _ask_payment(s, WARD_BIT[ward])


def _e_start(s: State, seat: int, args: tuple[Any, ...]) -> None:
    st = STATION_INDEX[args[0]]
    base = s.p_target * 8
    s.p_group = s.wcust[base : base + 8]
    for kind in range(8):
        s.wcust[base + kind] = 0
    s.p_path = [st]
    _arrive(s, seat, st)


def _arrive(s: State, seat: int, st: int) -> None:
    """§6.3 step 3: at a building, exactly one matching customer must get off."""
    kinds = _matching_kinds(s, st)
    if len(kinds) > 1:
        s.phase = PH_DROP
        return
    if kinds:
        _drop(s, st, kinds[0])
    _after_drop(s, seat)


def _drop(s: State, st: int, kind: int) -> None:
    s.p_group[kind] -= 1
    s.screen[(s.station[st] >> 3) * 8 + kind] += 1


def _after_drop(s: State, seat: int) -> None:
    if any(s.p_group):
        s.phase = PH_MOVE_STEP
    else:
        _finish_move(s)


def _finish_move(s: State) -> None:
    ward = STATION_WARD[s.p_path[-1]]
    for kind in range(8):
        s.wcust[ward * 8 + kind] += s.p_group[kind]
    _complete_action(s, A_MOVE)


def _e_drop(s: State, seat: int, args: tuple[Any, ...]) -> None:
    kind = GOOD_INDEX[args[0]] * 2 + args[1] - 1
    _drop(s, s.p_path[-1], kind)
    _after_drop(s, seat)


def _e_go(s: State, seat: int, args: tuple[Any, ...]) -> None:
    target = STATION_INDEX[args[0]]
    here = s.p_path[-1]
    conn = next(c for nb, c in STATION_LINKS[here] if nb == target)
    if conn >= 0:
        owner = s.rail[conn]
        if owner != seat and not s.free_income & (1 << owner):
            s.free_income |= 1 << owner  # S6: once per owner and turn, when first used
            if s.cfg.prompt_free_income:
                s.p_path.append(target)
                s.prompt_seat = owner
                s.phase = PH_FREE_INCOME
                return
            _income(s, owner)
    s.p_path.append(target)
    _arrive(s, seat, target)


def _e_free_income(s: State, seat: int, args: tuple[Any, ...]) -> None:
    _income(s, seat)
    _resume_move(s)


def _e_skip_income(s: State, seat: int, args: tuple[Any, ...]) -> None:
    _resume_move(s)


def _resume_move(s: State) -> None:
    """After the rail owner's answer, the customers arrive where the step led."""
    s.prompt_seat = EMPTY
    _arrive(s, s.active, s.p_path[-1])


def _e_stop(s: State, seat: int, args: tuple[Any, ...]) -> None:
    _finish_move(s)


def _e_upgrade_at(s: State, seat: int, args: tuple[Any, ...]) -> None:
    st = STATION_INDEX[args[0]]
    s.p_target = st
    _ask_payment(s, STATION_WARD_BIT[st])


def _e_spend(s: State, seat: int, args: tuple[Any, ...]) -> None:
    base = seat * 8 + (s.station[s.p_target] & 7) * 2
    _upgrade(s, seat, base + args[0] - 1)


def upgrade_customer_leaves(s: State) -> bool:
    """S26 / S8: whether the customer paid for an UPGRADE leaves the game."""
    if s.cfg.removed_from_queue_empty:
        if s.trigger_seat != EMPTY:
            return True
    elif bag_closed(s):
        return True
    return s.cfg.remove_after_last_star and s.stacks_taken >= len(STACKS)


def _upgrade(s: State, seat: int, screen_index: int) -> None:
    """§6.4 effects: the customer to the queue, shop -> department store, next star stack."""
    kind = screen_index - seat * 8
    s.screen[screen_index] -= 1
    if upgrade_customer_leaves(s):
        s.removed[kind] += 1
    elif not _queue_customer(s, kind):
        _no_queue_card(s, kind)
    st = s.p_target
    s.shops[seat * 4 + (s.station[st] & 7)] += 1
    s.station[st] = seat * 8 + DEPT
    s.depts[seat] -= 1
    if s.stacks_taken < len(STACKS):
        s.stars[seat] += STACKS[s.stacks_taken]
        s.stacks_taken += 1
    _complete_action(s, A_UPGRADE)


_EFFECTS = {
    "kaiju": _e_kaiju,
    "flee": _e_flee,
    "evict": _e_evict,
    "ceo": _e_ceo,
    "ceo_stay": _e_ceo_stay,
    "open": _e_open,
    "build": _e_build,
    "move": _e_move,
    "upgrade": _e_upgrade,
    "income": _e_income,
    "end": _e_end,
    "open_at": _e_open_at,
    "shop": _e_shop,
    "relocate": _e_relocate,
    "rail": _e_rail,
    "double": _e_double,
    "second": _e_second,
    "move_from": _e_move_from,
    "start": _e_start,
    "drop": _e_drop,
    "go": _e_go,
    "stop": _e_stop,
    "upgrade_at": _e_upgrade_at,
    "spend": _e_spend,
    "pay": _e_pay,
    "joker": _e_joker,
    "discard": _e_discard,
    "free_income": _e_free_income,
    "skip_income": _e_skip_income,
}

# Every action kind of the notation has an effect, and every effect a notation.
assert set(_EFFECTS) == set(SCHEMA)
