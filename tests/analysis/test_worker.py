"""An analysis of a finished match of every game, requested over the API and computed by the
tasks for real (a Celery worker process on Redis + PostgreSQL when REDIS_URL is set), with
a tiny budget per decision (ANALYSIS_SECONDS_PER_DECISION, set by tests/conftest.py)."""

from __future__ import annotations

from typing import Any

import pytest

from games.analysis.models import MatchAnalysis
from games.engine import all_games
from games.models import MatchAction
from tests.analysis.helpers import finished_match
from tests.conftest import wait_for


@pytest.mark.worker
@pytest.mark.django_db(transaction=True)
@pytest.mark.parametrize("slug", [game.slug for game in all_games()])
def test_a_worker_analyses_a_finished_match_of_each_game(
    slug: str, task_runner: Any, make_user: Any, client_for: Any
) -> None:
    _, token = make_user(f"an-{slug}-a")
    make_user(f"an-{slug}-b")
    alice = client_for(token)
    match_id = finished_match(slug, [f"an-{slug}-a", f"an-{slug}-b"], seed=7)
    url = f"/api/v1/matches/{match_id}/analysis"
    requested = alice.post(url)
    assert requested.status_code == 202, requested.json()

    def done() -> dict[str, Any] | None:
        body: dict[str, Any] = alice.get(url).json()
        assert body["status"] in {"queued", "running", "done"}, body
        return body if body["status"] == "done" else None

    body = wait_for(done, timeout=600, interval=0.5)
    task_runner(120.0)
    result = body["result"]
    logged = list(MatchAction.objects.filter(match_id=match_id, seat=0).order_by("seq"))
    assert [d["seq"] for d in result["decisions"]] == [row.seq for row in logged]
    assert [d["chosen"]["notation"] for d in result["decisions"]] == [r.notation for r in logged]
    assert result["iterations"] > 0
    assert all(d["points_lost"] >= 0 for d in result["decisions"])
    analysis = MatchAnalysis.objects.get(match_id=match_id, seat=0)
    assert analysis.started_at is not None
    assert analysis.finished_at is not None
    # The progress came on alice's user stream, ending with the analysis done.
    events = alice.get("/api/v1/events?after=0").json()["events"]
    progress = [e for e in events if e["kind"] == "analysis_progress"]
    assert len(progress) >= 3
    assert {e["match_id"] for e in progress} == {match_id}
