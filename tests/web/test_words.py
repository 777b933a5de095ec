"""Each game's renderer says every decision in a sentence and names every action kind in words
(no notation, no ids), checked against the engines' own lists of decisions and action kinds;
and a Shinjuku rail is clickable along its whole length (no label takes its clicks)."""

from __future__ import annotations

import re
from typing import Any

from games.shinjuku.actions import SCHEMA as SHINJUKU_ACTIONS
from games.shinjuku.state import PHASE_NAMES as SHINJUKU_PHASES
from games.yamatai.actions import SCHEMA as YAMATAI_ACTIONS
from games.yamatai.state import GAME_OVER
from games.yamatai.state import PHASES as YAMATAI_PHASES
from games.yokohama.actions import SCHEMA as YOKOHAMA_ACTIONS
from games.yokohama.rules import DECISION_NAMES as YOKOHAMA_DECISIONS
from tests.web.conftest import sign_in, unique
from tests.web.test_client_pages import create_match

# A sample argument per argument type (what the notation carries there).
SAMPLES = {
    # Yokohama's arguments by name (its types are only "str" and "int").
    "yokohama": {
        "order": "order_12",
        "area": "fishery_2",
        "achievement": "own_copper_5",
        "card": "ball",
        "item": "copper",
        "from": "hand",
        "piece": "trading_house",
        "fee": "yen",
        "pay": "import",
        "good": "tea",
        "marker": "ach_reward_1",
        "source": "hand",
        "slot": "2",
        "count": "2",
        "imports": "1",
    },
    "shinjuku": {
        "ward": "shinagawa",
        "station": "oimachi",
        "connection": "oimachi-shinagawa",
        "good": "books",
        "seat": "1",
        "weight": "2",
    },
    "yamatai": {
        "int": "3",
        "colour": "clay",
        "space": "s07",
        "island": "i12",
        "tile": "b05",
        "specialist": "fu_hsi",
        "culture": "mask",
        "boats": "wood.clay",
        "tokens": "drum.fan",
    },
}
# Views just rich enough for the names the labels look up.
VIEWS = {
    "yokohama": {
        "map": {
            "areas": [
                {"id": "fishery", "type": "fishery", "name": "Fishery"},
                {"id": "fishery_2", "type": "fishery", "name": "Fishery"},
            ]
        },
        "boards": {"labs": [{"slots": [{"card": {"id": "ball", "name_en": "Ball"}}]}]},
        "achievements": [
            {"id": "own_copper_5", "goal": {"type": "own_goods", "good": "copper", "count": 5}}
        ],
        "achievement_markers_open": [{"id": "ach_reward_1", "flag": "gb"}],
        "decision": {"kind": "placement", "seats": [0]},
    },
    "shinjuku": {"seats": [{"corporation_name": "Fuji Rails"}, {"corporation_name": "Onigatetsu"}]},
    "yamatai": {
        "building_row": [{"id": "b05", "kind": "standard", "boats": ["wood", "clay"], "pp": 2}],
        "seats": [],
    },
}

WORDS = """async ([game, kinds, notations, view]) => {
  const module = await import(`/static/web/render-${game}.js`);
  const prompts = {};
  for (const kind of kinds) {
    const state = game === "shinjuku" ? { ...view, phase: kind, over: false }
      : { ...view, decision: { kind, seat: 0, seats: [0] } };
    prompts[kind] = module.prompt(state, { mine: true });
  }
  const labels = Object.fromEntries(notations.map((n) => [n, module.actionLabel(n, view)]));
  return { prompts, labels };
}"""


def notations(game: str, schema: dict[str, tuple[tuple[str, str], ...]]) -> list[str]:
    samples = SAMPLES[game]
    by_name = game == "yokohama"
    return [
        ":".join([kind, *(samples[name if by_name else t] for name, t in args)])
        for kind, args in schema.items()
    ]


