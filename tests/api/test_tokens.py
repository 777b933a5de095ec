"""Accounts and tokens: log in, list, revoke, `me`, scopes, expiry, bot accounts, rate limits."""

from __future__ import annotations

from datetime import timedelta
from typing import Any

import pytest
from django.core.cache import cache
from django.utils import timezone
from rest_framework.test import APIClient
from rest_framework.throttling import SimpleRateThrottle

from api.authentication import renew_token_epoch
from games.errors import ErrorCode
from games.models import ApiToken, Match, User
from tests.api.test_errors import assert_problem

PASSWORD = "correct horse battery"


def signup(username: str, *, password: str | None = PASSWORD, is_bot: bool = False) -> Any:
    body: dict[str, Any] = {"username": username, "is_bot": is_bot}
    if password is not None:
        body["password"] = password
    return APIClient().post("/api/v1/accounts", body, format="json")


def login(username: str, password: str = PASSWORD, **extra: Any) -> Any:
    body = {"username": username, "password": password, **extra}
    return APIClient().post("/api/v1/tokens", body, format="json")


def set_rate(monkeypatch: pytest.MonkeyPatch, scope: str, rate: str) -> None:
    throttles: list[type[SimpleRateThrottle]] = [SimpleRateThrottle]
    throttles += SimpleRateThrottle.__subclasses__()
    for cls in throttles:
        monkeypatch.setattr(cls, "THROTTLE_RATES", {**cls.THROTTLE_RATES, scope: rate})
    cache.clear()


def bearer(token: str) -> APIClient:
    client = APIClient()
    client.credentials(HTTP_AUTHORIZATION=f"Bearer {token}")
    return client


@pytest.mark.django_db
class TestLogin:
    def test_login_issues_a_new_working_token_shown_once(self) -> None:
        assert signup("lena").status_code == 201
        response = login("lena", name="laptop")
        assert response.status_code == 201, response.json()
        body = response.json()
        assert body["scopes"] == ["read", "play"]
        assert body["name"] == "laptop"
        assert body["expires_at"] is None
        assert body["prefix"] == body["token"][:8]
        stored = ApiToken.objects.get(pk=body["id"])
        assert stored.digest == ApiToken.hash_key(body["token"])
        me = bearer(body["token"]).get("/api/v1/me")
        assert me.status_code == 200
        assert me.json() == {
            "id": stored.user_id,
            "username": "lena",
            "is_bot": False,
            "token_id": body["id"],
            "scopes": ["read", "play"],
            "language": None,
        }

    def test_unknown_user_and_wrong_password_get_the_same_answer(self) -> None:
        assert signup("mona").status_code == 201
        assert signup("nopass", password=None).status_code == 201
        answers = [
            login("mona", "wrong password"),
            login("nobody-here"),
            login("nopass", "x"),
            login("nopass", "anything at all"),
        ]
        bodies = [assert_problem(a, ErrorCode.AUTHENTICATION_FAILED) for a in answers]
        assert {b["detail"] for b in bodies} == {"The username or password is wrong."}
        assert ApiToken.objects.count() == 2  # the two sign-up tokens only

    def test_a_deactivated_account_cannot_log_in(self) -> None:
        assert signup("olga").status_code == 201
        User.objects.filter(username="olga").update(is_active=False)
        assert_problem(login("olga"), ErrorCode.AUTHENTICATION_FAILED)

    def test_login_validates_scopes_and_expiry(self) -> None:
        assert signup("pia").status_code == 201
        past = (timezone.now() - timedelta(days=1)).isoformat()
        future = (timezone.now() + timedelta(days=1)).isoformat()
        bad_bodies: list[dict[str, Any]] = [
            {"scopes": ["read", "admin"]},
            {"scopes": []},
            {"scopes": ["read", "read"]},
            {"expires_in_days": 0},
            {"expires_in_days": "3"},
            {"expires_at": past},
            {"expires_at": future, "expires_in_days": 1},
            {"remember_me": True},
        ]
        for extra in bad_bodies:
            assert_problem(login("pia", **extra), ErrorCode.VALIDATION_ERROR)
        assert ApiToken.objects.filter(user__username="pia").count() == 1

    def test_expiry_by_days_and_by_date(self) -> None:
        assert signup("quin").status_code == 201
        before = timezone.now()
        by_days = login("quin", expires_in_days=30).json()
        expires = ApiToken.objects.get(pk=by_days["id"]).expires_at
        assert expires is not None
        assert before + timedelta(days=30) <= expires <= timezone.now() + timedelta(days=30)
        moment = (timezone.now() + timedelta(hours=2)).replace(microsecond=0)
        by_date = login("quin", expires_at=moment.isoformat()).json()
        assert ApiToken.objects.get(pk=by_date["id"]).expires_at == moment

    def test_login_is_rate_limited_per_client_address(
        self, monkeypatch: pytest.MonkeyPatch
    ) -> None:
        set_rate(monkeypatch, "login", "2/min")
        assert signup("rhea").status_code == 201
        assert login("rhea").status_code == 201
        assert_problem(login("rhea", "wrong password"), ErrorCode.AUTHENTICATION_FAILED)
        body = assert_problem(login("rhea"), ErrorCode.RATE_LIMITED)
        assert body["retry_after"] >= 1


