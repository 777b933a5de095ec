"""What leaves the engine: per-seat views and log entries.

Hidden (S21): every hand except the viewer's own (only sizes are shown), the order of the
draw pile and of the customer bag (only their sizes), and the customers and star markers
behind other players' screens (shown once the game is over). Everything else is public:
the discard pile, the queue, the map, supplies, CEOs and the Kaiju.
"""

from __future__ import annotations

from typing import Any

from games.engine.i18n import LogArg, gettext_noop, log_entry, seat_arg, word_arg
from games.shinjuku import scoring
from games.shinjuku.actions import ShinjukuAction
from games.shinjuku.components import NUM_CONNECTIONS, NUM_STATIONS, NUM_WARDS, C
from games.shinjuku.rules import decider, queue_total
from games.shinjuku.state import (
    A_BUILD,
    A_MOVE,
    A_OPEN,
    A_UPGRADE,
    ACTION_NAMES,
    DEPT,
    EMPTY,
    KAIJU_BAY,
    KAIJU_INACTIVE,
    PH_DROP,
    PH_MOVE_START,
    PH_MOVE_STEP,
    PHASE_NAMES,
    State,
)

VIEW_VERSION = 1


def customers_json(counts: list[int], base: int = 0) -> dict[str, dict[str, int]]:
    """{good: {"normal": n, "premium": m}} for the 8 kind counts at `base`."""
    return {
        good: {"normal": counts[base + g * 2], "premium": counts[base + g * 2 + 1]}
        for g, good in enumerate(C.goods)
    }


def _ward_name(ward: int) -> str | None:
    return None if ward < 0 else C.ward_ids[ward]


def _kaiju_json(state: State) -> dict[str, Any]:
    if not state.cfg.kaiju:
        return {"enabled": False, "location": None}
    if state.kaiju == KAIJU_INACTIVE:
        location = None
    elif state.kaiju == KAIJU_BAY:
        location = "tokyo_bay"
    else:
        location = C.ward_ids[state.kaiju]
    return {"enabled": True, "location": location}


def _pending_json(state: State) -> dict[str, Any] | None:
    if state.p_kind == EMPTY:
        return None
    out: dict[str, Any] = {"action": ACTION_NAMES[state.p_kind]}
    target = state.p_target
    if state.p_kind in (A_OPEN, A_UPGRADE) and target >= 0:  # a station
        out["station"] = C.station_ids[target]
    elif state.p_kind == A_BUILD and target >= 0:
        out["connections"] = [C.connection_ids[target]] + (
            [C.connection_ids[state.p_conn2]] if state.p_conn2 >= 0 else []
        )
    elif state.p_kind == A_MOVE and target >= 0:
        out["ward"] = C.ward_ids[target]
    if state.phase in (PH_MOVE_START, PH_MOVE_STEP, PH_DROP) or state.p_path:
        out["path"] = [C.station_ids[st] for st in state.p_path]
        out["group"] = customers_json(state.p_group)
    if state.p_mask:
        out["payable_wards"] = [C.ward_ids[w] for w in range(NUM_WARDS) if state.p_mask >> w & 1]
    if state.p_joker_left:
        out["joker_cards_left"] = state.p_joker_left
    return out


def _seat_json(state: State, seat: int, viewer: int | None) -> dict[str, Any]:
    corp_id = state.cfg.corporations.split(",")[seat]
    _id, corp_name, colour = next(c for c in C.corporations if c[0] == corp_id)
    own = viewer == seat or state.over
    hand = state.hand
    return {
        "seat": seat,
        "corporation": corp_id,
        "corporation_name": corp_name,
        "color": colour,
        "hand_count": state.hand_size[seat],
        "hand": (
            {
                C.ward_ids[w]: hand[seat * NUM_WARDS + w]
                for w in range(NUM_WARDS)
                if hand[seat * NUM_WARDS + w]
            }
            if viewer == seat
            else None
        ),
        "customers": customers_json(state.screen, seat * 8) if own else None,
        "stars": state.stars[seat] if own else None,
        "supply": {
            "shops": {good: state.shops[seat * 4 + g] for g, good in enumerate(C.goods)},
            "dept_stores": state.depts[seat],
            "rails": state.rails_left[seat],
        },
        "ceo": _ward_name(state.ceo[seat]) if state.cfg.ceo else None,
    }