def test_every_decision_and_action_kind_is_said_in_words(open_tab: Any) -> None:
    tab = open_tab()
    tab.goto("/")
    games = {
        "yokohama": ([*YOKOHAMA_DECISIONS.values(), "keep_order"], YOKOHAMA_ACTIONS),
        "shinjuku": ([p for p in SHINJUKU_PHASES if p != "over"], SHINJUKU_ACTIONS),
        "yamatai": ([p for p in YAMATAI_PHASES if p != GAME_OVER], YAMATAI_ACTIONS),
    }
    for game, (kinds, schema) in games.items():
        said = tab.page.evaluate(WORDS, [game, kinds, notations(game, schema), VIEWS[game]])
        for kind, sentence in said["prompts"].items():
            assert sentence.endswith("."), (game, kind, sentence)
            assert " " in sentence, (game, kind, sentence)
            assert "_" not in sentence, (game, kind, sentence)
        for notation, label in said["labels"].items():
            assert label, (game, notation)
            assert label != notation, (game, notation)
            # No notation left: no "_", no "kind:argument", no "·" parts, no s07/i12/b05 ids.
            assert not re.search(r"[_·]|\w:\w|\b[sib]\d\d\b", label), (game, notation, label)
    labels = tab.page.evaluate(
        WORDS,
        ["yokohama", [], ["place:fishery_2", "place:fishery"], VIEWS["yokohama"]],
    )["labels"]
    # Two copies of an area are told apart.
    assert labels == {
        "place:fishery_2": "Place an assistant in Fishery 2",
        "place:fishery": "Place an assistant in Fishery 1",
    }


RAILS_UNDER_THE_POINTER = """() => {
  const wrong = [];
  for (const rail of document.querySelectorAll("#board .connection")) {
    const line = rail.querySelector("line.hit");
    const m = line.getScreenCTM();
    for (const t of [0.3, 0.5, 0.7]) {
      const px = Number(line.getAttribute("x1")) * (1 - t) + Number(line.getAttribute("x2")) * t;
      const py = Number(line.getAttribute("y1")) * (1 - t) + Number(line.getAttribute("y2")) * t;
      const hit = document.elementFromPoint(m.a * px + m.e, m.d * py + m.f);
      const owner = hit?.closest(".connection")?.dataset.connection;
      if (owner !== rail.dataset.connection && !hit?.closest(".station")) {
        const what = hit?.closest("[class]")?.getAttribute("class");
        wrong.push(`${rail.dataset.connection} at ${t}: ${what}`);
      }
    }
  }
  return wrong;
}"""


def test_no_label_covers_a_shinjuku_rail(open_tab: Any) -> None:
    """Ward names lie over some rails (Oimachi-Shinagawa, Hirai-Shin-Koiwa, Iidabashi-Tokyo):
    a click there must still reach the rail."""
    tab = open_tab(viewport={"width": 1400, "height": 1600})
    tab.expected_statuses.update((404, 409))
    sign_in(tab, unique("rails"))
    match_id = create_match(tab.page, "shinjuku")
    tab.goto(f"/matches/{match_id}/")
    tab.page.wait_for_selector("#match[data-ready='true'] #board svg.shinjuku")
    assert tab.page.evaluate(RAILS_UNDER_THE_POINTER) == []


SCORES_AND_TURNS = """async () => {
  const api = await import("/static/web/api.js");
  const shinjuku = await import("/static/web/render-shinjuku.js");
  const yamatai = await import("/static/web/render-yamatai.js");
  const yokohama = await import("/static/web/render-yokohama.js");
  const results = [{ seat: 0, rank: 3, score: 8 }, { seat: 1, rank: 1, score: 30 },
    { seat: 2, rank: 2, score: 12 }];
  const names = { 0: "Ann", 1: "Bo", 2: "Cy" };
  return {
    yamatai: api.rankingLine(results, names, api.scoreUnit("yamatai")),
    yokohama: api.rankingLine(results, names, api.scoreUnit("yokohama")),
    toMove: [
      shinjuku.toMove({ decision_seat: 2 }), shinjuku.toMove({ decision_seat: null }),
      yamatai.toMove({ decision: { seat: 1, kind: "trade" } }), yamatai.toMove({ decision: null }),
      yokohama.toMove({ decision: { seats: [0, 1] } }),
    ],
  };
}"""


def test_final_scores_go_by_rank_in_each_game_s_points_and_replays_know_whose_turn(
    open_tab: Any,
) -> None:
    tab = open_tab()
    tab.goto("/")
    said = tab.page.evaluate(SCORES_AND_TURNS)
    assert said["yamatai"] == "1. Bo 30 PP · 2. Cy 12 PP · 3. Ann 8 PP"
    assert said["yokohama"] == "1. Bo 30 VP · 2. Cy 12 VP · 3. Ann 8 VP"
    assert said["toMove"] == [[2], [], [1], [], [0, 1]]
