"""Remembered tokens (api/authentication.py): a request with a token the process has read sends
no query for it, and a change to the token or its account refuses it at once all the same."""

from __future__ import annotations

from datetime import timedelta
from typing import Any

import pytest
from django.core.cache import caches
from django.db import connection
from django.test.utils import CaptureQueriesContext
from django.utils import timezone

from api.authentication import EPOCH_KEY, token_cache
from games import services
from games.errors import ErrorCode
from games.models import ApiToken
from tests.api.test_errors import assert_problem
from yokohama_server.cache import ReusedClientRedisCache

pytestmark = pytest.mark.skipif(
    not isinstance(caches["default"], ReusedClientRedisCache),
    reason="tokens are remembered only with Redis (REDIS_URL)",
)


def token_reads(client: Any, path: str = "/api/v1/me") -> tuple[int, list[str]]:
    """(status, the statements that read a token) of one request."""
    with CaptureQueriesContext(connection) as captured:
        status = client.get(path).status_code
    sent = [query["sql"] for query in captured.captured_queries]
    return status, [sql for sql in sent if '"games_apitoken"' in sql]


@pytest.mark.django_db
def test_a_remembered_token_sends_no_query(make_user: Any, client_for: Any) -> None:
    _, key = make_user("rhea")
    client = client_for(key)
    status, reads = token_reads(client)
    assert status == 200
    assert reads  # read (and its first use recorded), then remembered
    assert token_reads(client) == (200, [])
    assert token_reads(client, "/api/v1/matches") == (200, [])


@pytest.mark.django_db
def test_a_revoked_token_is_refused_at_once_with_the_cache_warm(
    make_user: Any, client_for: Any
) -> None:
    user, key = make_user("saul")
    other = services.token_create(user=user, name="other")
    doomed = ApiToken.objects.get(digest=ApiToken.hash_key(other))
    keep, gone = client_for(key), client_for(other)
    for client in (keep, gone):
        token_reads(client)
        assert token_reads(client) == (200, [])  # remembered
    assert keep.delete(f"/api/v1/tokens/{doomed.pk}").status_code == 204
    body = assert_problem(gone.get("/api/v1/me"), ErrorCode.AUTHENTICATION_FAILED)
    assert "revoked" in body["detail"]
    assert keep.get("/api/v1/me").status_code == 200  # read again, still good


@pytest.mark.django_db
def test_a_change_made_by_another_process_is_seen_through_the_epoch(
    make_user: Any, client_for: Any
) -> None:
    """Another process revokes (its write, then its epoch renewal after commit): this process
    learns of it from the epoch alone, read with the rate limits."""
    _, key = make_user("tova")
    client = client_for(key)
    token_reads(client)
    assert token_reads(client) == (200, [])
    ApiToken.objects.filter(digest=ApiToken.hash_key(key)).update(revoked_at=timezone.now())
    assert token_reads(client) == (200, [])  # no signal, no renewal: still remembered...
    caches["default"].renew(EPOCH_KEY)  # type: ignore[attr-defined]
    assert_problem(client.get("/api/v1/me"), ErrorCode.AUTHENTICATION_FAILED)


@pytest.mark.django_db
def test_a_lost_epoch_forgets_every_remembered_token(make_user: Any, client_for: Any) -> None:
    """Redis restarted or the key evicted: the epoch reads '' and no remembered token is used."""
    _, key = make_user("ugo")
    client = client_for(key)
    token_reads(client)
    ApiToken.objects.filter(digest=ApiToken.hash_key(key)).update(revoked_at=timezone.now())
    caches["default"].delete(EPOCH_KEY)
    assert_problem(client.get("/api/v1/me"), ErrorCode.AUTHENTICATION_FAILED)


@pytest.mark.django_db
def test_a_deactivated_account_is_refused_at_once(make_user: Any, client_for: Any) -> None:
    user, key = make_user("vera")
    client = client_for(key)
    token_reads(client)
    assert token_reads(client) == (200, [])
    user.is_active = False
    user.save()
    body = assert_problem(client.get("/api/v1/me"), ErrorCode.AUTHENTICATION_FAILED)
    assert "deactivated" in body["detail"]


@pytest.mark.django_db
def test_an_account_change_is_seen_at_once(make_user: Any, client_for: Any) -> None:
    user, key = make_user("walt")
    client = client_for(key)
    token_reads(client)
    user.username = "walter"
    user.save()
    assert client.get("/api/v1/me").json()["username"] == "walter"


@pytest.mark.django_db
def test_an_expired_token_is_refused_when_remembered(
    make_user: Any, client_for: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    user, _ = make_user("xavi")
    raw = services.token_create(
        user=user, name="short", expires_at=timezone.now() + timedelta(minutes=1)
    )
    client = client_for(raw)
    token_reads(client)
    assert token_reads(client) == (200, [])
    later = timezone.now() + timedelta(minutes=2)
    monkeypatch.setattr(timezone, "now", lambda: later)
    body = assert_problem(client.get("/api/v1/me"), ErrorCode.AUTHENTICATION_FAILED)
    assert "expired" in body["detail"]


@pytest.mark.django_db(transaction=True)
def test_a_committed_revocation_renews_the_epoch_after_commit(make_user: Any) -> None:
    """The renewal that counts is the one after commit: a request that read the token before
    the revocation committed remembered it with an epoch that is no longer current."""
    user, key = make_user("yuki")
    digest = ApiToken.hash_key(key)
    cache: Any = caches["default"]
    token = ApiToken.objects.get(digest=digest)
    renewed: list[str] = []
    original = cache.renew

    def spy(name: str) -> str:
        renewed.append("in transaction" if connection.in_atomic_block else "after commit")
        return str(original(name))

    cache.renew = spy
    try:
        services.token_revoke(user=user, token_id=token.pk)
    finally:
        del cache.renew
    assert renewed == ["in transaction", "after commit"]
    token_cache.forget(digest)
