"""Every error code: a 4xx application/problem+json with the stable code and a sentence,
and a rejected request changes nothing."""

from __future__ import annotations

import random
import time
from datetime import timedelta
from typing import Any

import pytest
from rest_framework.request import Request
from rest_framework.test import APIClient, APIRequestFactory

from api.authentication import (
    LAST_USED_GRANULARITY,
    BearerTokenAuthentication,
    renew_token_epoch,
)
from api.throttling import ScopedRateThrottle, UserRateThrottle
from games.errors import HTTP_STATUS, ErrorCode
from games.models import ApiToken, Match, MatchAction, User
from tests.api.helpers import create_match, play_random_to_end


def assert_problem(response: Any, code: ErrorCode) -> dict[str, Any]:
    assert response["Content-Type"] == "application/problem+json", response.content
    body = dict(response.json())
    assert body["code"] == code.value, body
    assert response.status_code == HTTP_STATUS[code] == body["status"]
    assert body["detail"]
    assert body["title"]
    assert body["type"].endswith(code.value)
    return body


@pytest.fixture
def two_player_match(make_user: Any, client_for: Any) -> dict[str, Any]:
    (alice_user, alice_token), (bob_user, bob_token) = make_user("alice"), make_user("bob")
    alice, bob = client_for(alice_token), client_for(bob_token)
    match_id = create_match(alice, players=2, seed=7)["id"]
    bob.post(f"/api/v1/matches/{match_id}/join", {}, format="json")
    clients = {0: alice, 1: bob}
    # Past the simultaneous setup decisions, so that exactly one seat is to move.
    while len(Match.objects.get(pk=match_id).to_move) > 1:
        seat = Match.objects.get(pk=match_id).to_move[0]
        options = clients[seat].get(f"/api/v1/matches/{match_id}/legal-actions").json()
        body = {"expected_seq": options["seq"], "action": options["actions"][0]["notation"]}
        assert (
            clients[seat]
            .post(f"/api/v1/matches/{match_id}/actions", body, format="json")
            .status_code
            == 201
        )
    return {"id": match_id, "clients": clients, "users": {0: alice_user, 1: bob_user}}


def snapshot(match_id: int) -> tuple[Any, ...]:
    match = Match.objects.get(pk=match_id)
    return (match.seq, bytes(match.state or b""), match.status, MatchAction.objects.count())


def submit(client: APIClient, match_id: int, body: Any, **headers: Any) -> Any:
    return client.post(f"/api/v1/matches/{match_id}/actions", body, format="json", **headers)


def legal(client: APIClient, match_id: int) -> dict[str, Any]:
    return dict(client.get(f"/api/v1/matches/{match_id}/legal-actions").json())


def mover(match: dict[str, Any]) -> tuple[int, APIClient, APIClient]:
    """(seat to move, its client, the other seat's client)"""
    m = Match.objects.get(pk=match["id"])
    seat = m.to_move[0]
    return seat, match["clients"][seat], match["clients"][1 - seat]


