"""Test helpers: random playouts, an invariant checker and a position builder."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from games.engine.rng import SeededRng
from games.yokohama import GAME, rules
from games.yokohama.actions import YokohamaAction
from games.yokohama.components import COMPONENTS as C
from games.yokohama.state import FREE, IN_HAND, NEUTRAL, State

CONFIGS: list[tuple[int, dict[str, Any]]] = [
    (2, {"edition": "original"}),
    (3, {"edition": "original"}),
    (4, {"edition": "original"}),
    (2, {"edition": "new"}),
    (3, {"edition": "new"}),
    (4, {"edition": "new"}),
    (2, {"edition": "new", "mini_expansion_1": True, "mini_expansion_2": True}),
    (3, {"edition": "new", "mini_expansion_1": True}),
    (4, {"edition": "new", "mini_expansion_1": True, "mini_expansion_2": True}),
    (4, {"edition": "new", "mini_expansion_2": True, "two_player_neutral_scoring": False}),
]


def new_game(players: int = 4, seed: int = 1, **options: Any) -> State:
    config = GAME.normalize_config(players=players, options=options)
    return GAME.initial_state(config, seed)


def random_steps(
    state: State, seed: int, limit: int = 100_000
) -> Iterator[tuple[State, YokohamaAction, State]]:
    """Yield (before, action, after) for a random legal playout until the game ends."""
    rng = SeededRng(seed, 99)
    for _ in range(limit):
        seats = GAME.current_seats(state)
        if not seats:
            return
        seat = seats[rng.below(len(seats))]
        options = GAME.legal_actions(state, seat)
        assert options, "a deciding seat must have at least one legal action"
        action = options[rng.below(len(options))]
        after = GAME.apply(state, action)
        yield state, action, after
        state = after
    raise AssertionError("random game did not end")


def play_random(state: State, seed: int) -> State:
    for _before, _action, after in random_steps(state, seed):
        state = after
    return state


def initial_assistants(state: State) -> int:
    return C.start_hand["assistants"] + state.players[0].wh_assistants if state.round == 0 else -1


def check_invariants(state: State, totals: dict[str, int]) -> None:
    """Conservation and sign invariants that must hold after every action."""
    static = state.static
    n = static.players
    assist = state.assist
    church, customs = state.church, state.customs
    claims = state.claims
    moving = bool(state.stack) and state.stack[-1][0] == rules.F_MOVING
    assert min(assist) >= 0
    claimed = [seat for c in claims for seat in c]
    for seat, p in enumerate(state.players):
        assert min(p.res) >= 0, (seat, p.res)
        assert (
            min(
                p.hand_assistants,
                p.hand_shops,
                p.hand_trading_houses,
                p.wh_assistants,
                p.wh_shops,
                p.wh_trading_houses,
                p.agents_used,
            )
            >= 0
        )
        on_map = sum(assist[seat::n])
        on_boards = church.count(seat) + customs.count(seat)
        on_achievements = claimed.count(seat)
        assert (
            p.hand_assistants + p.wh_assistants + on_map + on_boards + on_achievements
            == (totals["assistants"])
        ), (seat, "assistants not conserved")
        shops_on_map = state.shops.count(seat)
        assert shops_on_map == p.shops_built
        assert p.hand_shops + p.wh_shops + shops_on_map == static.total_shops
        th_on_map = state.trading_houses.count(seat)
        assert th_on_map == p.trading_houses_built
        assert p.hand_trading_houses + p.wh_trading_houses + th_on_map == (
            static.total_trading_houses
        )
        assert len(p.orders) <= C.hand_limit
        assert len({rules.CARD_TYPE[c] for c in p.techs}) == len(p.techs), "same name twice"
        assert p.agents_used <= len(p.agents)
        where = state.pres[seat]
        assert where == IN_HAND or (
            0 <= where < len(static.tiles)
            and (where != static.canal or (moving and seat == state.active))
        )
    if static.canal >= 0:
        assert sum(assist[static.canal * n : (static.canal + 1) * n]) == 0
        assert state.station != static.canal
    # every order card and every technology card in exactly one place
    orders = state.order_deck + state.box_orders + [o for o in state.ports if o != FREE]
    techs = state.tech_deck + [c for c in state.labs if c != FREE]
    tokens = [t for t in state.five if t != FREE]
    for p in state.players:
        orders += p.orders
        orders += p.fulfilled
        orders += p.draw
        techs += p.techs
        tokens += p.tokens
    assert len(orders) == len(set(orders)) == len(C.orders), "order cards not conserved"
    assert len(techs) == len(set(techs)) == len(C.tech_cards), "tech cards not conserved"
    assert len(tokens) == len(set(tokens)) == totals["tokens"], "5-power tokens not conserved"
    owned_agents = [a for p in state.players for a in p.agents if a < 100]
    for country, left in enumerate(state.agent_supply):
        assert left >= 0
        assert left + owned_agents.count(country) == C.agents_supply[country]
    markers = list(state.markers_open) + [m for p in state.players for m in p.markers]
    assert len(markers) == len(set(markers))
    assert church.count(NEUTRAL) == totals["neutral_church"]
    assert customs.count(NEUTRAL) == totals["neutral_customs"]


def totals_of(state: State) -> dict[str, int]:
    return {
        "assistants": C.start_hand["assistants"] + state.players[0].wh_assistants,
        "tokens": sum(1 for t in state.five if t != FREE),
        "neutral_church": state.church.count(NEUTRAL),
        "neutral_customs": state.customs.count(NEUTRAL),
    }


# --- crafted positions -------------------------------------------------------------------


def started(players: int = 4, seed: int = 1, **options: Any) -> State:
    """A new game with every seat having kept its first drawn order."""
    state = new_game(players, seed, **options)
    for seat in range(players):
        state = GAME.apply(state, GAME.legal_actions(state, seat)[0])
    return state


def editable(state: State) -> State:
    """A private deep copy that tests may change freely."""
    return GAME.decode_state(GAME.encode_state(state))


def relayout(state: State, tile_ids: list[str]) -> State:
    """Rebuild the map with these tiles in reading order (same tiles, chosen positions)."""
    from games.yokohama.state import Static

    old = state.static
    by_id = {tid: pos for pos, tid in enumerate(old.tile_ids)}
    assert sorted(tile_ids) == sorted(old.tile_ids), "same tiles, another order"
    order = [by_id[tid] for tid in tile_ids]
    s = editable(state)
    s.static = Static(
        players=old.players,
        options=old.options,
        start_player=old.start_player,
        tiles=tuple(old.tiles[i] for i in order),
        tile_ids=tuple(tile_ids),
        rows=old.rows,
        adjacency=old.adjacency,
        sites=tuple(old.sites[i] for i in order),
        achievements=old.achievements,
    )
    n = old.players
    s.assist = [state.assist[i * n + seat] for i in order for seat in range(n)]
    slots = old.slots_per_site
    s.shops = [state.shops[i * slots + k] for i in order for k in range(slots)]
    s.trading_houses = [state.trading_houses[i] for i in order]
    s.five = [state.five[i] for i in order]
    s.pres = [IN_HAND if p == IN_HAND else order.index(p) for p in state.pres]
    s.station = -1 if state.station < 0 else order.index(state.station)
    return s


def pos_of(state: State, area: str) -> int:
    return state.static.position_of[area]


def set_res(state: State, seat: int, **amounts: int) -> None:
    names = ("yen", "copper", "silk", "tea", "fish", "import")
    p = state.players[seat]
    for name, value in amounts.items():
        p.res[names.index(name)] = value


def put(state: State, seat: int, area: str, count: int) -> None:
    """Set the number of `seat`'s assistants in `area` (taken from / returned to hand)."""
    index = pos_of(state, area) * state.static.players + seat
    state.players[seat].hand_assistants -= count - state.assist[index]
    state.assist[index] = count


