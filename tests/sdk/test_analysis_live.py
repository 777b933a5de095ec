"""The SDK's analysis calls against a real server process and its worker: typed all the way."""

from __future__ import annotations

import uuid

import pytest
from yokohama_sdk import AnalysisNotRunning, Client, Forbidden, NotFound, WrongMatchStatus

from tests.analysis.helpers import finished_match
from tests.conftest import wait_for
from tests.sdk.conftest import LiveServer


def test_a_player_requests_follows_and_reads_an_analysis(live: LiveServer) -> None:
    player = f"sdk-an-{uuid.uuid4().hex[:8]}"
    with Client(live.url) as client, Client(live.url) as stranger:
        client.signup(player, is_bot=True)
        stranger.signup(f"sdk-st-{uuid.uuid4().hex[:8]}", is_bot=True)
        match_id = finished_match("yamatai", [player, "nobody-here"], seed=4)
        with pytest.raises(NotFound):
            client.analysis(match_id)
        with pytest.raises(Forbidden) as refused:
            stranger.request_analysis(match_id)
        assert refused.value.code == "not_seated"
        queued = client.request_analysis(match_id)
        assert (queued.match_id, queued.seat) == (match_id, 0)
        assert client.request_analysis(match_id).requested_at == queued.requested_at
        done = wait_for(
            lambda: (a := client.analysis(match_id)).status == "done" and a, timeout=600
        )
        assert done.progress == 1.0
        result = done.result
        assert result is not None
        assert result.seat == 0
        assert result.decisions
        first = result.decisions[0]
        assert isinstance(first.chosen.notation, str)
        assert isinstance(first.points_lost, float)
        assert set(result.mistakes) <= {d.seq for d in result.decisions}
        with pytest.raises(AnalysisNotRunning):
            client.cancel_analysis(match_id)
        playing = client.create_match("yamatai", players=2, bots={1: "random"})
        with pytest.raises(WrongMatchStatus):
            client.request_analysis(playing.id)
