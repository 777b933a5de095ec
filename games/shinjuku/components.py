"""Component and map data, loaded and validated once on import.

`data/shinjuku.json` is RULES.md's data.json verbatim (map, cards, customers, star track);
`data/rules.json` holds the rule figures that file does not, each with its source. Every
id is turned into a small int here so the state is lists of ints: wards 0..22, stations
0..43, connections 0..66, goods 0..3, customer kinds 0..7 (= good * 2 + premium).
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any


class DataError(ValueError):
    """The component data is malformed; the message names the bad path."""


def _load(name: str) -> Any:
    return json.loads((Path(__file__).parent / "data" / name).read_text(encoding="utf-8"))


def _need(node: Any, path: str, kind: type | tuple[type, ...]) -> Any:
    if isinstance(node, bool) and kind is not bool:
        raise DataError(f"{path}: expected {kind}, got a boolean")
    if not isinstance(node, kind):
        raise DataError(f"{path}: expected {kind}, got {type(node).__name__}")
    return node


def _key(node: Any, path: str, key: str, kind: type | tuple[type, ...]) -> Any:
    _need(node, path, dict)
    if key not in node:
        raise DataError(f"{path}.{key}: missing")
    return _need(node[key], f"{path}.{key}", kind)


@dataclass(frozen=True, slots=True)
class Components:
    goods: tuple[str, ...]
    ward_ids: tuple[str, ...]
    ward_names: tuple[str, ...]
    ward_cards: tuple[int, ...]
    ward_adjacent: tuple[tuple[int, ...], ...]
    ward_stations: tuple[tuple[int, ...], ...]
    station_ids: tuple[str, ...]
    station_names: tuple[str, ...]
    station_ward: tuple[int, ...]
    station_site: tuple[bool, ...]
    connection_ids: tuple[str, ...]
    connection_ends: tuple[tuple[int, int], ...]
    permanent: tuple[tuple[int, int], ...]
    # station -> ((neighbour, connection index or -1 for a permanent link), ...)
    station_links: tuple[tuple[tuple[int, int], ...], ...]
    bay_adjacent: tuple[int, ...]
    corporations: tuple[tuple[str, str, str], ...]  # (id, name, colour)
    customers: tuple[int, ...]  # count per kind (good * 2 + premium)
    shops_per_good: int
    dept_stores: int
    rails: int
    starting_hand: int
    star_stacks: tuple[int, ...]
    star_first_visible: int
    queue_slots: int
    initial_queue_customers: int
    seed_wards: int
    customers_per_seed_ward: int
    income_refill_to: int
    cards_per_card_joker: int
    set_values: tuple[int, ...]  # index = set size (0..4)
    premium_weight: int
    actions_per_turn: int
    turn_limit: int


def _build(data: Any, rules: Any) -> Components:
    root = "shinjuku.json"
    _need(data, root, dict)
    goods = tuple(_key(data, root, "goods", list))
    for i, g in enumerate(goods):
        _need(g, f"{root}.goods[{i}]", str)
    if len(goods) != 4 or len(set(goods)) != 4:
        raise DataError(f"{root}.goods: expected 4 distinct goods")
    wards = _key(data, root, "wards", list)
    stations = _key(data, root, "stations", list)
    ward_ids = tuple(_key(w, f"{root}.wards[{i}]", "id", str) for i, w in enumerate(wards))
    station_ids = tuple(_key(s, f"{root}.stations[{i}]", "id", str) for i, s in enumerate(stations))
    if len(set(ward_ids)) != len(ward_ids):
        raise DataError(f"{root}.wards: duplicate ward id")
    if len(set(station_ids)) != len(station_ids):
        raise DataError(f"{root}.stations: duplicate station id")
    ward_index = {w: i for i, w in enumerate(ward_ids)}
    station_index = {s: i for i, s in enumerate(station_ids)}

    def ward_ref(value: Any, path: str) -> int:
        if _need(value, path, str) not in ward_index:
            raise DataError(f"{path}: unknown ward {value!r}")
        return ward_index[value]

    def station_ref(value: Any, path: str) -> int:
        if _need(value, path, str) not in station_index:
            raise DataError(f"{path}: unknown station {value!r}")
        return station_index[value]

    station_ward = tuple(
        ward_ref(_key(s, f"{root}.stations[{i}]", "ward", str), f"{root}.stations[{i}].ward")
        for i, s in enumerate(stations)
    )
    station_site = tuple(
        _key(s, f"{root}.stations[{i}]", "dept_store_site", bool) for i, s in enumerate(stations)
    )
    ward_adjacent: list[tuple[int, ...]] = []
    ward_stations: list[tuple[int, ...]] = []
    ward_cards: list[int] = []
    for i, w in enumerate(wards):
        path = f"{root}.wards[{i}]"
        ward_cards.append(_key(w, path, "cards", int))
        adjacent = _key(w, path, "adjacent", list)
        ward_adjacent.append(
            tuple(ward_ref(a, f"{path}.adjacent[{j}]") for j, a in enumerate(adjacent))
        )
        listed = _key(w, path, "stations", list)
        own = tuple(station_ref(s, f"{path}.stations[{j}]") for j, s in enumerate(listed))
        for j, s in enumerate(own):
            if station_ward[s] != i:
                raise DataError(f"{path}.stations[{j}]: station lies in another ward")
        ward_stations.append(own)
    for i, adjacent_wards in enumerate(ward_adjacent):
        for a in adjacent_wards:
            if i not in ward_adjacent[a] or a == i:
                raise DataError(f"{root}.wards[{i}].adjacent: {ward_ids[a]} is not symmetric")
    if sum(len(s) for s in ward_stations) != len(station_ids):
        raise DataError(f"{root}.wards: stations lists do not cover every station once")

    def pair(value: Any, path: str) -> tuple[int, int]:
        _need(value, path, list)
        if len(value) != 2:
            raise DataError(f"{path}: a connection joins exactly 2 stations")
        a, b = (station_ref(v, f"{path}[{j}]") for j, v in enumerate(value))
        if a == b:
            raise DataError(f"{path}: a connection joins two different stations")
        return (a, b)

    connections = _key(data, root, "connections", list)
    ends = tuple(pair(c, f"{root}.connections[{i}]") for i, c in enumerate(connections))
    if len({frozenset(e) for e in ends}) != len(ends):
        raise DataError(f"{root}.connections: duplicate connection")
    permanent = tuple(
        pair(c, f"{root}.permanent_connections[{i}]")
        for i, c in enumerate(_key(data, root, "permanent_connections", list))
    )
    links: list[list[tuple[int, int]]] = [[] for _ in station_ids]
    for index, (a, b) in enumerate(ends):
        links[a].append((b, index))
        links[b].append((a, index))
    for a, b in permanent:
        links[a].append((b, -1))
        links[b].append((a, -1))
    bay = _key(data, root, "tokyo_bay", dict)
    bay_adjacent = tuple(
        ward_ref(w, f"{root}.tokyo_bay.adjacent[{j}]")
        for j, w in enumerate(_key(bay, f"{root}.tokyo_bay", "adjacent", list))
    )
    corporations = tuple(
        (
            _key(c, f"{root}.corporations[{i}]", "id", str),
            _key(c, f"{root}.corporations[{i}]", "name", str),
            _key(c, f"{root}.corporations[{i}]", "color", str),
        )
        for i, c in enumerate(_key(data, root, "corporations", list))
    )
    customers = [0] * 8
    for i, c in enumerate(_key(data, root, "customers", list)):
        path = f"{root}.customers[{i}]"
        good = _key(c, path, "good", str)
        if good not in goods:
            raise DataError(f"{path}.good: unknown good {good!r}")
        g = goods.index(good)
        customers[g * 2] = _key(c, path, "normal", int)
        customers[g * 2 + 1] = _key(c, path, "premium", int)
    per_player = _key(data, root, "per_player", dict)
    pp = f"{root}.per_player"
    star = _key(data, root, "star_track", dict)
    stacks = _key(star, f"{root}.star_track", "stacks", list)
    star_stacks = tuple(
        _key(s, f"{root}.star_track.stacks[{i}]", "markers", int) for i, s in enumerate(stacks)
    )
    first_visible = _key(star, f"{root}.star_track", "initial_visible", int)
    for i, s in enumerate(stacks):
        if _key(s, f"{root}.star_track.stacks[{i}]", "number", int) != first_visible + 1 + i:
            raise DataError(f"{root}.star_track.stacks[{i}].number: stacks must be consecutive")
    queue = _key(data, root, "queue", dict)
    setup = _key(data, root, "setup", dict)
    hand = _key(data, root, "hand", dict)
    scoring = _key(data, root, "scoring", dict)
    set_values_raw = _key(scoring, f"{root}.scoring", "set_values", dict)
    set_values = (
        0,
        *tuple(
            _key(set_values_raw, f"{root}.scoring.set_values", str(n), int) for n in range(1, 5)
        ),
    )
    if sum(ward_cards) != 72 or any(not 2 <= c <= 5 for c in ward_cards):
        raise DataError(f"{root}.wards[*].cards: expected 2-5 cards per ward, 72 in all")
    if sum(customers) != 72:
        raise DataError(f"{root}.customers: expected 72 customer markers")

    rroot = "rules.json"
    return Components(
        goods=goods,
        ward_ids=ward_ids,
        ward_names=tuple(_key(w, f"{root}.wards[{i}]", "name", str) for i, w in enumerate(wards)),
        ward_cards=tuple(ward_cards),
        ward_adjacent=tuple(ward_adjacent),
        ward_stations=tuple(ward_stations),
        station_ids=station_ids,
        station_names=tuple(
            _key(s, f"{root}.stations[{i}]", "name", str) for i, s in enumerate(stations)
        ),
        station_ward=station_ward,
        station_site=station_site,
        connection_ids=tuple(f"{station_ids[a]}-{station_ids[b]}" for a, b in ends),
        connection_ends=ends,
        permanent=permanent,
        station_links=tuple(tuple(sorted(x)) for x in links),
        bay_adjacent=bay_adjacent,
        corporations=corporations,
        customers=tuple(customers),
        shops_per_good=_key(per_player, pp, "shops_per_good", int),
        dept_stores=_key(per_player, pp, "dept_stores", int),
        rails=_key(per_player, pp, "rails", int),
        starting_hand=_key(per_player, pp, "starting_hand", int),
        star_stacks=star_stacks,
        star_first_visible=first_visible,
        queue_slots=_key(queue, f"{root}.queue", "slots", int),
        initial_queue_customers=_key(queue, f"{root}.queue", "initial_customers", int),
        seed_wards=_key(setup, f"{root}.setup", "seed_wards", int),
        customers_per_seed_ward=_key(setup, f"{root}.setup", "customers_per_seed_ward", int),
        income_refill_to=_key(hand, f"{root}.hand", "income_refill_to", int),
        cards_per_card_joker=_key(hand, f"{root}.hand", "cards_per_card_joker", int),
        set_values=set_values,
        premium_weight=_key(scoring, f"{root}.scoring", "premium_counts_as", int),
        actions_per_turn=_key(
            _key(rules, rroot, "actions_per_turn", dict), f"{rroot}.actions_per_turn", "value", int
        ),
        turn_limit=_key(
            _key(rules, rroot, "turn_limit", dict), f"{rroot}.turn_limit", "value", int
        ),
    )


def load_components(data: Any = None, rules: Any = None) -> Components:
    """Validate and index the data (the packaged files unless given); raises DataError."""
    return _build(
        _load("shinjuku.json") if data is None else data,
        _load("rules.json") if rules is None else rules,
    )


COMPONENTS = load_components()
C = COMPONENTS

NUM_WARDS = len(C.ward_ids)
NUM_STATIONS = len(C.station_ids)
NUM_CONNECTIONS = len(C.connection_ids)
NUM_GOODS = 4
NUM_KINDS = 8
KAIJU_CARD = NUM_WARDS  # card ids are ward indices; the Kaiju card comes after them
WARD_INDEX = {w: i for i, w in enumerate(C.ward_ids)}
STATION_INDEX = {s: i for i, s in enumerate(C.station_ids)}
CONNECTION_INDEX = {c: i for i, c in enumerate(C.connection_ids)}
GOOD_INDEX = {g: i for i, g in enumerate(C.goods)}
WARD_BIT = tuple(1 << w for w in range(NUM_WARDS))
STATION_WARD_BIT = tuple(1 << w for w in C.station_ward)