def view_for(state: State, seat: int | None) -> dict[str, Any]:
    """The state as `seat` may see it (None = spectator). Keys are listed in README.md."""
    discard: dict[str, int] = {}
    for card in state.discard:
        name = C.ward_ids[card]
        discard[name] = discard.get(name, 0) + 1
    stations: dict[str, Any] = {}
    for st in range(NUM_STATIONS):
        code = state.station[st]
        if code >= 0:
            kind = code & 7
            stations[C.station_ids[st]] = {
                "owner": code >> 3,
                "building": "dept_store" if kind == DEPT else "shop",
                "good": None if kind == DEPT else C.goods[kind],
            }
    wards = {}
    for w in range(NUM_WARDS):
        if any(state.wcust[w * 8 : w * 8 + 8]):
            wards[C.ward_ids[w]] = customers_json(state.wcust, w * 8)
    stacks_left = list(C.star_stacks[state.stacks_taken :])
    view: dict[str, Any] = {
        "game": "shinjuku",
        "view_version": VIEW_VERSION,
        "viewer": seat,
        "players": state.cfg.players,
        "options": state.cfg.to_options(),
        "over": state.over,
        "end_reason": state.end_reason or None,
        "turn": state.turn,
        "round": state.round,
        "start_seat": state.start_seat,
        "active_seat": None if state.over else state.active,
        "decision_seat": None if state.over else decider(state),
        "phase": PHASE_NAMES[state.phase],
        "actions_taken": [name for i, name in enumerate(ACTION_NAMES) if state.taken >> i & 1],
        "pending": _pending_json(state),
        "queue": [
            {
                "slot": slot + 1,
                "ward": _ward_name(state.qcard[slot]),
                "customers": customers_json(state.qcust, slot * 8),
            }
            for slot in range(C.queue_slots)
        ],
        "queue_customers": queue_total(state),
        "star_track": {
            "visible": C.star_first_visible + state.stacks_taken,
            "stacks_left": stacks_left,
        },
        "bag_count": len(state.bag),
        "bag_empty": not state.bag,
        "final_round": state.trigger_seat != EMPTY,
        "trigger_seat": None if state.trigger_seat == EMPTY else state.trigger_seat,
        "deck_count": len(state.deck),
        "discard": discard,
        "removed_customers": customers_json(state.removed),
        "ward_customers": wards,
        "stations": stations,
        "rails": {
            C.connection_ids[c]: state.rail[c]
            for c in range(NUM_CONNECTIONS)
            if state.rail[c] != EMPTY
        },
        "kaiju": _kaiju_json(state),
        "seats": [_seat_json(state, s, seat) for s in range(state.cfg.players)],
        "scores": (
            [sum(scoring.breakdown(state, s).values()) for s in range(state.cfg.players)]
            if state.over
            else None
        ),
    }
    return view


