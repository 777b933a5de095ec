"""The Yamatai turn as a small state machine (RULES.md §5-§9).

Every decision is one `phase` of the active turn. `_generate` lists the legal actions of a
phase; `_do` applies one to a private clone. Fleet-tile effects and specialist abilities are
offered in every effect window of ruling Y5 (the phases TRADE before the first trade, PLACE
before the first boat, CHOOSE_3B, DOCK, RECRUIT and END; boat-gaining abilities only up to
DOCK). A decision whose only option is `pass` (or a forced dock) is applied without asking.
"""

from __future__ import annotations

from itertools import combinations
from typing import Any

from games.engine.errors import IllegalAction
from games.engine.i18n import gettext
from games.engine.rng import SeededRng
from games.yamatai import components
from games.yamatai.actions import YamataiAction, boats_arg, tokens_arg
from games.yamatai.components import (
    ANANDA,
    AWASHIMA,
    HETSUKA,
    IZANAGI,
    IZANAMI,
    KACHIKO,
    KAGUTSUCHI,
    MICHIMATA,
    NAKATSU,
    RAIJIN,
    RIU,
    SUSANOO,
    TOMOE,
    TOYO_TAMA,
    C,
    ComponentDataError,
)
from games.yamatai.state import (
    ANY_COLOUR,
    ARRANGE,
    CHOOSE_3B,
    DOCK,
    EBISU,
    EMPTY,
    END,
    FLEET,
    GAME_OVER,
    MOVE_TO,
    PALACE,
    PLACE,
    RECRUIT,
    REMOVE_SECOND,
    SACRED,
    STANDARD,
    SWAP_BOAT_WITH,
    SWAP_TOKEN_WITH,
    TAKE,
    TOKEN,
    TORII,
    TRADE,
    Player,
    State,
)

A = YamataiAction
ANY_BOAT = components.ANY_COLOUR
EBISU_SP = components.EBISU
N_COLOURS = len(C.colours)
GOLD = C.gold
COLOURS = C.colours
CULTURES = C.culture_types
N_CULTURES = len(CULTURES)
SPACES = C.space_ids
ISLANDS = C.island_ids
SPACE_INDEX = C.space_index
ISLAND_INDEX = C.island_index
TILE_INDEX = C.building_index
COLOUR_INDEX = {c: i for i, c in enumerate(COLOURS)}
CULTURE_INDEX = {c: i for i, c in enumerate(CULTURES)}
LINKS = C.space_links
SPACE_ISLANDS = C.space_islands
ISLAND_SPACES = C.island_spaces
NEIGHBOURS = C.island_neighbours
ENTRIES = frozenset(C.entry_spaces)
EDGE_OR_ENTRY = frozenset(C.entry_spaces) | frozenset(C.edge_spaces)
TILES = C.buildings
SPECIALISTS = C.specialists


def _param(specialist: int, key: str) -> Any:
    spec = SPECIALISTS[specialist]
    if key not in spec.params:
        raise ComponentDataError(f"components.specialists[{specialist}].params.{key}: missing")
    return spec.params[key]


IZANAGI_TRADES = int(_param(IZANAGI, "trades_per_turn"))
ANANDA_TOLL = int(_param(ANANDA, "coins"))
RIU_EXTRA = int(_param(RIU, "extra_slots"))
KACHIKO_COST = int(_param(KACHIKO, "coins"))
SUSANOO_SELL = {COLOUR_INDEX[c]: int(v) for c, v in _param(SUSANOO, "sell").items()}
KAGUTSUCHI_TOKENS = int(_param(KAGUTSUCHI, "prestige_tokens"))
TOMOE_BUY = int(_param(TOMOE, "buy"))
TOMOE_SELL = int(_param(TOMOE, "sell"))
HETSUKA_COINS = int(_param(HETSUKA, "coins"))

EFFECT_OF = {t.number: t.effect for t in C.fleet}
AMOUNT_OF = {t.number: t.amount for t in C.fleet}
PASS = "pass"
_AUTO_KINDS = frozenset(("pass", "dock"))
# Phases in which fleet effects and specialist abilities may be used (Y5), and whether
# boat-gaining abilities are still allowed there (only before docking).
_WINDOWS = {TRADE: True, PLACE: True, CHOOSE_3B: True, DOCK: True, RECRUIT: False, END: False}


