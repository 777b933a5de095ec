"""The post-game analysis on the replay page, in Chromium: a player asks for it, a real
worker computes it, and the page shows the chart, the mistakes and the better action."""

from __future__ import annotations

from typing import Any

import pytest

from tests.analysis.helpers import finished_match
from tests.conftest import unless_soak
from tests.web.conftest import sign_in, unique

ANALYSIS_WAIT_MS = 300_000  # the worker's whole analysis (a loaded machine), never asserted


@pytest.mark.soak_sampled
@pytest.mark.parametrize("slug", ["yokohama", "shinjuku", "yamatai"])
def test_a_player_analyses_a_finished_match_on_the_replay_page(slug: str, open_tab: Any) -> None:
    unless_soak(slug == "yokohama")
    tab = open_tab()
    tab.expected_statuses.add(404)  # no analysis yet: the page reads it before offering one
    player = unique("ana")
    sign_in(tab, player)
    match_id = finished_match(slug, [player, unique("other")], seed=11)
    page = tab.page
    tab.goto(f"/matches/{match_id}/replay/")
    page.wait_for_selector("#replay[data-ready='true']", state="attached")
    page.wait_for_selector("#analysis:not([hidden]) #analysis-request:not([hidden])")
    page.click("#analysis-request")
    page.wait_for_selector(
        "#analysis[data-ready='true']", state="attached", timeout=ANALYSIS_WAIT_MS
    )
    assert page.get_attribute("#analysis", "data-status") == "done"
    assert page.is_hidden("#analysis-request")
    assert page.locator("#analysis-chart svg polyline").count() == 1
    points = page.get_attribute("#analysis-chart svg polyline", "points") or ""
    analysis = page.evaluate(f"fetch('/api/v1/matches/{match_id}/analysis').then((r) => r.json())")
    decisions = analysis["result"]["decisions"]
    assert len(points.split()) == len(decisions)
    mistakes = analysis["result"]["mistakes"]
    buttons = page.locator("#analysis-mistakes button[data-seq]")
    assert [
        int(seq) for seq in buttons.evaluate_all("bs => bs.map(b => b.dataset.seq)")
    ] == mistakes
    assert page.locator("#analysis-chart circle.mistake").count() == len(mistakes)
    if mistakes:
        # A mistake steps the replay to where it was made and names the better action there.
        worst = next(d for d in decisions if d["seq"] == mistakes[0])
        buttons.first.click()
        page.wait_for_selector(f"#replay[data-seq='{mistakes[0] - 1}']", state="attached")
        page.wait_for_selector("#analysis-current:not([hidden])")
        assert "better" in page.inner_text("#analysis-current")
        if ":" in worst["best"]["notation"] and page.locator("#board [data-target]").count():
            marked = page.locator("#board .better")
            targets = marked.evaluate_all("es => es.map(e => e.dataset.target)")
            assert targets, f"no board place marked for {worst['best']['notation']}"
    tab.shoot(f"replay-analysis-{slug}")


def test_the_analysis_is_offered_only_to_a_player(open_tab: Any) -> None:
    match_id = finished_match("yokohama", [unique("p"), unique("q")], seed=12)
    tab = open_tab()
    tab.goto(f"/matches/{match_id}/replay/")
    page = tab.page
    page.wait_for_selector("#replay[data-ready='true']", state="attached")
    assert page.is_hidden("#analysis")
