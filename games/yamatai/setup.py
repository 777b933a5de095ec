"""Options, `normalize_config` and the seeded setup (RULES.md §4)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from games.engine.contract import OptionSpec
from games.engine.errors import InvalidConfig
from games.engine.i18n import gettext
from games.engine.rng import SeededRng
from games.yamatai.components import C
from games.yamatai.state import EMPTY, FLEET, TOKEN, Config, Player, State

MIN_PLAYERS = 2
MAX_PLAYERS = 4
TRADABLE = tuple(c for c in C.colours if c != "gold")
MAX_PRICE = 20

OPTIONS: tuple[OptionSpec, ...] = (
    *(
        OptionSpec(
            name=f"price_{colour}",
            kind="int",
            default=C.buy_prices[C.colours.index(colour)],
            description=(
                f"Y1: the player mat's price of a {colour} boat, used for buying and selling "
                "(default: the data file's figure)"
            ),
            minimum=0,
            maximum=MAX_PRICE,
        )
        for colour in TRADABLE
    ),
    OptionSpec(
        name="take_all_tokens",
        kind="bool",
        default=True,
        description=(
            "Y3: TAKE must take as many culture tokens as a maximum boat-to-token matching "
            "allows (off: the player may stop taking after the first token)"
        ),
    ),
)
_OPTION_NAMES = {o.name for o in OPTIONS}


def normalize_config(*, players: int, options: Mapping[str, Any]) -> dict[str, Any]:
    if isinstance(players, bool) or not isinstance(players, int):
        raise InvalidConfig("players: " + gettext("must be an integer"))
    if not MIN_PLAYERS <= players <= MAX_PLAYERS:
        raise InvalidConfig(
            "players: "
            + gettext("Yamatai is for %(min)d to %(max)d players")
            % {"min": MIN_PLAYERS, "max": MAX_PLAYERS}
        )
    if not isinstance(options, Mapping):
        raise InvalidConfig("options: " + gettext("must be an object"))
    for name in options:
        if name not in _OPTION_NAMES:
            raise InvalidConfig(f"{str(name)[:40]}: " + gettext("unknown option"))
    out: dict[str, Any] = {"players": players}
    for spec in OPTIONS:
        value = options.get(spec.name, spec.default)
        if spec.kind == "bool":
            if not isinstance(value, bool):
                raise InvalidConfig(f"{spec.name}: " + gettext("must be true or false"))
        else:
            if isinstance(value, bool) or not isinstance(value, int):
                raise InvalidConfig(f"{spec.name}: " + gettext("must be an integer"))
            if (spec.minimum is not None and value < spec.minimum) or (
                spec.maximum is not None and value > spec.maximum
            ):
                raise InvalidConfig(
                    f"{spec.name}: "
                    + gettext("must be between %(minimum)s and %(maximum)s")
                    % {"minimum": spec.minimum, "maximum": spec.maximum}
                )
        out[spec.name] = value
    return out


def seat_colours(players: int) -> tuple[str, ...]:
    excluded = C.excluded_colours[players]
    return tuple(c for c in C.player_colours if c not in excluded)[:players]


def initial_state(config: Mapping[str, Any], seed: int) -> State:
    cfg_dict = normalize_config(
        players=config.get("players"),  # type: ignore[arg-type]
        options={k: v for k, v in config.items() if k != "players"},
    )
    players = int(cfg_dict["players"])
    prices = tuple(cfg_dict[f"price_{c}"] if c != "gold" else None for c in C.colours)
    rng = SeededRng(seed)
    s = State()
    s.cfg = Config(players, prices, prices, bool(cfg_dict["take_all_tokens"]))
    # §4.2 specialists, §4.3 building tiles, §4.4 fleet tiles
    spec = list(range(len(C.specialists)))
    rng.shuffle(spec)
    slots = C.specialist_slots
    s.display = spec[:slots]
    s.display_coins = [0] * slots
    s.spec_deck = spec[slots:]
    tiles = list(range(len(C.buildings)))
    rng.shuffle(tiles)
    s.row = tiles[: C.building_row]
    s.deck = tiles[C.building_row :]
    fleet = [t.number for t in C.fleet]
    rng.shuffle(fleet)
    s.track = fleet
    s.up = C.fleet_face_up
    # §4.5 culture tokens: one per island; mountains under every mountain token; blanks leave.
    tokens: list[tuple[int, int]] = []  # (type or EMPTY for blank, mountain)
    for t, count in enumerate(C.culture_counts):
        mountains = C.culture_mountains[t]
        tokens += [(t, 1)] * mountains + [(t, 0)] * (count - mountains)
    tokens += [(EMPTY, 1)] * C.blank_mountains + [(EMPTY, 0)] * (C.blank_count - C.blank_mountains)
    rng.shuffle(tokens)
    s.occ = [TOKEN + t if t != EMPTY else 0 for t, _ in tokens]
    s.mountain = [m for _, m in tokens]
    s.boats = [EMPTY] * len(C.space_ids)
    s.supply = list(C.colour_supply)
    s.sacred_left = C.sacred_supply
    # §4.6 players
    n_colours = len(C.colours)
    s.players = []
    for _seat in range(players):
        p = Player()
        p.coins = C.starting_coins
        p.prestige = 0
        p.culture = [0] * len(C.culture_types)
        p.pool = [0] * n_colours
        p.harbour = [0] * n_colours
        p.beside = [0] * n_colours
        p.pieces = C.standard_pieces[players]
        p.built = []
        p.reserved = []
        p.specialists = []
        s.players.append(p)
    # §4.7 first-round turn order (2P: first meeples on #1-#2, second meeples on #3-#4)
    order: list[int] = []
    for _meeple in range(C.meeples_each[players]):
        seats = list(range(players))
        rng.shuffle(seats)
        order += seats
    s.order = order
    s.turn = 0
    s.taken = [0] * len(order)
    s.round = 1
    s.last_piece = 0
    s.phase = FLEET
    s.end_reason = ""
    s.rng = rng.state
    s.fleet_tile = 0
    s.effect_used = 0
    s.trades = 0
    s.placed = []
    s.last_space = EMPTY
    s.taken_islands = []
    s.used = []
    s.sub = EMPTY
    s.resume = ""
    s.peek = []
    s._legal = None
    s._owned = (1 << players) - 1
    return s
