"""Final scoring (§11) and the component data (§15), with the designer's cross-checks."""

from __future__ import annotations

import copy
import itertools
import json
from pathlib import Path
from typing import Any

import pytest

from games.shinjuku import GAME, scoring
from games.shinjuku.components import DataError, load_components
from tests.shinjuku.helpers import at_action_phase

DATA_DIR = Path(__file__).resolve().parents[2] / "games" / "shinjuku" / "data"


def designer_calc_score(counts: list[int]) -> int:
    """The designer's Player.calc_score (garykac/shinjuku player.py), restated: walk the
    counts in ascending order; each step up is worth the next group value 10, 6, 3, 1."""
    score = 0
    base = 0
    values = [10, 6, 3, 1]
    for count, value in zip(sorted(counts), values, strict=True):
        score += (count - base) * value
        base = count
    return score


def test_seed_example_scores_41() -> None:
    # 3 sets of 4 + 1 set of 3 + 1 set of 2 + 2 singles: counts 7, 5, 4, 3.
    assert scoring.layered([7, 5, 4, 3]) == [30, 6, 3, 2]
    assert sum(scoring.layered([3, 5, 7, 4])) == 41


@pytest.mark.parametrize("counts", list(itertools.product(range(5), repeat=4)))
def test_layered_scoring_matches_the_designers_function(counts: tuple[int, ...]) -> None:
    assert sum(scoring.layered(list(counts))) == designer_calc_score(list(counts))


def test_stars_are_wild_and_the_fast_score_agrees_with_brute_force() -> None:
    assert sum(scoring.best_with_stars([2, 2, 2, 0], 2)) == 20  # two full sets of 4
    assert sum(scoring.best_with_stars([0, 0, 0, 0], 3)) == 6  # one set of 3
    for counts in itertools.product(range(4), repeat=4):
        for stars in (0, 1, 3, 5):
            brute = sum(scoring.best_with_stars(list(counts), stars))
            assert scoring.fast_score(list(counts), stars) == brute


def test_premium_markers_count_twice() -> None:
    state = at_action_phase(2, 1)
    state.screen[0:8] = [1, 1, 0, 0, 0, 1, 0, 0]  # food 1+2, books 2
    assert scoring.good_counts(state.screen, 0) == [3, 0, 2, 0]


def finished(screens: list[list[int]], stars: list[int]) -> Any:
    state = at_action_phase(len(screens), 1)
    for seat, row in enumerate(screens):
        state.screen[seat * 8 : seat * 8 + 8] = row
    state.stars = stars
    state.over = True
    return GAME.outcome(state)


def test_tie_break_by_stars_then_shared() -> None:
    one_set = [1, 0, 1, 0, 1, 0, 1, 0]
    outcome = finished([one_set, [2, 0, 2, 0, 0, 0, 0, 0], one_set], [0, 1, 1])
    # Seat 1: food 2, clothing 2 and a star as books: a set of 3 (6) and a set of 2 (3).
    assert [r.score for r in outcome.results] == [10, 9, 11]
    assert outcome.results[2].score == 11  # one set of 4 plus the star as a single
    assert outcome.results[2].rank == 1
    tied = finished([one_set, one_set], [1, 1])
    assert [r.rank for r in tied.results] == [1, 1]
    by_stars = finished([one_set, [1, 0, 1, 0, 1, 0, 0, 0]], [0, 1])
    assert [r.score for r in by_stars.results] == [10, 10]
    assert [r.rank for r in by_stars.results] == [2, 1]
    assert by_stars.results[1].tiebreak == (1,)
    assert set(by_stars.results[0].breakdown) == set(scoring.CATEGORIES)


def test_outcome_is_none_before_the_end() -> None:
    assert GAME.outcome(at_action_phase(2, 1)) is None


# --------------------------------------------------------------------------- data


def raw(name: str) -> Any:
    return json.loads((DATA_DIR / name).read_text(encoding="utf-8"))


def test_packaged_data_is_the_rules_data_json_verbatim() -> None:
    shared = Path(__file__).resolve().parents[3] / "shared" / "shinjuku" / "data.json"
    if not shared.exists():
        pytest.skip("reason: ../shared/shinjuku/data.json is not beside this checkout")
    assert (DATA_DIR / "shinjuku.json").read_bytes() == shared.read_bytes()


def test_data_totals_match_the_rulebook_and_the_designers_validate_data() -> None:
    c = load_components()
    assert len(c.ward_ids) == 23
    assert sum(c.ward_cards) == 72
    assert len(c.station_ids) == 44
    assert sum(c.station_site) == 12
    assert len(c.connection_ids) == 67
    assert len(c.permanent) == 1
    assert sum(c.customers) == 72
    # food 23, clothing 20, books 16, electronics 13; each good weighs 24 in all.
    totals = [c.customers[g * 2] + c.customers[g * 2 + 1] for g in range(4)]
    assert totals == [23, 20, 16, 13]
    assert [c.customers[g * 2] + 2 * c.customers[g * 2 + 1] for g in range(4)] == [24] * 4
    assert sum(len(a) for a in c.ward_adjacent) == 2 * 56
    for ward, adjacent in enumerate(c.ward_adjacent):
        assert all(ward in c.ward_adjacent[other] for other in adjacent)


@pytest.mark.parametrize(
    ("edit", "path"),
    [
        (
            lambda d: d["wards"][2]["stations"].append("nowhere"),
            "shinjuku.json.wards[2].stations[4]",
        ),
        (lambda d: d["stations"][5].update(ward="atlantis"), "shinjuku.json.stations[5].ward"),
        (lambda d: d["connections"][3].append("tokyo"), "shinjuku.json.connections[3]"),
        (lambda d: d["wards"][0]["adjacent"].remove("chuo"), "shinjuku.json.wards[1].adjacent"),
        (lambda d: d["customers"][0].update(normal="22"), "shinjuku.json.customers[0].normal"),
        (lambda d: d.pop("goods"), "shinjuku.json.goods"),
    ],
)
def test_bad_data_names_the_bad_path(edit: Any, path: str) -> None:
    data = copy.deepcopy(raw("shinjuku.json"))
    edit(data)
    with pytest.raises(DataError) as info:
        load_components(data, raw("rules.json"))
    assert str(info.value).startswith(path), str(info.value)


def test_bad_rules_file_names_the_bad_path() -> None:
    rules = raw("rules.json")
    rules["actions_per_turn"] = {"source": "x"}
    with pytest.raises(DataError, match=r"^rules.json.actions_per_turn.value: missing"):
        load_components(raw("shinjuku.json"), rules)


def test_every_rule_figure_has_a_source() -> None:
    rules = raw("rules.json")
    for key, value in rules.items():
        if isinstance(value, dict):
            assert value.get("source"), key
