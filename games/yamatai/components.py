"""Every Yamatai figure, loaded once from `data/components.json` and validated on load.

The file is `shared/yamatai/data.json` plus a `source` mark on every item (SEED, PUBLIC-EN,
INFERRED or DESIGNED, see `sources_legend`). Many figures (board graph, building tiles,
specialist PP, three trade prices) are DESIGNED stand-ins: replacing them with the printed
figures is a data change only. A malformed file raises `ComponentDataError` naming the path.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any

DATA_PATH = Path(__file__).resolve().parent / "data" / "components.json"


class ComponentDataError(ValueError):
    """The component data is malformed; the message names the bad path."""


@dataclass(frozen=True, slots=True)
class FleetTile:
    number: int
    boats: tuple[int, ...]  # colour indices; ANY_COLOUR for "a boat of your choice"
    effect: str  # one of FLEET_EFFECTS
    amount: int  # the effect's number (tiles looked at, boats removed, boats fewer), or 0
    source: str


# Fleet effect -> the parameter it needs (None: no parameter).
FLEET_EFFECTS: dict[str, str | None] = {
    "none_first_next_round": None,
    "none": None,
    "reserve_building_tile": None,
    "look_top_three_building_tiles": "tiles",
    "move_one_boat_to_adjacent_empty_space": None,
    "place_sacred_ground": None,
    "swap_two_culture_tokens": None,
    "remove_up_to_two_boats": "boats",
    "swap_two_boats": None,
    "build_with_one_fewer_boat": "boats_fewer",
}


@dataclass(frozen=True, slots=True)
class Specialist:
    id: str
    name: str
    pp: int
    effect: str
    params: dict[str, Any]
    source: dict[str, str]


@dataclass(frozen=True, slots=True)
class BuildingTile:
    id: str
    kind: str  # "standard" | "torii" | "palace"
    boats: tuple[int, ...]  # required colours (indices), sorted
    need: tuple[int, ...]  # required count per colour index
    pp: int
    trading_post: bool
    source: str


@dataclass(frozen=True, slots=True)
class Components:
    raw: dict[str, Any]
    colours: tuple[str, ...]  # ascending value: bamboo, wood, stone, clay, gold
    colour_supply: tuple[int, ...]
    gold: int
    buy_prices: tuple[int | None, ...]
    sell_prices: tuple[int | None, ...]
    player_colours: tuple[str, ...]
    standard_pieces: dict[int, int]  # players -> standard buildings each
    meeples_each: dict[int, int]
    excluded_colours: dict[int, tuple[str, ...]]
    starting_coins: int
    harbour_capacity: int
    specialist_slots: int
    building_row: int
    fleet_face_up: int
    coins_per_round: int
    sacred_supply: int
    culture_types: tuple[str, ...]  # the six real types (blank excluded)
    culture_counts: tuple[int, ...]
    culture_mountains: tuple[int, ...]  # mountain tokens per type
    blank_count: int
    blank_mountains: int
    recruit_identical: int
    recruit_different: int
    coins_per_pp: int
    reserved_penalty: int
    beside_per_penalty: int
    fleet: tuple[FleetTile, ...]  # index = number - 1
    specialists: tuple[Specialist, ...]
    specialist_index: dict[str, int]
    buildings: tuple[BuildingTile, ...]
    building_index: dict[str, int]
    island_ids: tuple[str, ...]
    island_index: dict[str, int]
    island_neighbours: tuple[tuple[int, ...], ...]
    island_spaces: tuple[tuple[int, ...], ...]
    space_ids: tuple[str, ...]
    space_index: dict[str, int]
    space_islands: tuple[tuple[int, ...], ...]
    space_links: tuple[tuple[int, ...], ...]
    entry_spaces: tuple[int, ...]
    edge_spaces: tuple[int, ...]


ANY_COLOUR = -1


def _get(node: Any, key: str, path: str, kind: type | tuple[type, ...]) -> Any:
    if not isinstance(node, dict) or key not in node:
        raise ComponentDataError(f"{path}.{key}: missing")
    value = node[key]
    if isinstance(value, bool) and kind is not bool:
        raise ComponentDataError(f"{path}.{key}: expected {kind}, got a boolean")
    if not isinstance(value, kind):
        raise ComponentDataError(f"{path}.{key}: expected {kind}, got {type(value).__name__}")
    return value


def _positive(value: int, path: str, minimum: int = 1) -> int:
    if value < minimum:
        raise ComponentDataError(f"{path}: must be >= {minimum}, got {value}")
    return value


def load(raw: dict[str, Any]) -> Components:
    """Validate `raw` (the JSON document) and build the typed tables."""
    root = "components"
    colours_raw = _get(raw, "boat_colors", root, list)
    by_rank = []
    for i, item in enumerate(colours_raw):
        path = f"{root}.boat_colors[{i}]"
        by_rank.append(
            (
                _get(item, "rank", path, int),
                _get(item, "id", path, str),
                _positive(_get(item, "supply", path, int), f"{path}.supply"),
            )
        )
        _get(item, "source", path, str)
    by_rank.sort()
    colours = tuple(c for _, c, _ in by_rank)
    if len(set(colours)) != len(colours) or "gold" not in colours:
        raise ComponentDataError(f"{root}.boat_colors: ids must be unique and include gold")
    cindex = {c: i for i, c in enumerate(colours)}
    prices = _get(raw, "trade_prices", root, dict)
    _get(prices, "source", f"{root}.trade_prices", dict)
    buy_raw = _get(prices, "buy", f"{root}.trade_prices", dict)
    sell_raw = _get(prices, "sell", f"{root}.trade_prices", dict)
    for name, table in (("buy", buy_raw), ("sell", sell_raw)):
        for colour, value in table.items():
            path = f"{root}.trade_prices.{name}.{colour}"
            if colour not in cindex or colour == "gold":
                raise ComponentDataError(f"{path}: not a tradable boat colour")
            if isinstance(value, bool) or not isinstance(value, int) or value < 0:
                raise ComponentDataError(f"{path}: must be a non-negative integer")
    buy = tuple(buy_raw.get(c) for c in colours)
    sell = tuple(sell_raw.get(c) for c in colours)

    player_colours = []
    for i, item in enumerate(_get(raw, "player_colors", root, list)):
        path = f"{root}.player_colors[{i}]"
        player_colours.append(_get(item, "id", path, str))
        _get(item, "source", path, str)
    setup_raw = _get(raw, "setup_by_player_count", root, dict)
    standard: dict[int, int] = {}
    meeples: dict[int, int] = {}
    excluded: dict[int, tuple[str, ...]] = {}
    for players in (2, 3, 4):
        path = f"{root}.setup_by_player_count"
        entry = _get(setup_raw, str(players), path, dict)
        path = f"{path}.{players}"
        standard[players] = _positive(
            _get(entry, "standard_buildings_each", path, int), f"{path}.standard_buildings_each"
        )
        meeples[players] = _positive(_get(entry, "meeples_each", path, int), f"{path}.meeples")
        if meeples[players] > 2:
            raise ComponentDataError(f"{path}.meeples_each: at most 2 supported")
        excluded[players] = tuple(_get(entry, "excluded_colors", path, list))
        if len(player_colours) - len(excluded[players]) < players:
            raise ComponentDataError(f"{path}.excluded_colors: too few colours left")

    display = _get(raw, "display", root, dict)
    supplies = _get(raw, "supplies", root, dict)
    culture = _get(raw, "culture_tokens", root, dict)
    types: list[str] = []
    counts: list[int] = []
    mountains: list[int] = []
    blank = blank_mountains = 0
    for i, item in enumerate(_get(culture, "types", f"{root}.culture_tokens", list)):
        path = f"{root}.culture_tokens.types[{i}]"
        tid = _get(item, "id", path, str)
        count = _positive(_get(item, "count", path, int), f"{path}.count")
        _get(item, "source", path, str)
        mountain = _positive(_get(item, "mountain_count", path, int), f"{path}.mountain_count", 0)
        if mountain > count:
            raise ComponentDataError(f"{path}.mountain_count: more than the tokens")
        if item.get("removed_at_setup"):
            blank += count
            blank_mountains += mountain
        else:
            types.append(tid)
            counts.append(count)
            mountains.append(mountain)
    recruit = _get(raw, "recruit_cost", root, dict)
    scoring = _get(raw, "scoring", root, dict)

    fleet: list[FleetTile] = []
    for i, item in enumerate(_get(raw, "fleet_tiles", root, list)):
        path = f"{root}.fleet_tiles[{i}]"
        number = _get(item, "number", path, int)
        if number != i + 1:
            raise ComponentDataError(f"{path}.number: tiles must be numbered 1..10 in order")
        boats = []
        for j, colour in enumerate(_get(item, "boats", path, list)):
            if colour == "any":
                boats.append(ANY_COLOUR)
            elif colour in cindex:
                boats.append(cindex[colour])
            else:
                raise ComponentDataError(f"{path}.boats[{j}]: unknown colour {colour!r}")
        effect = _get(item, "effect", path, str)
        if effect not in FLEET_EFFECTS:
            raise ComponentDataError(f"{path}.effect: unknown effect {effect!r}")
        params = _get(item, "params", path, dict)
        needed = FLEET_EFFECTS[effect]
        amount = 0
        if needed is not None:
            amount = _positive(_get(params, needed, f"{path}.params", int), f"{path}.params")
        fleet.append(
            FleetTile(number, tuple(boats), effect, amount, _get(item, "source", path, str))
        )
    if len(fleet) != 10:
        raise ComponentDataError(f"{root}.fleet_tiles: expected 10 tiles, got {len(fleet)}")

    specialists: list[Specialist] = []
    for i, item in enumerate(_get(raw, "specialists", root, list)):
        path = f"{root}.specialists[{i}]"
        specialists.append(
            Specialist(
                _get(item, "id", path, str),
                _get(item, "name", path, str),
                _positive(_get(item, "pp", path, int), f"{path}.pp", 0),
                _get(item, "effect", path, str),
                _get(item, "params", path, dict),
                _get(item, "source", path, dict),
            )
        )
    specialist_index = {s.id: i for i, s in enumerate(specialists)}
    required_specialists = {
        "amaterasu", "izanagi", "raijin", "ananda", "izanami", "riu", "awashima", "kachiko",
        "susanoo", "ebisu", "kagutsuchi", "tomoe", "fu_hsi", "michimata", "toyo_tama",
        "hetsuka", "nakatsu", "yasoma",
    }  # fmt: skip
    missing = required_specialists - set(specialist_index)
    if missing or len(specialist_index) != len(specialists):
        raise ComponentDataError(f"{root}.specialists: missing or duplicate ids {sorted(missing)}")

    buildings: list[BuildingTile] = []
    for i, item in enumerate(_get(raw, "building_tiles", root, list)):
        path = f"{root}.building_tiles[{i}]"
        kind = _get(item, "kind", path, str)
        if kind not in ("standard", "torii", "palace"):
            raise ComponentDataError(f"{path}.kind: unknown kind {kind!r}")
        req: list[int] = []
        for j, colour in enumerate(_get(item, "boats", path, list)):
            if colour not in cindex:
                raise ComponentDataError(f"{path}.boats[{j}]: unknown colour {colour!r}")
            req.append(cindex[colour])
        if not req:
            raise ComponentDataError(f"{path}.boats: a tile needs at least one boat")
        need = tuple(req.count(c) for c in range(len(colours)))
        buildings.append(
            BuildingTile(
                _get(item, "id", path, str),
                kind,
                tuple(sorted(req)),
                need,
                _positive(_get(item, "pp", path, int), f"{path}.pp", 0),
                _get(item, "trading_post", path, bool),
                _get(item, "source", path, str),
            )
        )
    building_index = {b.id: i for i, b in enumerate(buildings)}
    if len(building_index) != len(buildings):
        raise ComponentDataError(f"{root}.building_tiles: duplicate ids")

    board = _get(raw, "board", root, dict)
    _get(board, "source", f"{root}.board", str)
    islands_raw = _get(board, "islands", f"{root}.board", list)
    spaces_raw = _get(board, "spaces", f"{root}.board", list)
    island_ids = tuple(
        _get(it, "id", f"{root}.board.islands[{i}]", str) for i, it in enumerate(islands_raw)
    )
    space_ids = tuple(
        _get(sp, "id", f"{root}.board.spaces[{i}]", str) for i, sp in enumerate(spaces_raw)
    )
    iidx = {v: i for i, v in enumerate(island_ids)}
    sidx = {v: i for i, v in enumerate(space_ids)}
    if len(iidx) != len(island_ids) or len(sidx) != len(space_ids):
        raise ComponentDataError(f"{root}.board: duplicate island or space ids")

    def refs(items: list[Any], index: dict[str, int], path: str) -> tuple[int, ...]:
        out = []
        for j, ref in enumerate(items):
            if ref not in index:
                raise ComponentDataError(f"{path}[{j}]: unknown id {ref!r}")
            out.append(index[ref])
        return tuple(sorted(out))

    neighbours = []
    island_spaces = []
    for i, it in enumerate(islands_raw):
        path = f"{root}.board.islands[{i}]"
        neighbours.append(
            refs(_get(it, "adjacent_islands", path, list), iidx, f"{path}.adjacent_islands")
        )
        island_spaces.append(
            refs(_get(it, "adjacent_spaces", path, list), sidx, f"{path}.adjacent_spaces")
        )
    space_islands = []
    entries = []
    edges = []
    for i, sp in enumerate(spaces_raw):
        path = f"{root}.board.spaces[{i}]"
        space_islands.append(
            refs(_get(sp, "adjacent_islands", path, list), iidx, f"{path}.adjacent_islands")
        )
        if _get(sp, "entry", path, bool):
            entries.append(i)
        if _get(sp, "edge", path, bool):
            edges.append(i)
    links: list[set[int]] = [set() for _ in space_ids]
    for j, link in enumerate(_get(board, "links", f"{root}.board", list)):
        path = f"{root}.board.links[{j}]"
        if not isinstance(link, list) or len(link) != 2:
            raise ComponentDataError(f"{path}: a link is a pair of space ids")
        a, b = refs(link, sidx, path)
        if a == b:
            raise ComponentDataError(f"{path}: a space cannot link to itself")
        links[a].add(b)
        links[b].add(a)
    for i, spaces in enumerate(island_spaces):
        for s in spaces:
            if i not in space_islands[s]:
                raise ComponentDataError(
                    f"{root}.board.islands[{i}].adjacent_spaces: {space_ids[s]} does not list "
                    f"{island_ids[i]} back"
                )
    for i, nbs in enumerate(neighbours):
        for n in nbs:
            if i not in neighbours[n]:
                raise ComponentDataError(
                    f"{root}.board.islands[{i}].adjacent_islands: {island_ids[n]} is not symmetric"
                )
    total_tokens = sum(counts) + blank
    if total_tokens != len(island_ids):
        raise ComponentDataError(
            f"{root}.culture_tokens.types: {total_tokens} tokens for {len(island_ids)} islands"
        )
    if not entries:
        raise ComponentDataError(f"{root}.board.spaces: no entry space")

    def num(node: Any, key: str, path: str, minimum: int = 1) -> int:
        return _positive(_get(node, key, path, int), f"{path}.{key}", minimum)

    return Components(
        raw=raw,
        colours=colours,
        colour_supply=tuple(s for _, _, s in by_rank),
        gold=cindex["gold"],
        buy_prices=buy,
        sell_prices=sell,
        player_colours=tuple(player_colours),
        standard_pieces=standard,
        meeples_each=meeples,
        excluded_colours=excluded,
        starting_coins=num(raw, "starting_coins", root, 0),
        harbour_capacity=num(raw, "harbor_capacity", root),
        specialist_slots=num(display, "specialist_slots", f"{root}.display"),
        building_row=num(display, "building_row", f"{root}.display"),
        fleet_face_up=num(display, "fleet_face_up", f"{root}.display"),
        coins_per_round=num(
            _get(raw, "round_end", root, dict), "coins_added_per_specialist", f"{root}.round_end"
        ),
        sacred_supply=num(supplies, "sacred_ground_tokens", f"{root}.supplies", 0),
        culture_types=tuple(types),
        culture_counts=tuple(counts),
        culture_mountains=tuple(mountains),
        blank_count=blank,
        blank_mountains=blank_mountains,
        recruit_identical=num(recruit, "identical", f"{root}.recruit_cost"),
        recruit_different=num(recruit, "different", f"{root}.recruit_cost"),
        coins_per_pp=num(scoring, "coins_per_pp", f"{root}.scoring"),
        reserved_penalty=num(scoring, "reserved_unbuilt_penalty", f"{root}.scoring", 0),
        beside_per_penalty=num(scoring, "boats_beside_harbor_per_penalty", f"{root}.scoring"),
        fleet=tuple(fleet),
        specialists=tuple(specialists),
        specialist_index=specialist_index,
        buildings=tuple(buildings),
        building_index=building_index,
        island_ids=island_ids,
        island_index=iidx,
        island_neighbours=tuple(neighbours),
        island_spaces=tuple(island_spaces),
        space_ids=space_ids,
        space_index=sidx,
        space_islands=tuple(space_islands),
        space_links=tuple(tuple(sorted(x)) for x in links),
        entry_spaces=tuple(entries),
        edge_spaces=tuple(edges),
    )


def load_file(path: Path = DATA_PATH) -> Components:
    try:
        raw = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError) as exc:
        raise ComponentDataError(f"{path.name}: cannot read JSON ({exc})") from None
    if not isinstance(raw, dict):
        raise ComponentDataError("components: the document must be an object")
    return load(raw)


C = load_file()

# Specialist indices used by the rules (looked up once).
SP = C.specialist_index
AMATERASU = SP["amaterasu"]
IZANAGI = SP["izanagi"]
RAIJIN = SP["raijin"]
ANANDA = SP["ananda"]
IZANAMI = SP["izanami"]
RIU = SP["riu"]
AWASHIMA = SP["awashima"]
KACHIKO = SP["kachiko"]
SUSANOO = SP["susanoo"]
EBISU = SP["ebisu"]
KAGUTSUCHI = SP["kagutsuchi"]
TOMOE = SP["tomoe"]
FU_HSI = SP["fu_hsi"]
MICHIMATA = SP["michimata"]
TOYO_TAMA = SP["toyo_tama"]
HETSUKA = SP["hetsuka"]
NAKATSU = SP["nakatsu"]
YASOMA = SP["yasoma"]