# --------------------------------------------------------------------------- helpers


def capacity(state: State, seat: int) -> int:
    return C.harbour_capacity + (RIU_EXTRA if RIU in state.players[seat].specialists else 0)


def _take_available(p: Player, colour: int) -> None:
    """Remove one available boat of `colour`: from the pool first (taking the harbour boat
    instead would only add dock options that discard more boats)."""
    if p.pool[colour]:
        p.pool[colour] -= 1
    else:
        p.harbour[colour] -= 1


def _boats_of(arg: str) -> list[int]:
    counts = [0] * N_COLOURS
    if arg != "none":
        for name in arg.split("."):
            counts[COLOUR_INDEX[name]] += 1
    return counts


def buy_price(state: State, p: Player, colour: int) -> int | None:
    if colour == GOLD:
        return TOMOE_BUY if TOMOE in p.specialists else None
    return state.cfg.buy[colour]


def sell_price(state: State, p: Player, colour: int) -> int | None:
    if colour == GOLD:
        return TOMOE_SELL if TOMOE in p.specialists else None
    if SUSANOO in p.specialists and colour in SUSANOO_SELL:
        return SUSANOO_SELL[colour]
    return state.cfg.sell[colour]


def _matchable(islands: list[int], spaces: list[int]) -> bool:
    """Can every island be paid for by a distinct adjacent boat (bipartite matching)?"""
    match: dict[int, int] = {}

    def augment(island: int, seen: set[int]) -> bool:
        for space in spaces:
            if space in seen or island not in SPACE_ISLANDS[space]:
                continue
            seen.add(space)
            if space not in match or augment(match[space], seen):
                match[space] = island
                return True
        return False

    return all(augment(island, set()) for island in islands)


def _token_islands_near(state: State) -> list[int]:
    occ = state.occ
    found = {i for s in state.placed for i in SPACE_ISLANDS[s] if TOKEN <= occ[i] < STANDARD}
    return sorted(found)


def take_picks(state: State) -> list[int]:
    """Islands whose token can be taken next so that a maximum matching stays reachable
    (the pickable sets form a transversal matroid, so greedy extension is exact)."""
    taken = state.taken_islands
    return [i for i in _token_islands_near(state) if _matchable([*taken, i], state.placed)]


def group_size(state: State, island: int, seat: int) -> int:
    """Islands in the group of `seat`'s standard buildings connected to `island` (inclusive)."""
    mine = STANDARD + seat
    occ = state.occ
    seen = {island}
    stack = [island]
    while stack:
        for n in NEIGHBOURS[stack.pop()]:
            if n not in seen and occ[n] == mine:
                seen.add(n)
                stack.append(n)
    return len(seen)


def _ananda_owner(state: State, seat: int) -> int:
    for other, p in enumerate(state.players):
        if other != seat and ANANDA in p.specialists:
            return other
    return EMPTY


def _needs_toll(state: State, island: int, owner: int) -> bool:
    mark = STANDARD + owner
    return any(state.occ[n] == mark for n in NEIGHBOURS[island])


def build_options(state: State, seat: int) -> list[tuple[int, int, int]]:
    """(tile, island, boats ignored via fleet 9) for every legal build of this turn."""
    p = state.players[seat]
    occ = state.occ
    targets = sorted({i for s in state.placed for i in SPACE_ISLANDS[s] if occ[i] == 0})
    if not targets:
        return []
    tiles = sorted([*state.row, *(tile for tile, when in p.reserved if when < state.round)])
    fewer = (
        AMOUNT_OF[state.fleet_tile]
        if state.fleet_tile
        and not state.effect_used
        and EFFECT_OF[state.fleet_tile] == "build_with_one_fewer_boat"
        else 0
    )
    owner = _ananda_owner(state, seat)
    boats = state.boats
    out: list[tuple[int, int, int]] = []
    around: dict[int, list[int]] = {}
    for island in targets:
        have = [0] * N_COLOURS
        for s in ISLAND_SPACES[island]:
            if boats[s] != EMPTY:
                have[boats[s]] += 1
        around[island] = have
    for tile in tiles:
        info = TILES[tile]
        if info.kind == "standard" and p.pieces <= 0:
            continue
        for island in targets:
            have = around[island]
            deficit = sum(max(0, n - have[c]) for c, n in enumerate(info.need))
            if deficit > fewer:
                continue
            if owner != EMPTY and p.coins < ANANDA_TOLL and _needs_toll(state, island, owner):
                continue
            out.append((tile, island, deficit))
    return out