@pytest.mark.django_db
class TestTurnSubmission:
    def test_it_rejects_a_stale_seq_with_the_current_one(self, two_player_match: Any) -> None:
        match_id = two_player_match["id"]
        _, client, _ = mover(two_player_match)
        options = legal(client, match_id)
        before = snapshot(match_id)
        body = assert_problem(
            submit(
                client,
                match_id,
                {"expected_seq": options["seq"] + 5, "action": options["actions"][0]["notation"]},
            ),
            ErrorCode.STALE_STATE,
        )
        assert body["current_seq"] == options["seq"]
        assert snapshot(match_id) == before

    def test_it_rejects_the_seat_that_is_not_to_move(self, two_player_match: Any) -> None:
        match_id = two_player_match["id"]
        _, client, other = mover(two_player_match)
        options = legal(client, match_id)
        before = snapshot(match_id)
        assert legal(other, match_id)["actions"] == []
        assert_problem(
            submit(
                other,
                match_id,
                {"expected_seq": options["seq"], "action": options["actions"][0]["notation"]},
            ),
            ErrorCode.NOT_YOUR_TURN,
        )
        assert snapshot(match_id) == before

    def test_a_match_id_beyond_the_database_range_is_not_found(self, two_player_match: Any) -> None:
        """Found by Schemathesis: a valid body to /matches/<2**64>/actions was a 500."""
        _, client, _ = mover(two_player_match)
        assert_problem(
            submit(client, 2**64, {"expected_seq": 0, "action": "pass"}), ErrorCode.NOT_FOUND
        )

    def test_it_rejects_unparseable_actions(self, two_player_match: Any) -> None:
        match_id = two_player_match["id"]
        _, client, _ = mover(two_player_match)
        seq = legal(client, match_id)["seq"]
        before = snapshot(match_id)
        for bad in ["no-such-action:xyz", {"kind": "no_such_kind"}, {"kind": "place", "x": []}]:
            assert_problem(
                submit(client, match_id, {"expected_seq": seq, "action": bad}),
                ErrorCode.INVALID_ACTION,
            )
        assert snapshot(match_id) == before

    def test_it_rejects_a_well_formed_illegal_action_with_the_engine_reason(
        self, two_player_match: Any
    ) -> None:
        """An action that was legal earlier (or for the other seat) is illegal now."""
        match_id = two_player_match["id"]
        rng = random.Random(3)
        seen: list[tuple[int, str]] = []
        for _ in range(400):
            seat, client, _ = mover(two_player_match)
            options = legal(client, match_id)
            current = {a["notation"] for a in options["actions"]}
            stale = next((n for s, n in seen if s == seat and n not in current), None)
            if stale is not None:
                before = snapshot(match_id)
                body = assert_problem(
                    submit(client, match_id, {"expected_seq": options["seq"], "action": stale}),
                    ErrorCode.ILLEGAL_ACTION,
                )
                assert body["reason"] == body["detail"]
                assert snapshot(match_id) == before
                return
            seen.extend((seat, n) for n in current)
            choice = rng.choice(options["actions"])["notation"]
            assert (
                submit(
                    client, match_id, {"expected_seq": options["seq"], "action": choice}
                ).status_code
                == 201
            )
        pytest.fail("no formerly legal action became illegal in 400 decisions")

    def test_it_rejects_malformed_bodies(self, two_player_match: Any) -> None:
        match_id = two_player_match["id"]
        _, client, _ = mover(two_player_match)
        before = snapshot(match_id)
        for body in [
            {},
            {"expected_seq": -1, "action": "x"},
            {"expected_seq": 0, "action": 5},
            {"expected_seq": "zero", "action": "x"},
            {"expected_seq": 0, "action": {}},
        ]:
            problem = assert_problem(submit(client, match_id, body), ErrorCode.VALIDATION_ERROR)
            assert problem["errors"]
        assert snapshot(match_id) == before

    def test_it_rejects_actions_after_the_end(self, two_player_match: Any) -> None:
        match_id = two_player_match["id"]
        play_random_to_end(match_id, two_player_match["clients"], random.Random(11))
        seq = Match.objects.get(pk=match_id).seq
        assert_problem(
            submit(
                two_player_match["clients"][0], match_id, {"expected_seq": seq, "action": "pass"}
            ),
            ErrorCode.GAME_OVER,
        )
        assert_problem(
            two_player_match["clients"][0].post(f"/api/v1/matches/{match_id}/resign"),
            ErrorCode.GAME_OVER,
        )


