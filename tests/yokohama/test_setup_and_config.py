"""Setup per player count (R-SETUP) and match options."""

from __future__ import annotations

from collections import Counter

import pytest

from games.engine import InvalidConfig, get_game
from games.yokohama import GAME
from games.yokohama.components import COMPONENTS as C
from games.yokohama.setup import adjacency_for_rows
from games.yokohama.state import FREE, IN_HAND, NEUTRAL
from tests.yokohama.helpers import new_game

TILES = {2: 10, 3: 14, 4: 18}  # RULES §1.3
ORDERS_REMOVED = {2: 16, 3: 5, 4: 0}
LABS = {2: 1, 3: 1, 4: 2}
PORTS = {2: 1, 3: 2, 4: 2}


def test_registered() -> None:
    assert get_game("yokohama") is GAME


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("edition", ["original", "new"])
def test_setup_per_player_count(players: int, edition: str) -> None:
    s = new_game(players, seed=11, edition=edition)
    st = s.static
    assert len(st.tiles) == TILES[players]
    assert st.rows == {2: (4, 3, 2, 1), 3: (5, 4, 3, 2), 4: (6, 5, 4, 3)}[players]
    types = Counter(C.area_types[t].id for t in st.tiles)
    if players == 2:
        assert "canal" not in types
        assert "chinatown" not in types
        assert "port_b" not in types
        assert types["copper_mine"] == 1
    if players == 3:
        assert types["fishery"] == 2
        assert types["copper_mine"] == 1
        assert "laboratory_b" not in types
    if players == 4:
        assert all(types[a.id] == a.copies for a in C.area_types)
    # sites and 5-power tokens on every tile except the canal
    for pos, tile in enumerate(st.tiles):
        is_canal = C.area_types[tile].id == "canal"
        assert (st.sites[pos] == FREE) == is_canal
        assert (s.five[pos] == FREE) == is_canal
    assert len(set(st.sites) - {FREE}) == TILES[players] - (players > 2)
    assert len(s.labs) == 6 * LABS[players]
    assert FREE not in s.labs
    assert len(s.ports) == 6 * PORTS[players]
    assert FREE not in s.ports
    assert len(s.box_orders) == ORDERS_REMOVED[players]
    assert len(s.order_deck) == 36 - ORDERS_REMOVED[players] - 6 * PORTS[players] - 2 * players
    assert [C.achievements[a].deck for a in st.achievements] == ["A", "B", "C"]
    wh = 13 if edition == "new" else 12
    for seat, p in enumerate(s.players):
        assert len(p.draw) == 2
        assert p.orders == ()
        assert p.res == [3 if seat == st.start_player else 4, 1, 1, 1, 1, 0]
        assert (p.hand_assistants, p.hand_shops, p.hand_trading_houses) == (8, 2, 0)
        assert (p.wh_assistants, p.wh_shops, p.wh_trading_houses) == (wh, 6, 4)
        assert s.pres[seat] == IN_HAND
    neutral = 1 if players == 2 else 0
    assert s.church.count(NEUTRAL) == neutral
    assert s.customs.count(NEUTRAL) == neutral
    assert GAME.current_seats(s) == tuple(range(players))  # simultaneous order keeping


def test_adjacency_is_the_offset_pyramid() -> None:
    adj = adjacency_for_rows((6, 5, 4, 3))
    # RULES §1.4 example: [1,1] touches [1,0] [1,2] [0,1] [0,2] [2,0] [2,1]
    index = {(0, c): c for c in range(6)} | {(1, c): 6 + c for c in range(5)}
    index |= {(2, c): 11 + c for c in range(4)} | {(3, c): 15 + c for c in range(3)}
    expected = {index[rc] for rc in ((1, 0), (1, 2), (0, 1), (0, 2), (2, 0), (2, 1))}
    assert set(adj[index[(1, 1)]]) == expected
    assert all(a in adj[b] for a in range(18) for b in adj[a])  # symmetric
    assert set(adj[index[(3, 0)]]) == {index[(3, 1)], index[(2, 0)], index[(2, 1)]}


def test_keep_order_returns_the_other_card_to_the_box() -> None:
    s = new_game(3, seed=2)
    draw = s.players[1].draw
    s = GAME.apply(s, GAME.parse_action(s, 1, f"keep_order:{C.orders[draw[1]].id}"))
    assert s.players[1].orders == (draw[1],)
    assert draw[0] in s.box_orders
    assert GAME.current_seats(s) == (0, 2)
    for seat in (0, 2):
        s = GAME.apply(s, GAME.legal_actions(s, seat)[0])
    assert GAME.current_seats(s) == (s.static.start_player,)
    assert s.round == 1


def test_same_seed_same_setup_and_other_seed_differs() -> None:
    a, b, c = new_game(4, seed=7), new_game(4, seed=7), new_game(4, seed=8)
    assert a == b
    assert a != c


@pytest.mark.parametrize(
    ("players", "options"),
    [
        (1, {}),
        (5, {}),
        (4, {"edition": "deluxe"}),
        (4, {"edition": "original", "mini_expansion_1": True}),
        (4, {"edition": "original", "mini_expansion_2": True}),
        (4, {"mini_expansion_1": "yes"}),
        (4, {"no_such_option": 1}),
        (3, {"start_player": 3}),
        (4, {"new_edition_warehouse_assistants": 99}),
        ("4", {}),
    ],
)
def test_invalid_configs(players: object, options: dict[str, object]) -> None:
    with pytest.raises(InvalidConfig):
        GAME.normalize_config(players=players, options=options)  # type: ignore[arg-type]


def test_config_defaults_and_start_player_option() -> None:
    config = GAME.normalize_config(players=3, options={"start_player": 2})
    assert config["edition"] == "new"
    assert config["mini_expansion_1"] is False
    s = GAME.initial_state(config, 1)
    assert s.static.start_player == 2
    assert s.players[2].res[0] == 3


def test_mini_expansions_setup() -> None:
    s = new_game(4, seed=4, edition="new", mini_expansion_1=True, mini_expansion_2=True)
    assert len(s.markers_open) == C.markers_per_game
    tokens = [t for t in s.five if t != FREE]
    assert len(tokens) == 17
    # over many seeds the agent tokens appear on the map (25 tokens shuffled together)
    seen = set()
    for seed in range(30):
        g = new_game(4, seed=seed, edition="new", mini_expansion_2=True)
        seen |= {C.five_tokens[t].mini2 for t in g.five if t != FREE}
    assert seen == {True, False}
    base = new_game(4, seed=4)
    assert not any(C.five_tokens[t].mini2 for t in base.five if t != FREE)
    assert base.markers_open == []


def test_player_codec_fields_cover_every_slot() -> None:
    from games.yokohama.state import HOLDINGS_FIELDS, PLAYER_FIELDS, Holdings, Player

    # A record stores its own slots (but the reference to its holdings) and its holdings'.
    stored = [name for name in Player.__slots__ if name != "holdings"] + list(Holdings.__slots__)
    assert sorted(PLAYER_FIELDS) == sorted(stored)
    assert sorted(HOLDINGS_FIELDS) == sorted(Holdings.__slots__)
    assert len(set(PLAYER_FIELDS)) == len(PLAYER_FIELDS)