def dock_options(state: State, seat: int) -> list[list[int]]:
    """Every harbour content allowed by §6 step 4 (multisets of colours)."""
    p = state.players[seat]
    cap = capacity(state, seat)
    harbour = p.harbour
    limit = [harbour[c] + p.pool[c] for c in range(N_COLOURS)]
    out: list[list[int]] = []

    def rec(c: int, chosen: list[int], size: int) -> None:
        if c == N_COLOURS:
            keeps_all = all(chosen[k] >= harbour[k] for k in range(N_COLOURS))
            if keeps_all or size == cap:
                out.append(chosen.copy())
            return
        for n in range(min(limit[c], cap - size) + 1):
            chosen.append(n)
            rec(c + 1, chosen, size + n)
            chosen.pop()

    rec(0, [], 0)
    return out


def recruit_payments(p: Player) -> list[list[int]]:
    culture = p.culture
    out: list[list[int]] = []
    if C.recruit_identical:
        for t in range(N_CULTURES):
            if culture[t] >= C.recruit_identical:
                out.append([t] * C.recruit_identical)
    held = [t for t in range(N_CULTURES) if culture[t]]
    out.extend(list(combo) for combo in combinations(held, C.recruit_different))
    return out


# --------------------------------------------------------------------------- generation


def current_seats(state: State) -> tuple[int, ...]:
    if state.phase == GAME_OVER:
        return ()
    return (state.order[state.turn],)


def legal_actions(state: State, seat: int) -> list[YamataiAction]:
    if state.phase == GAME_OVER or seat != state.order[state.turn]:
        return []
    legal = state._legal
    if legal is None:
        legal = state._legal = _generate(state)
    return list(legal)


