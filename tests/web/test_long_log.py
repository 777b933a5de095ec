"""A long match's log in a real browser: each entry becomes one line, once.

The match page used to redraw the whole log list once per entry (loading it, and for each
stream event), so opening a match cost the square of its log: seconds for 250 entries,
minutes for 2,000. These tests count what the page does, never how long it takes
(bench/match_page.py measures that): the log lines (`<li>`) added to and removed from the list,
seen by a MutationObserver installed before the page's scripts run, and the page's own counts
(`window.__renderStats`), which must agree with it.
"""

from __future__ import annotations

from typing import Any

from bench.match_page import long_record, random_game
from tests.web.conftest import unique

# Lines added to and removed from #log, counted from before the page's first script.
LOG_PROBE = """
(() => {
  const probe = { added: 0, removed: 0 };
  window.__logProbe = probe;
  new MutationObserver((records) => {
    for (const record of records) {
      if (record.target.id !== "log") continue;
      for (const node of record.addedNodes) if (node.nodeName === "LI") probe.added += 1;
      for (const node of record.removedNodes) if (node.nodeName === "LI") probe.removed += 1;
    }
  }).observe(document, { childList: true, subtree: true });
})();
"""
# Entries of the long matches: one page of the log API at most (500), and enough for a page
# that redraws per entry to create tens of thousands of lines.
ENTRIES = 300


def log_counts(page: Any) -> dict[str, int]:
    counts: dict[str, int] = page.evaluate(
        "() => ({ ...window.__logProbe, lines: document.querySelectorAll('#log li').length,"
        " created: window.__renderStats?.logLinesCreated,"
        " full: window.__renderStats?.logFullRedraws })"
    )
    return counts


def test_a_long_finished_match_draws_each_log_line_once(open_tab: Any) -> None:
    from games import services

    match = services.match_import(record=long_record(ENTRIES, seed=1))
    entries = match.seq
    tab = open_tab()
    page = tab.page
    page.add_init_script(script=LOG_PROBE)
    tab.goto(f"/matches/{match.pk}/")
    page.wait_for_function(
        "(n) => document.querySelectorAll('#log li').length >= n"
        " && document.querySelector('#summary').textContent.includes('Final scores')",
        arg=entries,
    )
    counts = log_counts(page)
    assert counts["lines"] == entries
    # Each entry once, and no line thrown away to be written again.
    assert counts["added"] == entries, counts
    assert counts["removed"] == 0, counts
    page.wait_for_selector("#match[data-ready='true']", state="attached")
    assert counts["created"] == entries, counts
    assert counts["full"] == 1, counts  # the first draw; the seats' names never change
    assert page.locator(f"#log li[data-seq='{entries}']").count() == 1
    assert page.get_by_role("link", name="Replay this match").count() == 1
    tab.shoot("match-long-log")
    # The replay of the same match: one line per entry too, and a step marks one line.
    tab.goto(f"/matches/{match.pk}/replay/")
    page.wait_for_selector("#replay[data-ready='true']", state="attached")
    counts = log_counts(page)
    assert counts["lines"] == counts["added"] == counts["created"] == entries, counts
    assert counts["removed"] == 0, counts
    page.click("#last")
    page.wait_for_selector(f"#replay[data-seq='{entries}']", state="attached")
    page.click(f"#log button[data-seq='{entries - 1}']")
    page.wait_for_selector(f"#replay[data-seq='{entries - 1}']", state="attached")
    assert page.eval_on_selector_all("#log li.current", "lines => lines.map(li => li.value)") == [
        entries - 1
    ]


def test_a_burst_of_stream_events_is_appended_not_redrawn_per_event(open_tab: Any) -> None:
    """Watching a match whose log arrives through the stream in bulk (as when catching up with
    a fast bot match): the page reads no log page here (its log list request is answered
    empty), so all ENTRIES entries come as the stream's catch-up from seq 0."""
    from games import services

    actions: list[dict[str, Any]] = []
    for seed in range(1, 200):  # a game still going at ENTRIES decisions
        actions, outcome = random_game(2, seed, avoid_until=ENTRIES, limit=ENTRIES)
        if outcome is None:
            break
    assert len(actions) == ENTRIES
    first = services.account_create(username=unique("ann")).user
    second = services.account_create(username=unique("ben")).user
    match = services.match_create(
        creator=first, game="yokohama", players=2, options={"edition": "new"}, seed=seed
    )
    services.match_join(match_id=match.pk, user=second)
    for action in actions:
        services.match_action_submit(
            match_id=match.pk,
            action=action["notation"],
            expected_seq=action["seq"] - 1,
            seat_index=action["seat"],
        )
    tab = open_tab()
    page = tab.page
    page.add_init_script(script=LOG_PROBE)
    page.route(
        f"**/api/v1/matches/{match.pk}/actions?after=0&limit=500",
        lambda route: route.fulfill(
            status=200,
            content_type="application/json",
            body='{"count": 0, "next": null, "previous": null, "results": []}',
        ),
    )
    tab.goto(f"/matches/{match.pk}/")
    page.wait_for_selector(f"#log li[data-seq='{ENTRIES}']", state="attached")
    assert page.locator("#match").get_attribute("data-status") == "active"
    counts = log_counts(page)
    assert counts["lines"] == ENTRIES
    assert counts["added"] == ENTRIES, counts
    assert counts["removed"] == 0, counts
    assert counts["created"] == ENTRIES, counts
    assert counts["full"] == 1, counts  # the first draw; the seats' names never change
