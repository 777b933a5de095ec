"""The board layouts in the renderers' JS hold every place of the game's data, and no other:
a board drawn from them has a spot for every station, connection, island and space."""

from __future__ import annotations

import json
import re
from pathlib import Path

from games.shinjuku.components import C as SHINJUKU
from games.yamatai.components import C as YAMATAI

STATIC = Path(__file__).resolve().parents[2] / "yokohama_server" / "web" / "static" / "web"
YAMATAI_DATA = Path(__file__).resolve().parents[2] / "games" / "yamatai" / "data"


def table(source: str, name: str, closing: str) -> str:
    start = source.index(f"const {name} = ")
    return source[start : source.index(f"\n{closing}", start)]


def test_the_shinjuku_layout_places_every_station_ward_and_connection() -> None:
    source = (STATIC / "render-shinjuku.js").read_text()
    stations = re.findall(
        r"^  (\w+): \{ x: \d+, y: \d+, name: \"[^\"]+\", ward: \"(\w+)\"",
        table(source, "STATIONS", "};"),
        re.M,
    )
    assert [s for s, _ in stations] == list(SHINJUKU.station_ids)
    ward_of = {s: w for s, w in stations}
    assert all(
        ward_of[s] == SHINJUKU.ward_ids[w]
        for s, w in zip(SHINJUKU.station_ids, SHINJUKU.station_ward, strict=True)
    )
    wards = re.findall(r"^  (\w+): \{ x: \d+, y: \d+", table(source, "WARDS", "};"), re.M)
    assert wards == [*SHINJUKU.ward_ids, "tokyo_bay"]
    connections = re.findall(r"\"([\w-]+)\"", table(source, "CONNECTIONS", "];"))
    assert connections == list(SHINJUKU.connection_ids)


def test_the_yamatai_layout_is_the_board_of_the_data_file() -> None:
    source = (STATIC / "render-yamatai.js").read_text()
    board = json.loads((YAMATAI_DATA / "components.json").read_text())["board"]

    def scaled(place: dict[str, float]) -> tuple[int, int]:
        return round((place["x"] + 3.46) * 75 + 50), round((place["y"] + 3.5) * 75 + 40)

    islands = re.findall(r"(i\d+): \[(\d+), (\d+)\]", table(source, "ISLANDS", "};"))
    assert [(i, (int(x), int(y))) for i, x, y in islands] == [
        (i["id"], scaled(i)) for i in board["islands"]
    ]
    assert [i for i, _, _ in islands] == list(YAMATAI.island_ids)
    spaces = re.findall(r"(s\d+): \[(\d+), (\d+), (true|false)\]", table(source, "SPACES", "};"))
    assert [(s, (int(x), int(y)), e == "true") for s, x, y, e in spaces] == [
        (s["id"], scaled(s), s["entry"]) for s in board["spaces"]
    ]
    links = re.findall(r"\[\"(s\d+)\", \"(s\d+)\"\]", table(source, "LINKS", "];"))
    assert [list(link) for link in links] == board["links"]