def _generate(state: State) -> list[YamataiAction]:
    seat = state.order[state.turn]
    p = state.players[seat]
    phase = state.phase
    out: list[YamataiAction] = []
    if phase == FLEET:
        return [A(seat, "fleet", (n,)) for n in sorted(state.track[: state.up])]
    if phase == ANY_COLOUR:
        return [A(seat, "colour", (COLOURS[c],)) for c in range(N_COLOURS) if state.supply[c]]
    if phase == TRADE:
        limit = IZANAGI_TRADES if IZANAGI in p.specialists else 1
        if state.trades < limit:
            for c in range(N_COLOURS):
                price = buy_price(state, p, c)
                if price is not None and p.coins >= price and state.supply[c]:
                    out.append(A(seat, "buy", (COLOURS[c],)))
            for c in range(N_COLOURS):
                if p.pool[c] + p.harbour[c] and sell_price(state, p, c) is not None:
                    out.append(A(seat, "sell", (COLOURS[c],)))
        if not state.trades:
            # Y5's window is before step 2, not between Izanagi's two trades; the next one
            # (between 2 and 3A) is PLACE before the first boat.
            _effects(state, seat, p, True, out)
        out.append(A(seat, PASS))
        return out
    if phase == PLACE:
        avail = [c for c in range(N_COLOURS) if p.pool[c] + p.harbour[c]]
        boats = state.boats
        if state.last_space == EMPTY:
            starts = EDGE_OR_ENTRY if TOYO_TAMA in p.specialists else ENTRIES
            pairs: set[tuple[int, int]] = set()
            if avail:
                for s in starts:
                    if boats[s] == EMPTY:
                        pairs.update((s, c) for c in avail)
                wanted = set(avail)
                for s, colour in enumerate(boats):
                    if colour in wanted:
                        for t in LINKS[s]:
                            if boats[t] == EMPTY:
                                pairs.add((t, colour))
            out = [A(seat, "place", (COLOURS[c], SPACES[s])) for s, c in sorted(pairs)]
            _effects(state, seat, p, True, out)
        else:
            for t in LINKS[state.last_space]:
                if boats[t] == EMPTY:
                    out.extend(A(seat, "place", (COLOURS[c], SPACES[t])) for c in avail)
        out.append(A(seat, PASS))
        return out
    if phase == CHOOSE_3B:
        out = [A(seat, "take", (ISLANDS[i],)) for i in _token_islands_near(state)]
        out.extend(
            A(seat, "build", (TILES[tile].id, ISLANDS[island]))
            for tile, island, _ in build_options(state, seat)
        )
        decided = bool(out)
        _effects(state, seat, p, True, out)
        if not decided:
            out.append(A(seat, PASS))  # neither TAKE nor BUILD is possible: skip 3B
        return out
    if phase == TAKE:
        out = [A(seat, "take", (ISLANDS[i],)) for i in take_picks(state)]
        if not state.cfg.take_all:
            out.append(A(seat, PASS))
        return out
    if phase == EBISU:
        return [
            A(seat, "ebisu", (ISLANDS[i],))
            for i, o in enumerate(state.occ)
            if TOKEN <= o < STANDARD
        ]
    if phase == DOCK:
        out = [A(seat, "dock", (boats_arg(h),)) for h in dock_options(state, seat)]
        _effects(state, seat, p, True, out)
        return out
    if phase == RECRUIT:
        payments = recruit_payments(p)
        if payments:
            for sp in state.display:
                if sp != EMPTY:
                    sid = SPECIALISTS[sp].id
                    out.extend(A(seat, "recruit", (sid, tokens_arg(pay))) for pay in payments)
        _effects(state, seat, p, False, out)
        out.append(A(seat, PASS))
        return out
    if phase == END:
        _effects(state, seat, p, False, out)
        out.append(A(seat, PASS))
        return out
    if phase == ARRANGE:
        for tile in sorted(state.peek):
            out.append(A(seat, "put_top", (TILES[tile].id,)))
            out.append(A(seat, "put_bottom", (TILES[tile].id,)))
        return out
    if phase == MOVE_TO:
        return [
            A(seat, "move_to", (SPACES[t],)) for t in LINKS[state.sub] if state.boats[t] == EMPTY
        ]
    if phase == SWAP_TOKEN_WITH:
        mine = state.occ[state.sub]
        return [
            A(seat, "swap_token_with", (ISLANDS[i],))
            for i, o in enumerate(state.occ)
            if TOKEN <= o < STANDARD and o != mine
        ]
    if phase == REMOVE_SECOND:
        out = [
            A(seat, "remove_boat", (SPACES[s],)) for s, b in enumerate(state.boats) if b != EMPTY
        ]
        out.append(A(seat, PASS))
        return out
    if phase == SWAP_BOAT_WITH:
        return [A(seat, "swap_boat_with", (SPACES[t],)) for t in _swap_partners(state, state.sub)]
    raise AssertionError(f"no decision in phase {phase}")  # pragma: no cover


def _swap_partners(state: State, s: int) -> list[int]:
    """Spaces whose boat can swap with the boat on `s` and change something: a different
    colour, or a boat placed this turn swapping with one that was not (3B uses positions)."""
    boats = state.boats
    placed = state.placed
    mine = boats[s]
    in_placed = s in placed
    return [
        t
        for t, colour in enumerate(boats)
        if colour != EMPTY and t != s and (colour != mine or (t in placed) != in_placed)
    ]