@pytest.mark.django_db
class TestIdempotency:
    def test_a_retry_replays_the_first_response_and_applies_once(
        self, two_player_match: Any
    ) -> None:
        match_id = two_player_match["id"]
        _, client, _ = mover(two_player_match)
        options = legal(client, match_id)
        body = {"expected_seq": options["seq"], "action": options["actions"][0]["notation"]}
        first = submit(client, match_id, body, HTTP_IDEMPOTENCY_KEY="k-1")
        assert first.status_code == 201
        again = submit(client, match_id, body, HTTP_IDEMPOTENCY_KEY="k-1")
        assert again.status_code == 200
        assert again.json() == first.json()
        assert Match.objects.get(pk=match_id).seq == options["seq"] + 1
        assert MatchAction.objects.filter(match_id=match_id).count() == options["seq"] + 1

    def test_a_different_body_under_the_same_key_is_rejected(self, two_player_match: Any) -> None:
        match_id = two_player_match["id"]
        _, client, _ = mover(two_player_match)
        options = legal(client, match_id)
        body = {"expected_seq": options["seq"], "action": options["actions"][0]["notation"]}
        assert submit(client, match_id, body, HTTP_IDEMPOTENCY_KEY="k-2").status_code == 201
        before = snapshot(match_id)
        other = {"expected_seq": options["seq"] + 1, "action": "pass"}
        assert_problem(
            submit(client, match_id, other, HTTP_IDEMPOTENCY_KEY="k-2"),
            ErrorCode.IDEMPOTENCY_KEY_REUSED,
        )
        assert snapshot(match_id) == before

    def test_an_overlong_key_is_a_validation_error(self, two_player_match: Any) -> None:
        match_id = two_player_match["id"]
        _, client, _ = mover(two_player_match)
        assert_problem(
            submit(
                client, match_id, {"expected_seq": 0, "action": "x"}, HTTP_IDEMPOTENCY_KEY="k" * 129
            ),
            ErrorCode.VALIDATION_ERROR,
        )


@pytest.mark.django_db
class TestLifecycleErrors:
    def test_joining(self, make_user: Any, client_for: Any) -> None:
        clients = [client_for(make_user(n)[1]) for n in ("alice", "bob", "carol")]
        match_id = create_match(clients[0], players=3)["id"]
        join = f"/api/v1/matches/{match_id}/join"
        assert_problem(clients[0].post(join, {}, format="json"), ErrorCode.ALREADY_SEATED)
        assert_problem(clients[1].post(join, {"seat": 0}, format="json"), ErrorCode.SEAT_TAKEN)
        assert_problem(
            clients[1].post(join, {"seat": 9}, format="json"), ErrorCode.VALIDATION_ERROR
        )
        assert_problem(
            clients[1].post(join, {"seat": "x"}, format="json"), ErrorCode.VALIDATION_ERROR
        )
        assert clients[1].post(join, {"seat": 2}, format="json").status_code == 200
        assert clients[2].post(join, {}, format="json").json()["status"] == "active"
        late = client_for(make_user("dave")[1])
        assert_problem(late.post(join, {}, format="json"), ErrorCode.MATCH_NOT_WAITING)
        assert_problem(
            clients[1].post(f"/api/v1/matches/{match_id}/leave"), ErrorCode.MATCH_NOT_WAITING
        )
        assert_problem(late.post(f"/api/v1/matches/{match_id}/resign"), ErrorCode.NOT_SEATED)
        assert_problem(late.get(f"/api/v1/matches/{match_id}/legal-actions"), ErrorCode.NOT_SEATED)

    def test_starting(self, make_user: Any, client_for: Any) -> None:
        alice, bob = (client_for(make_user(n)[1]) for n in ("alice", "bob"))
        match_id = create_match(alice, players=3)["id"]
        start = f"/api/v1/matches/{match_id}/start"
        assert_problem(bob.post(start, {}, format="json"), ErrorCode.NOT_CREATOR)
        body = assert_problem(alice.post(start, {}, format="json"), ErrorCode.NOT_ENOUGH_PLAYERS)
        assert body["open_seats"] == [1, 2]
        assert_problem(
            alice.post(start, {"fill_with_bots": "genius"}, format="json"),
            ErrorCode.VALIDATION_ERROR,
        )
        assert_problem(alice.post(f"/api/v1/matches/{match_id}/resign"), ErrorCode.MATCH_NOT_ACTIVE)
        assert_problem(alice.get(f"/api/v1/matches/{match_id}/result"), ErrorCode.NO_RESULT)
        assert_problem(
            submit(alice, match_id, {"expected_seq": 0, "action": "pass"}),
            ErrorCode.MATCH_NOT_ACTIVE,
        )
        assert_problem(bob.post(f"/api/v1/matches/{match_id}/leave"), ErrorCode.NOT_SEATED)

    def test_creating(self, make_user: Any, client_for: Any) -> None:
        alice = client_for(make_user("alice")[1])
        # Outside every hosted game's range: the schema's limit, so a validation error.
        body = assert_problem(
            alice.post("/api/v1/matches", {"game": "yokohama", "players": 5}, format="json"),
            ErrorCode.VALIDATION_ERROR,
        )
        assert "players" in body["errors"]
        assert_problem(
            alice.post(
                "/api/v1/matches",
                {"game": "yokohama", "players": 2, "options": {"edition": "third"}},
                format="json",
            ),
            ErrorCode.INVALID_CONFIG,
        )
        assert_problem(
            alice.post("/api/v1/matches", {"game": "chess", "players": 2}, format="json"),
            ErrorCode.NOT_FOUND,
        )
        assert_problem(
            alice.post("/api/v1/matches", {"game": "yokohama"}, format="json"),
            ErrorCode.VALIDATION_ERROR,
        )
        bots = [{"seat": 1, "kind": "random"}, {"seat": 1, "kind": "random"}]
        assert_problem(
            alice.post(
                "/api/v1/matches", {"game": "yokohama", "players": 2, "bots": bots}, format="json"
            ),
            ErrorCode.VALIDATION_ERROR,
        )
        assert_problem(
            APIClient().post("/api/v1/matches", {"game": "yokohama", "players": 2}, format="json"),
            ErrorCode.NOT_AUTHENTICATED,
        )
        assert Match.objects.count() == 0


