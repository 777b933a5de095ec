"""Match options and the setup sequence R-SETUP (§1.15)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from games.engine.contract import OptionSpec
from games.engine.errors import InvalidConfig
from games.engine.i18n import gettext
from games.engine.rng import SeededRng
from games.yokohama.components import COMPONENTS as C
from games.yokohama.components import COPPER, FISH, SILK, TEA, YEN
from games.yokohama.state import FREE, IN_HAND, NEUTRAL, Board, Holdings, Player, State, Static

MIN_PLAYERS = 2
MAX_PLAYERS = 4

OPTIONS: tuple[OptionSpec, ...] = (
    OptionSpec("edition", "choice", "new", "Rules edition (RULES §9.1).", ("original", "new")),
    OptionSpec(
        "mini_expansion_1", "bool", False, "New edition only: achievement reward markers (§8.1)."
    ),
    OptionSpec(
        "mini_expansion_2", "bool", False, "New edition only: foreign-agent 5-power tokens (§8.2)."
    ),
    OptionSpec(
        "two_player_neutral_scoring",
        "bool",
        True,
        "2 players: the neutral competes in church/customs majorities and has tech "
        "value 7.5 (A-27).",
    ),
    OptionSpec(
        "station_requires_assistant",
        "bool",
        False,
        "Railway Station jump needs an own assistant in the station area (A-11).",
    ),
    OptionSpec(
        "allow_zero_placement", "bool", False, "Placement may place no assistant at all (A-03)."
    ),
    OptionSpec(
        "new_edition_warehouse_assistants",
        "int",
        C.warehouse_new[0],
        "New edition: assistants starting in the warehouse (A-02).",
        (),
        0,
        15,
    ),
    OptionSpec(
        "start_player",
        "int",
        -1,
        "Start player seat; -1 draws it from the seed.",
        (),
        -1,
        MAX_PLAYERS - 1,
    ),
)
_SPECS = {spec.name: spec for spec in OPTIONS}


def normalize_config(*, players: Any, options: Mapping[str, Any]) -> dict[str, Any]:
    if isinstance(players, bool) or not isinstance(players, int):
        raise InvalidConfig(gettext("players must be an integer"), field="players")
    if not MIN_PLAYERS <= players <= MAX_PLAYERS:
        raise InvalidConfig(
            gettext("Yokohama is for %(min_players)s to %(max_players)s players")
            % {"min_players": MIN_PLAYERS, "max_players": MAX_PLAYERS},
            field="players",
        )
    if not isinstance(options, Mapping):
        raise InvalidConfig(gettext("options must be an object"), field="options")
    unknown = sorted(str(k) for k in options if k not in _SPECS and k != "players")
    if unknown:
        raise InvalidConfig(
            gettext("unknown option(s): %(unknown)s") % {"unknown": ", ".join(unknown)},
            field=unknown[0],
        )
    out: dict[str, Any] = {"players": players}
    for spec in OPTIONS:
        value = options.get(spec.name, spec.default)
        if spec.kind == "bool":
            if not isinstance(value, bool):
                raise InvalidConfig(
                    gettext("%(name)s must be true or false") % {"name": spec.name}, field=spec.name
                )
        elif spec.kind == "int":
            if isinstance(value, bool) or not isinstance(value, int):
                raise InvalidConfig(
                    gettext("%(name)s must be an integer") % {"name": spec.name}, field=spec.name
                )
            if spec.minimum is not None and value < spec.minimum:
                raise InvalidConfig(
                    gettext("%(name)s must be at least %(minimum)s")
                    % {"name": spec.name, "minimum": spec.minimum},
                    field=spec.name,
                )
            if spec.maximum is not None and value > spec.maximum:
                raise InvalidConfig(
                    gettext("%(name)s must be at most %(maximum)s")
                    % {"name": spec.name, "maximum": spec.maximum},
                    field=spec.name,
                )
        elif value not in spec.choices:
            raise InvalidConfig(
                gettext("%(name)s must be one of %(choices)s")
                % {"name": spec.name, "choices": ", ".join(spec.choices)},
                field=spec.name,
            )
        out[spec.name] = value
    if out["start_player"] >= players:
        raise InvalidConfig(
            gettext("start_player must be a seat of this match"), field="start_player"
        )
    if out["edition"] != "new" and (out["mini_expansion_1"] or out["mini_expansion_2"]):
        raise InvalidConfig(
            gettext("the mini-expansions exist only for the new edition"), field="edition"
        )
    return out


def adjacency_for_rows(rows: tuple[int, ...]) -> tuple[tuple[int, ...], ...]:
    """Inverted pyramid of offset rows (§1.4): (r,c) touches (r,c±1), (r-1,c), (r-1,c+1),
    (r+1,c-1), (r+1,c). Positions are numbered in reading order."""
    index: dict[tuple[int, int], int] = {}
    for r, length in enumerate(rows):
        for c in range(length):
            index[(r, c)] = len(index)
    out: list[tuple[int, ...]] = []
    for r, c in index:
        around = ((r, c - 1), (r, c + 1), (r - 1, c), (r - 1, c + 1), (r + 1, c - 1), (r + 1, c))
        out.append(tuple(sorted(index[rc] for rc in around if rc in index)))
    return tuple(out)


def initial_state(config: Mapping[str, Any], seed: int) -> State:
    players = config.get("players")
    cfg = normalize_config(
        players=players, options={k: v for k, v in config.items() if k != "players"}
    )
    n: int = cfg["players"]
    if isinstance(seed, bool) or not isinstance(seed, int):
        raise InvalidConfig(gettext("seed must be an integer"))
    rng = SeededRng(seed)

    # Tiles for the player count (§1.3) laid in reading order (R-MAP-2).
    tiles: list[int] = []
    for area in C.area_types:
        tiles.extend([area.index] * area.copies)
    for removed in C.removed_tiles[n]:
        tiles.remove(C.area_index[removed])
    rng.shuffle(tiles)
    seen: dict[int, int] = {}
    tile_ids: list[str] = []
    for t in tiles:
        seen[t] = seen.get(t, 0) + 1
        base = C.area_types[t].id
        tile_ids.append(base if seen[t] == 1 else f"{base}_{seen[t]}")
    rows = C.row_lengths[n]
    adjacency = adjacency_for_rows(rows)

    site_pool = list(range(len(C.sites)))
    rng.shuffle(site_pool)
    token_pool = [t.index for t in C.five_tokens if not t.mini2 or cfg["mini_expansion_2"]]
    rng.shuffle(token_pool)
    sites: list[int] = []
    five: list[int] = []
    for t in tiles:
        if C.area_types[t].effect == "canal":
            sites.append(FREE)
            five.append(FREE)
        else:
            sites.append(site_pool.pop())
            five.append(token_pool.pop())

    start = cfg["start_player"] if cfg["start_player"] >= 0 else rng.below(n)

    achievements: list[int] = []
    for deck in sorted({a.deck for a in C.achievements}):
        pool = [a.index for a in C.achievements if a.deck == deck]
        rng.shuffle(pool)
        achievements.append(pool[0])

    options = tuple((k, cfg[k]) for k in sorted(cfg) if k != "players")
    static = Static(
        players=n,
        options=options,
        start_player=start,
        tiles=tuple(tiles),
        tile_ids=tuple(tile_ids),
        rows=rows,
        adjacency=adjacency,
        sites=tuple(sites),
        achievements=tuple(achievements),
    )

    s = State()
    b = s.board = Board()
    s.static = static
    s.stack = []
    positions = len(tiles)
    s.assist = [0] * (positions * n)
    s.pres = [IN_HAND] * n
    b.shops = [FREE] * (positions * static.slots_per_site)
    b.trading_houses = [FREE] * positions
    b.five = five
    b.station = -1

    b.tech_deck = list(range(len(C.tech_cards)))
    rng.shuffle(b.tech_deck)
    lab_slots = len(C.lab_surcharges)
    b.labs = [FREE] * (lab_slots * len(static.lab_positions))
    for i in range(len(b.labs)):
        b.labs[i] = b.tech_deck.pop()

    b.order_deck = list(range(len(C.orders)))
    rng.shuffle(b.order_deck)
    b.box_orders = [b.order_deck.pop() for _ in range(C.orders_removed[n])]
    port_slots = len(C.port_levels)
    b.ports = [FREE] * (port_slots * len(static.port_positions))
    for i in range(len(b.ports)):
        b.ports[i] = b.order_deck.pop()

    wh = C.warehouse_new if static.edition_new else C.warehouse_original
    wh_assistants = cfg["new_edition_warehouse_assistants"] if static.edition_new else wh[0]
    hand = C.start_hand
    s.players = []
    for seat in range(n):
        p = Player()
        p.res = [0] * 6
        p.res[YEN] = hand["yen_first_player"] if seat == start else hand["yen_others"]
        p.res[COPPER] = hand["copper"]
        p.res[SILK] = hand["silk"]
        p.res[TEA] = hand["tea"]
        p.res[FISH] = hand["fish"]
        p.hand_assistants = hand["assistants"]
        p.turn_flags = 0
        p.tech_mask = 0
        p.vp = (0,) * 8
        h = p.holdings = Holdings()
        h.hand_shops = hand["shops"]
        h.hand_trading_houses = 0
        h.wh_assistants = wh_assistants
        h.wh_shops = wh[1]
        h.wh_trading_houses = wh[2]
        h.trading_houses_released = 0
        h.shops_built = 0
        h.trading_houses_built = 0
        h.agents_used = 0
        h.techs = ()
        h.orders = ()
        h.fulfilled = ()
        h.agents = ()
        h.tokens = ()
        h.markers = ()
        h.draw = (b.order_deck.pop(), b.order_deck.pop())
        s.players.append(p)

    # 2 players: neutral blockers on the marked church and customs spaces (§1.14).
    b.church = [NEUTRAL if n == 2 and slot.blocked_2p else FREE for slot in C.church_slots]
    b.customs = [NEUTRAL if n == 2 and slot.blocked_2p else FREE for slot in C.customs_slots]

    b.agent_supply = list(C.agents_supply)
    b.markers_open = []
    if static.mini1:
        pool = list(range(len(C.markers)))
        rng.shuffle(pool)
        b.markers_open = sorted(pool[: C.markers_per_game])
    b.claims = [() for _ in achievements]
    s.active = start
    b.round = 0  # 0 = setup; the first round is 1
    s.turn = 0
    b.end_round = -1
    b.end_reason = ""
    b.over = 0
    b.setup_pending = (1 << n) - 1  # every seat keeps one of its two orders (simultaneous)
    s._copied = 0
    s._legal = None
    return s