def _effects(state: State, seat: int, p: Player, boat_ok: bool, out: list[YamataiAction]) -> None:
    """Fleet-tile effect and specialist abilities usable now (Y5 windows)."""
    tile = state.fleet_tile
    if tile and not state.effect_used:
        effect = EFFECT_OF[tile]
        boats = state.boats
        occ = state.occ
        if effect == "reserve_building_tile":
            out.extend(A(seat, "reserve", (TILES[t].id,)) for t in sorted(state.row))
        elif effect == "look_top_three_building_tiles":
            if state.deck:
                out.append(A(seat, "peek"))
        elif effect == "move_one_boat_to_adjacent_empty_space":
            for s, colour in enumerate(boats):
                if colour != EMPTY and any(boats[t] == EMPTY for t in LINKS[s]):
                    out.append(A(seat, "move_boat", (SPACES[s],)))
        elif effect == "place_sacred_ground":
            if state.sacred_left > 0:
                out.extend(A(seat, "sacred", (ISLANDS[i],)) for i, o in enumerate(occ) if o == 0)
        elif effect == "swap_two_culture_tokens":
            kinds = {o for o in occ if TOKEN <= o < STANDARD}
            if len(kinds) >= 2:
                out.extend(
                    A(seat, "swap_token", (ISLANDS[i],))
                    for i, o in enumerate(occ)
                    if TOKEN <= o < STANDARD
                )
        elif effect == "remove_up_to_two_boats":
            out.extend(
                A(seat, "remove_boat", (SPACES[s],)) for s, b in enumerate(boats) if b != EMPTY
            )
        elif effect == "swap_two_boats":
            # A boat can swap usefully if another boat has a different colour, or the same
            # colour but the other placed-this-turn status (counted, not paired: O(n)).
            counts = [0] * N_COLOURS
            placed_counts = [0] * N_COLOURS
            placed_set = set(state.placed)
            for s, colour in enumerate(boats):
                if colour != EMPTY:
                    counts[colour] += 1
                    if s in placed_set:
                        placed_counts[colour] += 1
            total = sum(counts)
            for s, colour in enumerate(boats):
                if colour == EMPTY:
                    continue
                same_status = (
                    placed_counts[colour]
                    if s in placed_set
                    else (counts[colour] - placed_counts[colour])
                )
                if total - counts[colour] or counts[colour] - same_status:
                    out.append(A(seat, "swap_boat", (SPACES[s],)))
    specialists = p.specialists
    if not specialists:
        return
    used = state.used
    supply = state.supply
    if boat_ok and RAIJIN in specialists and RAIJIN not in used and supply[GOLD]:
        avail = [p.pool[c] + p.harbour[c] for c in range(N_COLOURS)]
        for a in range(N_COLOURS):
            for b in range(a, N_COLOURS):
                if (avail[a] >= 2) if a == b else (avail[a] and avail[b]):
                    pair = [0] * N_COLOURS
                    pair[a] += 1
                    pair[b] += 1
                    out.append(A(seat, "raijin", (boats_arg(pair),)))
    if KACHIKO in specialists and KACHIKO not in used and p.coins >= KACHIKO_COST:
        out.extend(
            A(seat, "kachiko", (ISLANDS[i],)) for i, o in enumerate(state.occ) if o == SACRED
        )
    if boat_ok and MICHIMATA in specialists and MICHIMATA not in used and supply[GOLD]:
        out.extend(A(seat, "michimata", (CULTURES[t],)) for t in range(N_CULTURES) if p.culture[t])
    if HETSUKA in specialists and HETSUKA not in used:
        out.extend(A(seat, "hetsuka", (CULTURES[t],)) for t in range(N_CULTURES) if p.culture[t])
    if (
        boat_ok
        and NAKATSU in specialists
        and NAKATSU not in used
        and p.pool[GOLD] + p.harbour[GOLD]
    ):
        for a in range(N_COLOURS):
            for b in range(a, N_COLOURS):
                if GOLD in (a, b):
                    continue
                if (supply[a] >= 2) if a == b else (supply[a] and supply[b]):
                    pair = [0] * N_COLOURS
                    pair[a] += 1
                    pair[b] += 1
                    out.append(A(seat, "nakatsu", (boats_arg(pair),)))


# --------------------------------------------------------------------------- applying


def apply_action(state: State, action: YamataiAction) -> State:
    if state.phase == GAME_OVER:
        raise IllegalAction(gettext("the game is over"))
    seat = state.order[state.turn]
    if action.seat != seat:
        raise IllegalAction(gettext("it is not seat %(seat)s's turn") % {"seat": action.seat})
    legal = state._legal
    if legal is None:
        legal = state._legal = _generate(state)
    if action not in legal:
        raise IllegalAction(
            gettext("%(notation)s is not legal now (decision: %(phase)s)")
            % {"notation": action.to_notation(), "phase": state.phase}
        )
    s = state.clone()
    _do(s, action)
    _settle(s)
    return s