def clear_board(state: State) -> None:
    """Every assistant back to hand, every president to hand."""
    n = state.static.players
    for i, count in enumerate(state.assist):
        state.players[i % n].hand_assistants += count
        state.assist[i] = 0
    state.pres = [IN_HAND] * n


def give_tech(state: State, seat: int, tech: str) -> None:
    """Move a card of that technology type from wherever it is to `seat` (no effects)."""
    t = C.tech_type_index[tech]
    card = next(
        c.index
        for c in C.tech_cards
        if c.type == t and not any(c.index in p.techs for p in state.players)
    )
    if card in state.tech_deck:
        state.tech_deck.remove(card)
    elif card in state.labs:
        state.labs[state.labs.index(card)] = state.tech_deck.pop()
    p = state.players[seat]
    p.techs = (*p.techs, card)
    p.tech_mask |= 1 << t


def at_turn(state: State, seat: int) -> State:
    """`seat` starts a fresh turn now (phase A on top of the stack)."""
    s = editable(state)
    s.stack = []
    s.active = seat
    s.turn = (seat - s.static.start_player) % s.static.players
    rules.start_turn(s, seat)
    rules.advance(s)
    return s


def at_frame(state: State, seat: int, *frames: tuple[int, ...]) -> State:
    """`seat` is active with these frames on top of the remainder of a turn (phase C)."""
    s = editable(state)
    s.active = seat
    s.turn = (seat - s.static.start_player) % s.static.players
    s.stack = [(rules.F_END_TURN,), (rules.F_PHASE, 1), *frames]
    for p in s.players:
        p.turn_flags = 0
    rules.advance(s)
    return s


def act_in(state: State, seat: int, area: str, *, agent: bool = False) -> State:
    """`seat` performs the area action of `area` now (steps 3-6)."""
    return at_frame(state, seat, (rules.F_ACT, pos_of(state, area), int(agent)))


def play(state: State, *notations: str) -> State:
    """Apply the notations for the deciding seat; fails loudly if one is not legal."""
    for notation in notations:
        seats = GAME.current_seats(state)
        assert seats, "the game is over"
        action = GAME.parse_action(state, seats[0], notation)
        legal = [a.to_notation() for a in GAME.legal_actions(state, seats[0])]
        assert action in GAME.legal_actions(state, seats[0]), (notation, legal)
        state = GAME.apply(state, action)
    return state


def options(state: State) -> list[str]:
    seats = GAME.current_seats(state)
    return [a.to_notation() for a in GAME.legal_actions(state, seats[0])] if seats else []


def decision(state: State) -> str | None:
    frame = rules.decision_frame(state)
    return None if frame is None else rules.DECISION_NAMES[frame[0]]


def with_achievements(state: State, ids: list[str]) -> State:
    from games.yokohama.state import Static

    old = state.static
    s = editable(state)
    s.static = Static(
        players=old.players,
        options=old.options,
        start_player=old.start_player,
        tiles=old.tiles,
        tile_ids=old.tile_ids,
        rows=old.rows,
        adjacency=old.adjacency,
        sites=old.sites,
        achievements=tuple(C.achievement_index[i] for i in ids),
    )
    s.claims = [() for _ in ids]
    return s


def card_of(tech: str, copy: int = 1) -> int:
    return C.tech_card_index[f"{tech}_{copy}"]


def vp(state: State, seat: int) -> int:
    return state.players[seat].score