@pytest.mark.django_db
class TestProtocolErrors:
    def test_authentication(self) -> None:
        bad = APIClient()
        bad.credentials(HTTP_AUTHORIZATION="Bearer nope")
        assert_problem(bad.get("/api/v1/matches"), ErrorCode.AUTHENTICATION_FAILED)
        bad.credentials(HTTP_AUTHORIZATION="Bearer two words")
        assert_problem(bad.get("/api/v1/matches"), ErrorCode.AUTHENTICATION_FAILED)

    def test_revoked_tokens_and_inactive_users_are_refused(
        self, make_user: Any, client_for: Any
    ) -> None:
        (revoked_user, revoked), (idle_user, idle) = make_user("rita"), make_user("ivan")
        for token in (revoked, idle):
            assert client_for(token).get("/api/v1/matches?mine=true").status_code == 200
        ApiToken.objects.filter(user=revoked_user).delete()
        User.objects.filter(pk=idle_user.pk).update(is_active=False)
        for token in (revoked, idle):
            response = client_for(token).get("/api/v1/matches")
            assert_problem(response, ErrorCode.AUTHENTICATION_FAILED)

    def test_token_use_is_recorded_at_a_coarse_granularity(
        self, make_user: Any, client_for: Any
    ) -> None:
        user, token = make_user("tess")
        assert ApiToken.objects.get(user=user).last_used_at is None
        client = client_for(token)
        client.get("/api/v1/matches")
        first = ApiToken.objects.get(user=user).last_used_at
        assert first is not None
        client.get("/api/v1/matches")
        assert ApiToken.objects.get(user=user).last_used_at == first  # no write per request
        stale = first - LAST_USED_GRANULARITY - timedelta(seconds=1)
        ApiToken.objects.filter(user=user).update(last_used_at=stale)
        renew_token_epoch()  # a queryset update sends no signal: as an operator must
        client.get("/api/v1/matches")
        touched = ApiToken.objects.get(user=user).last_used_at
        assert touched is not None
        assert touched > first

    def test_the_authenticated_user_is_complete(self, make_user: Any) -> None:
        """The token query loads only some user fields; the rest must still load on access."""
        user, token = make_user("uma", is_bot=True)
        request = Request(APIRequestFactory().get("/", HTTP_AUTHORIZATION=f"Bearer {token}"))
        found = BearerTokenAuthentication().authenticate(request)
        assert found is not None
        authed, api_token = found
        assert (authed.pk, authed.username, authed.is_bot, authed.is_active) == (
            user.pk,
            "uma",
            True,
            True,
        )
        assert authed.is_staff is False
        assert authed.is_superuser is False
        assert authed.date_joined == user.date_joined  # deferred, loaded on access
        assert api_token.digest == ApiToken.objects.get(user=user).digest

    def test_session_posts_need_csrf(self) -> None:
        User.objects.create_user("erin", password="erin-password-1")
        client = APIClient(enforce_csrf_checks=True)
        assert client.login(username="erin", password="erin-password-1")
        response = client.post("/api/v1/matches", {"game": "yokohama", "players": 2}, format="json")
        assert_problem(response, ErrorCode.PERMISSION_DENIED)

    def test_http_level_errors(self) -> None:
        client = APIClient()
        assert_problem(client.get("/api/v1/matches/999999"), ErrorCode.NOT_FOUND)
        assert_problem(client.get("/api/v1/no-such-endpoint"), ErrorCode.NOT_FOUND)
        assert_problem(client.delete("/api/v1/games"), ErrorCode.METHOD_NOT_ALLOWED)
        assert_problem(
            client.get("/api/v1/games", HTTP_ACCEPT="application/xml"), ErrorCode.NOT_ACCEPTABLE
        )
        assert_problem(
            client.post("/api/v1/accounts", "username=x", content_type="text/plain"),
            ErrorCode.UNSUPPORTED_MEDIA_TYPE,
        )
        assert_problem(
            client.post("/api/v1/accounts", "{not json", content_type="application/json"),
            ErrorCode.PARSE_ERROR,
        )
        assert_problem(client.get("/api/v1/matches?status=sleeping"), ErrorCode.VALIDATION_ERROR)
        assert_problem(client.get("/api/v1/matches/1/events?after=-3"), ErrorCode.VALIDATION_ERROR)

    def test_sign_up(self) -> None:
        client = APIClient()
        created = client.post(
            "/api/v1/accounts", {"username": "frank", "is_bot": True}, format="json"
        )
        assert created.status_code == 201
        assert created.json()["is_bot"] is True
        token = created.json()["token"]
        assert_problem(
            client.post("/api/v1/accounts", {"username": "FRANK"}, format="json"),
            ErrorCode.USERNAME_TAKEN,
        )
        assert_problem(
            client.post("/api/v1/accounts", {"username": "a b"}, format="json"),
            ErrorCode.VALIDATION_ERROR,
        )
        authed = APIClient()
        authed.credentials(HTTP_AUTHORIZATION=f"Bearer {token}")
        assert authed.get("/api/v1/matches?mine=true").status_code == 200

    def test_rate_limiting(self, monkeypatch: Any) -> None:
        monkeypatch.setattr(ScopedRateThrottle, "THROTTLE_RATES", {"signup": "2/hour"})
        client = APIClient(REMOTE_ADDR="10.9.8.7")
        for name in ("gina", "hank"):
            assert (
                client.post("/api/v1/accounts", {"username": name}, format="json").status_code
                == 201
            )
        response = client.post("/api/v1/accounts", {"username": "ivan"}, format="json")
        body = assert_problem(response, ErrorCode.RATE_LIMITED)
        assert int(response["Retry-After"]) == body["retry_after"] > 0
        assert not User.objects.filter(username="ivan").exists()

    def test_user_rate_limit_counts_per_window(
        self, monkeypatch: Any, make_user: Any, client_for: Any
    ) -> None:
        monkeypatch.setattr(UserRateThrottle, "THROTTLE_RATES", {"user": "3/hour", "anon": None})
        (_, token), (_, other_token) = make_user("jill"), make_user("kurt")
        client = client_for(token)
        for _ in range(3):
            assert client.get("/api/v1/matches").status_code == 200
        response = client.get("/api/v1/matches")
        body = assert_problem(response, ErrorCode.RATE_LIMITED)
        assert 0 < body["retry_after"] <= 3600
        assert int(response["Retry-After"]) == body["retry_after"]
        # Counted per user: another account is not limited by the first one's requests.
        assert client_for(other_token).get("/api/v1/matches").status_code == 200
        # The next window starts afresh.
        now = time.time()
        monkeypatch.setattr(UserRateThrottle, "timer", lambda self: now + 3600)
        assert client.get("/api/v1/matches").status_code == 200