def _settle(s: State) -> None:
    """Apply forced decisions (a lone `pass` or dock) and cache the next legal list."""
    while s.phase != GAME_OVER:
        legal = _generate(s)
        if len(legal) == 1 and legal[0].kind in _AUTO_KINDS:
            _do(s, legal[0])
            continue
        s._legal = legal
        return
    s._legal = []


def _do(s: State, action: YamataiAction) -> None:
    kind = action.kind
    args = action.args
    seat = action.seat
    p = s.players[seat]
    if kind == "fleet":
        number = int(args[0])
        track = s.track
        track.remove(number)
        s.up -= 1
        s.taken[s.turn] = number
        s.fleet_tile = number
        wants_any = False
        for colour in C.fleet[number - 1].boats:
            if colour == ANY_BOAT:
                wants_any = True
            elif s.supply[colour]:
                s.supply[colour] -= 1
                p.pool[colour] += 1
        s.phase = ANY_COLOUR if wants_any and any(s.supply) else TRADE
    elif kind == "colour":
        colour = COLOUR_INDEX[str(args[0])]
        s.supply[colour] -= 1
        p.pool[colour] += 1
        s.phase = TRADE
    elif kind == "buy" or kind == "sell":
        colour = COLOUR_INDEX[str(args[0])]
        if kind == "buy":
            price = buy_price(s, p, colour)
            assert price is not None
            p.coins -= price
            s.supply[colour] -= 1
            p.pool[colour] += 1
        else:
            price = sell_price(s, p, colour)
            assert price is not None
            p.coins += price
            s.supply[colour] += 1
            _take_available(p, colour)
        s.trades += 1
        if s.trades >= (IZANAGI_TRADES if IZANAGI in p.specialists else 1):
            s.phase = PLACE
    elif kind == "place":
        colour = COLOUR_INDEX[str(args[0])]
        space = SPACE_INDEX[str(args[1])]
        _take_available(p, colour)
        s.boats[space] = colour
        s.placed.append(space)
        s.last_space = space
    elif kind == "take":
        island = ISLAND_INDEX[str(args[0])]
        p.culture[s.occ[island] - TOKEN] += 1
        s.occ[island] = 0  # a mountain tile stays: the island is now empty
        s.taken_islands.append(island)
        s.phase = TAKE
        if not take_picks(s):
            _after_take(s, p)
    elif kind == "build":
        _build(s, seat, p, TILE_INDEX[str(args[0])], ISLAND_INDEX[str(args[1])])
        s.phase = DOCK
    elif kind == "ebisu":
        island = ISLAND_INDEX[str(args[0])]
        p.culture[s.occ[island] - TOKEN] += 1
        s.occ[island] = 0
        s.used.append(EBISU_SP)
        s.phase = DOCK
    elif kind == "dock":
        harbour = _boats_of(str(args[0]))
        for c in range(N_COLOURS):
            p.beside[c] += p.harbour[c] + p.pool[c] - harbour[c]
            p.pool[c] = 0
        p.harbour = harbour
        s.phase = RECRUIT
    elif kind == "recruit":
        _recruit(s, seat, p, C.specialist_index[str(args[0])], str(args[1]))
        s.phase = END
    elif kind == PASS:
        _pass(s, p)
    else:
        _effect(s, seat, p, kind, str(args[0]) if args else "")


def _pass(s: State, p: Player) -> None:
    phase = s.phase
    if phase == TRADE:
        s.phase = PLACE
    elif phase == PLACE:
        s.phase = CHOOSE_3B if s.placed else DOCK
    elif phase == CHOOSE_3B:
        s.phase = DOCK
    elif phase == TAKE:
        _after_take(s, p)
    elif phase == RECRUIT:
        s.phase = END
    elif phase == REMOVE_SECOND:
        _back(s)
    elif phase == END:
        _end_turn(s)
    else:  # pragma: no cover - `pass` is never generated elsewhere
        raise AssertionError(phase)