@pytest.mark.django_db
class TestTokenListAndRevoke:
    def test_my_tokens_never_show_keys_nor_other_accounts_tokens(self) -> None:
        first = signup("sara").json()["token"]
        second = login("sara", name="phone", scopes=["read"]).json()
        signup("theo")
        page = bearer(first).get("/api/v1/tokens").json()
        assert page["count"] == 2
        assert [t["id"] for t in page["results"]] == sorted(
            ApiToken.objects.filter(user__username="sara").values_list("id", flat=True),
            reverse=True,
        )
        newest = page["results"][0]
        assert newest == {key: value for key, value in second.items() if key != "token"}
        assert all(set(t) == set(newest) for t in page["results"])
        # The first token was used by this very request; its use is recorded.
        assert page["results"][1]["last_used_at"] is not None

    def test_a_revoked_token_is_refused_and_leaves_the_list(self) -> None:
        keep = signup("uli").json()["token"]
        doomed = login("uli").json()
        client = bearer(keep)
        assert bearer(doomed["token"]).get("/api/v1/me").status_code == 200
        assert client.delete(f"/api/v1/tokens/{doomed['id']}").status_code == 204
        body = assert_problem(
            bearer(doomed["token"]).get("/api/v1/me"), ErrorCode.AUTHENTICATION_FAILED
        )
        assert "revoked" in body["detail"]
        assert doomed["id"] not in [t["id"] for t in client.get("/api/v1/tokens").json()["results"]]
        # Revoking it again, or revoking someone else's token: not found, nothing changes.
        assert_problem(client.delete(f"/api/v1/tokens/{doomed['id']}"), ErrorCode.NOT_FOUND)
        other = signup("vera").json()["token"]
        other_id = ApiToken.objects.get(digest=ApiToken.hash_key(other)).pk
        assert_problem(client.delete(f"/api/v1/tokens/{other_id}"), ErrorCode.NOT_FOUND)
        assert bearer(other).get("/api/v1/me").status_code == 200

    def test_a_token_can_revoke_itself(self) -> None:
        token = signup("wim").json()["token"]
        client = bearer(token)
        me = client.get("/api/v1/me").json()
        assert client.delete(f"/api/v1/tokens/{me['token_id']}").status_code == 204
        assert_problem(client.get("/api/v1/me"), ErrorCode.AUTHENTICATION_FAILED)

    def test_an_expired_token_is_refused_and_not_touched(self) -> None:
        signup("xena")
        issued = login("xena", expires_in_days=1).json()
        assert bearer(issued["token"]).get("/api/v1/me").status_code == 200
        ApiToken.objects.filter(pk=issued["id"]).update(
            expires_at=timezone.now() - timedelta(seconds=1), last_used_at=None
        )
        renew_token_epoch()  # a queryset update sends no signal: as an operator must
        body = assert_problem(
            bearer(issued["token"]).get("/api/v1/matches"), ErrorCode.AUTHENTICATION_FAILED
        )
        assert "expired" in body["detail"]
        assert ApiToken.objects.get(pk=issued["id"]).last_used_at is None

    def test_no_token_no_list(self) -> None:
        assert_problem(APIClient().get("/api/v1/tokens"), ErrorCode.NOT_AUTHENTICATED)
        assert_problem(APIClient().get("/api/v1/me"), ErrorCode.NOT_AUTHENTICATED)
        assert_problem(APIClient().delete("/api/v1/tokens/1"), ErrorCode.NOT_AUTHENTICATED)