# Log texts' templates (msgids); a0/a1 are the action's arguments (_log_arg).
_TEXTS = {
    "kaiju": gettext_noop("%(who)s moved the Kaiju to %(a0)s"),
    "flee": gettext_noop("%(who)s sent the panicking customers to %(a0)s"),
    "evict": gettext_noop("%(who)s moved %(a0)s's CEO out of the Kaiju's ward to %(a1)s"),
    "ceo": gettext_noop("%(who)s put their CEO in %(a0)s"),
    "ceo_stay": gettext_noop("%(who)s left their CEO where it is"),
    "open": gettext_noop("%(who)s chose OPEN"),
    "build": gettext_noop("%(who)s chose BUILD"),
    "move": gettext_noop("%(who)s chose MOVE"),
    "upgrade": gettext_noop("%(who)s chose UPGRADE"),
    "income": gettext_noop("%(who)s took INCOME"),
    "end": gettext_noop("%(who)s ended their turn"),
    "open_at": gettext_noop("%(who)s opens at %(a0)s"),
    "shop": gettext_noop("%(who)s opened a %(a0)s shop"),
    "relocate": gettext_noop("%(who)s moved their building from %(a0)s"),
    "rail": gettext_noop("%(who)s built a rail on %(a0)s"),
    "double": gettext_noop("%(who)s builds a double rail starting with %(a0)s"),
    "second": gettext_noop("%(who)s adds %(a0)s to the double rail"),
    "move_from": gettext_noop("%(who)s moves the customers of %(a0)s"),
    "start": gettext_noop("%(who)s starts the customers at %(a0)s"),
    "drop": gettext_noop("%(who)s dropped off a %(a0)s customer (weight %(a1)s)"),
    "go": gettext_noop("%(who)s moved the customers on to %(a0)s"),
    "stop": gettext_noop("%(who)s stopped the customers"),
    "upgrade_at": gettext_noop("%(who)s upgrades the shop at %(a0)s"),
    "spend": gettext_noop("%(who)s paid a customer of weight %(a0)s"),
    "pay": gettext_noop("%(who)s paid a %(a0)s card"),
    "joker": gettext_noop("%(who)s pays with 3 cards as a joker"),
    "discard": gettext_noop("%(who)s discarded a %(a0)s card into the joker"),
    "free_income": gettext_noop("%(who)s took the free INCOME for their rail"),
    "skip_income": gettext_noop("%(who)s declined the free INCOME for their rail"),
}
# The goods a log text names, as words to translate; wards and stations are named by their
# proper names (as the web client's board names them), connections by their two stations'.
_GOOD_WORDS = {
    "food": gettext_noop("food"),
    "clothing": gettext_noop("clothing"),
    "books": gettext_noop("books"),
    "electronics": gettext_noop("electronics"),
}
_TOKYO_BAY = gettext_noop("Tokyo Bay")
_PLACE_NAMES = {
    **dict(zip(C.ward_ids, C.ward_names, strict=True)),
    **dict(zip(C.station_ids, C.station_names, strict=True)),
}


def _log_arg(kind: str, name: str, value: str | int) -> LogArg:
    """An action's argument in a log text (its schema's type: a seat, a ward, a station, a
    connection, a good, a weight)."""
    if kind == "evict" and name == "a0":
        return seat_arg(int(value))
    if isinstance(value, int):
        return value
    if value == "tokyo_bay":
        return word_arg(_TOKYO_BAY)
    if value in _GOOD_WORDS:
        return word_arg(_GOOD_WORDS[value])
    if kind in ("rail", "double", "second") and "-" in value:
        ends = value.split("-", 1)
        return " \N{EN DASH} ".join(_PLACE_NAMES.get(end, end) for end in ends)
    return _PLACE_NAMES.get(value, value)


def reveals(before: State, action: ShinjukuAction, after: State) -> bool:
    """Whether `action` showed something hidden (the contract's `Game.reveals`).

    The hidden parts (module docstring) are the draw pile, the customer bag, the hands and
    the screens; the RNG only reshuffles the discard pile into the draw pile. An action
    reveals exactly when the RNG moved, a card left the draw pile or a customer the bag (or
    went back into it), or a card left a hand or a customer or star left a screen (shown on
    the table). Cards and customers coming from the public queue show nothing.
    """
    if after.rng != before.rng or after.deck != before.deck or after.bag != before.bag:
        return True
    for hidden in ("hand", "screen", "stars"):
        old, new = getattr(before, hidden), getattr(after, hidden)
        if any(n < o for o, n in zip(old, new, strict=True)):
            return True
    return False


def describe(state: State, action: ShinjukuAction, viewer: int | None) -> dict[str, Any]:
    """Log entry of `action` (taken in `state`). Every Shinjuku decision is public: cards
    paid go to the public discard pile and every customer transfer is public; what stays
    hidden is drawn (INCOME, free INCOME, the queue card taken), never named here. Stored with
    its English template and arguments (games.engine.i18n), rendered in each reader's language."""
    values: dict[str, LogArg] = {"who": seat_arg(action.seat)}
    template = _TEXTS.get(action.kind)
    if template is None:
        template = gettext_noop("%(who)s chose %(notation)s")
        values["notation"] = action.to_notation()
    else:
        for name, value in zip(("a0", "a1"), action.args, strict=False):
            values[name] = _log_arg(action.kind, name, value)
    return log_entry(
        kind=action.kind,
        seat=action.seat,
        template=template,
        args=values,
        notation=action.to_notation(),
        public=True,
    )