def _after_take(s: State, p: Player) -> None:
    if (
        EBISU_SP in p.specialists
        and EBISU_SP not in s.used
        and any(TOKEN <= o < STANDARD for o in s.occ)
    ):
        s.phase = EBISU
    else:
        s.phase = DOCK


def _build(s: State, seat: int, p: Player, tile: int, island: int) -> None:
    options = {(t, i): ignored for t, i, ignored in build_options(s, seat)}
    ignored = options[(tile, island)]
    if ignored:
        s.effect_used = 1  # fleet tile 9 used for this build
    if tile in s.row:
        s.row.remove(tile)
    else:
        p.reserved = [r for r in p.reserved if r[0] != tile]
    owner = _ananda_owner(s, seat)
    if owner != EMPTY and _needs_toll(s, island, owner):
        p.coins -= ANANDA_TOLL
        s.own(owner).coins += ANANDA_TOLL
    info = TILES[tile]
    p.built.append(tile)
    standard = info.kind == "standard"
    if standard:
        s.occ[island] = STANDARD + seat
        p.pieces -= 1
        if p.pieces == 0:
            s.last_piece = 1
    else:
        s.occ[island] = TORII if info.kind == "torii" else PALACE
    if standard or AWASHIMA in p.specialists:
        occ = s.occ
        p.prestige += sum(1 for n in NEIGHBOURS[island] if occ[n] in (TORII, PALACE))
        if s.mountain[island]:
            p.prestige += 1
        size = group_size(s, island, seat)
        if size >= 2:
            p.coins += size * (2 if standard and info.trading_post else 1)
        if standard and size == 1 and KAGUTSUCHI in p.specialists:
            p.prestige += KAGUTSUCHI_TOKENS


def _recruit(s: State, seat: int, p: Player, specialist: int, tokens: str) -> None:
    for name in tokens.split("."):
        p.culture[CULTURE_INDEX[name]] -= 1
    slot = s.display.index(specialist)
    coins = s.display_coins[slot]
    s.display[slot] = EMPTY
    s.display_coins[slot] = 0
    for other, q in enumerate(s.players):
        if other != seat and IZANAMI in q.specialists:
            s.own(other).coins += coins // 2
            coins -= coins // 2
    p.coins += coins
    p.specialists.append(specialist)