@pytest.mark.django_db
class TestScopes:
    def test_a_read_only_token_reads_but_cannot_play(self) -> None:
        signup("yara")
        reader = bearer(login("yara", scopes=["read"]).json()["token"])
        assert reader.get("/api/v1/me").json()["scopes"] == ["read"]
        assert reader.get("/api/v1/matches?mine=true").status_code == 200
        response = reader.post("/api/v1/matches", {"game": "yokohama", "players": 2})
        body = assert_problem(response, ErrorCode.INSUFFICIENT_SCOPE)
        assert "`play` scope" in body["detail"]
        assert body["scope"] == "play"
        assert response["WWW-Authenticate"] == 'Bearer error="insufficient_scope", scope="play"'
        assert Match.objects.count() == 0

    def test_without_play_no_join_and_no_submit(self) -> None:
        player = bearer(signup("zoe").json()["token"])
        match = player.post(
            "/api/v1/matches",
            {"game": "yokohama", "players": 2, "bots": [{"seat": 1, "kind": "random"}]},
            format="json",
        ).json()
        other = bearer(signup("abe").json()["token"])
        waiting = other.post(
            "/api/v1/matches", {"game": "yokohama", "players": 2}, format="json"
        ).json()
        reader = bearer(login("zoe", scopes=["read"]).json()["token"])
        legal = reader.get(f"/api/v1/matches/{match['id']}/legal-actions").json()
        submitted = reader.post(
            f"/api/v1/matches/{match['id']}/actions",
            {"expected_seq": legal["seq"], "action": legal["actions"][0]["notation"]},
            format="json",
        )
        assert "`play` scope" in assert_problem(submitted, ErrorCode.INSUFFICIENT_SCOPE)["detail"]
        joined = reader.post(f"/api/v1/matches/{waiting['id']}/join")
        assert_problem(joined, ErrorCode.INSUFFICIENT_SCOPE)
        assert Match.objects.get(pk=match["id"]).seq == legal["seq"]

    def test_a_play_only_token_cannot_read_private_data(self) -> None:
        signup("bea")
        player = bearer(login("bea", scopes=["play"]).json()["token"])
        body = assert_problem(player.get("/api/v1/tokens"), ErrorCode.INSUFFICIENT_SCOPE)
        assert "`read` scope" in body["detail"]
        created = player.post("/api/v1/matches", {"game": "yokohama", "players": 2}, format="json")
        assert created.status_code == 201
        # Revoking needs no particular scope: it only ever takes access away.
        token_id = ApiToken.objects.get(user__username="bea", scopes="play").pk
        assert player.delete(f"/api/v1/tokens/{token_id}").status_code == 204

    def test_scopes_are_stored_in_a_fixed_order(self) -> None:
        signup("cleo")
        issued = login("cleo", scopes=["organise", "read"]).json()
        assert issued["scopes"] == ["read", "organise"]
        assert bearer(issued["token"]).get("/api/v1/me").json()["scopes"] == ["read", "organise"]


@pytest.mark.django_db
class TestBotsAndRateLimits:
    def test_a_bot_account_signs_up_logs_in_and_plays(self) -> None:
        created = signup("robo-1", is_bot=True)
        assert created.status_code == 201
        assert created.json()["is_bot"] is True
        token = login("robo-1", name="bot").json()["token"]
        bot = bearer(token)
        assert bot.get("/api/v1/me").json()["is_bot"] is True
        match = bot.post(
            "/api/v1/matches",
            {"game": "yokohama", "players": 2, "bots": [{"seat": 1, "kind": "random"}]},
            format="json",
        )
        assert match.status_code == 201
        assert match.json()["seats"][0]["username"] == "robo-1"

    def test_each_token_has_its_own_request_budget(self, monkeypatch: pytest.MonkeyPatch) -> None:
        set_rate(monkeypatch, "user", "3/min")
        first = bearer(signup("dora").json()["token"])
        second = bearer(login("dora").json()["token"])
        for _ in range(3):
            assert first.get("/api/v1/me").status_code == 200
        assert_problem(first.get("/api/v1/me"), ErrorCode.RATE_LIMITED)
        # The same account's other token is not held back by the first one's requests.
        assert second.get("/api/v1/me").status_code == 200


def test_no_key_starts_with_a_dash() -> None:
    # `--token -Xyz…` reads as another option on a command line; one random key in 64 began
    # with "-", so 2,000 keys would hold about 31 of them.
    keys = [ApiToken.new_key() for _ in range(2000)]
    assert not [key for key in keys if key.startswith("-")]
    assert len(set(keys)) == len(keys)
    assert all(len(key) == 43 for key in keys)


@pytest.mark.django_db
def test_a_password_with_outer_spaces_is_kept_as_given() -> None:
    """Sign-up used to strip a password's outer spaces (and so accepted 129 characters with a
    leading space; schemathesis found it) while login did not: that password never logged in."""
    spaced = "  correct horse battery  "
    assert signup("spacey", password=spaced).status_code == 201
    assert login("spacey", spaced).status_code == 201
    assert login("spacey", spaced.strip()).status_code == 401
    too_long = " " + "x" * 128
    response = signup("toolong", password=too_long)
    assert response.status_code == 400
