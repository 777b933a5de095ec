"""`manage.py token_cache_clear`: a change that sent no model signal is seen at once after it;
without Redis it says there is nothing to clear here, and an unreachable Redis is an error."""

from __future__ import annotations

import io
from datetime import timedelta
from typing import Any

import pytest
from django.core.cache import caches
from django.core.management import CommandError, call_command
from django.utils import timezone

from api.authentication import EPOCH_KEY
from games.errors import ErrorCode
from games.models import ApiToken
from tests.api.test_errors import assert_problem
from tests.api.test_token_cache import token_reads
from yokohama_server.cache import ReusedClientRedisCache

WITH_REDIS = isinstance(caches["default"], ReusedClientRedisCache)


@pytest.mark.skipif(not WITH_REDIS, reason="tokens are remembered only with Redis (REDIS_URL)")
@pytest.mark.django_db
def test_a_queryset_update_is_seen_once_the_command_has_run(
    make_user: Any, client_for: Any
) -> None:
    _, key = make_user("ursa")
    client = client_for(key)
    token_reads(client)
    assert token_reads(client) == (200, [])
    past = timezone.now() - timedelta(seconds=1)
    ApiToken.objects.filter(digest=ApiToken.hash_key(key)).update(revoked_at=past)
    assert token_reads(client) == (200, [])  # remembered: the update sent no signal
    out = io.StringIO()
    call_command("token_cache_clear", stdout=out)
    assert "reads its remembered tokens again" in out.getvalue()
    assert repr(caches["default"].make_key(EPOCH_KEY)) in out.getvalue()  # the prefix shows
    body = assert_problem(client.get("/api/v1/me"), ErrorCode.AUTHENTICATION_FAILED)
    assert "revoked" in body["detail"]


def test_without_redis_it_says_so_and_changes_nothing(settings: Any) -> None:
    settings.CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
    out, err = io.StringIO(), io.StringIO()
    call_command("token_cache_clear", stdout=out, stderr=err)
    assert out.getvalue() == ""
    assert "no Redis" in err.getvalue()
    assert "run the command with their environment" in err.getvalue()


def test_an_unreachable_redis_is_an_error_that_says_to_run_it_again(settings: Any) -> None:
    # Port 1 on the loopback: nothing listens there, so the connection is refused at once.
    settings.CACHES = {
        "default": {
            "BACKEND": "yokohama_server.cache.ReusedClientRedisCache",
            "LOCATION": "redis://127.0.0.1:1/0",
        }
    }
    with pytest.raises(CommandError, match="run the command again once Redis answers"):
        call_command("token_cache_clear", stdout=io.StringIO())