def _effect(s: State, seat: int, p: Player, kind: str, arg: str) -> None:
    phase = s.phase
    if kind == "reserve":
        tile = TILE_INDEX[arg]
        s.row.remove(tile)
        p.reserved.append([tile, s.round])
        s.effect_used = 1
    elif kind == "peek":
        count = min(AMOUNT_OF[s.fleet_tile], len(s.deck))
        s.peek = s.deck[:count]
        s.deck = s.deck[count:]
        s.effect_used = 1
        s.resume, s.phase = phase, ARRANGE
    elif kind == "put_top" or kind == "put_bottom":
        tile = TILE_INDEX[arg]
        s.peek.remove(tile)
        s.deck = [tile, *s.deck] if kind == "put_top" else [*s.deck, tile]
        if not s.peek:
            s.phase, s.resume = s.resume, ""
    elif kind == "move_boat" or kind == "swap_boat" or kind == "swap_token":
        s.effect_used = 1
        s.sub = SPACE_INDEX[arg] if kind != "swap_token" else ISLAND_INDEX[arg]
        s.resume = phase
        s.phase = {"move_boat": MOVE_TO, "swap_boat": SWAP_BOAT_WITH}.get(kind, SWAP_TOKEN_WITH)
    elif kind == "move_to":
        target = SPACE_INDEX[arg]
        s.boats[target] = s.boats[s.sub]
        s.boats[s.sub] = EMPTY
        s.placed = [target if x == s.sub else x for x in s.placed]
        _back(s)
    elif kind == "swap_boat_with":
        a, b = s.sub, SPACE_INDEX[arg]
        s.boats[a], s.boats[b] = s.boats[b], s.boats[a]
        s.placed = [b if x == a else a if x == b else x for x in s.placed]
        _back(s)
    elif kind == "swap_token_with":
        a, b = s.sub, ISLAND_INDEX[arg]
        s.occ[a], s.occ[b] = s.occ[b], s.occ[a]
        _back(s)
    elif kind == "sacred":
        s.occ[ISLAND_INDEX[arg]] = SACRED
        s.sacred_left -= 1
        s.effect_used = 1
    elif kind == "remove_boat":
        space = SPACE_INDEX[arg]
        s.supply[s.boats[space]] += 1
        s.boats[space] = EMPTY
        if space in s.placed:
            s.placed.remove(space)
        if phase == REMOVE_SECOND:
            s.sub -= 1
            if not s.sub or not any(b != EMPTY for b in s.boats):
                _back(s)
        else:
            s.effect_used = 1
            left = AMOUNT_OF[s.fleet_tile] - 1
            if left and any(b != EMPTY for b in s.boats):
                s.resume, s.phase, s.sub = phase, REMOVE_SECOND, left
    elif kind == "raijin" or kind == "nakatsu":
        counts = _boats_of(arg)
        if kind == "raijin":
            for c in range(N_COLOURS):
                for _ in range(counts[c]):
                    _take_available(p, c)
                s.supply[c] += counts[c]
            s.supply[GOLD] -= 1
            p.pool[GOLD] += 1
            s.used.append(RAIJIN)
        else:
            _take_available(p, GOLD)
            s.supply[GOLD] += 1
            for c in range(N_COLOURS):
                s.supply[c] -= counts[c]
                p.pool[c] += counts[c]
            s.used.append(NAKATSU)
    elif kind == "kachiko":
        p.coins -= KACHIKO_COST
        s.occ[ISLAND_INDEX[arg]] = 0
        s.sacred_left += 1
        s.used.append(KACHIKO)
    elif kind == "michimata" or kind == "hetsuka":
        p.culture[CULTURE_INDEX[arg]] -= 1
        if kind == "michimata":
            s.supply[GOLD] -= 1
            p.pool[GOLD] += 1
            s.used.append(MICHIMATA)
        else:
            p.coins += HETSUKA_COINS
            s.used.append(HETSUKA)
    else:  # pragma: no cover - every generated kind is handled above
        raise AssertionError(kind)


def _back(s: State) -> None:
    s.phase, s.resume = s.resume, ""
    s.sub = EMPTY


def _reset_turn(s: State) -> None:
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


def _end_turn(s: State) -> None:
    _reset_turn(s)
    if s.turn + 1 < len(s.order):
        s.turn += 1
        s.phase = FLEET
        return
    _end_round(s)


def _finish(s: State, reason: str) -> None:
    s.phase = GAME_OVER
    s.end_reason = reason


def _end_round(s: State) -> None:
    """§8: end checks, then the preparation of the next round."""
    if s.last_piece:
        _finish(s, "last_building")
        return
    if not all(s.supply):
        _finish(s, "boat_colour_exhausted")
        return
    slots = s.display
    for slot, sp in enumerate(slots):
        if sp != EMPTY:
            s.display_coins[slot] += C.coins_per_round
    deck = list(s.spec_deck)
    for slot, sp in enumerate(slots):
        if sp == EMPTY:
            if not deck:
                s.spec_deck = deck
                _finish(s, "specialists_exhausted")
                return
            slots[slot] = deck.pop(0)
            s.display_coins[slot] = 0
    s.spec_deck = deck
    tiles = list(s.deck)
    while len(s.row) < C.building_row:
        if not tiles:
            s.deck = tiles
            _finish(s, "building_tiles_exhausted")
            return
        s.row.append(tiles.pop(0))
    s.deck = tiles
    turns = range(len(s.order))
    by_tile = sorted(turns, key=lambda t: s.taken[t])
    s.order = [s.order[t] for t in by_tile]
    rng = SeededRng(0)
    rng.state = s.rng
    returned = sorted(s.taken)
    rng.shuffle(returned)
    s.rng = rng.state
    s.track = s.track + returned
    s.up = C.fleet_face_up
    s.taken = [0] * len(s.order)
    s.turn = 0
    s.round += 1
    s.last_piece = 0
    s.phase = FLEET
