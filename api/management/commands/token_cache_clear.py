"""Make every web process read its remembered tokens again (api/authentication.py).

A change to an account or a token through the models (the API, the admin, a model's save or
delete) does this by itself once it commits. A change that sends no signal, such as a
queryset's `update()` or SQL typed into psql, is seen by a process only when it reads the
token again, up to a minute later: run this command after one, with the web processes'
environment (their `REDIS_URL` and `CACHE_KEY_PREFIX`).
"""

from __future__ import annotations

from typing import Any

import redis
from django.core.management.base import BaseCommand, CommandError

from api.authentication import EPOCH_KEY, TokenCache, renew_token_epoch


class Command(BaseCommand):
    help = "Make every web process read its remembered tokens again (after a change by SQL)."

    def handle(self, *args: Any, **options: Any) -> None:
        cache = TokenCache.cache()
        if cache is None:
            self.stderr.write(
                "This process has no Redis (REDIS_URL), and without Redis no process remembers "
                "tokens. If the web processes have one, run the command with their environment."
            )
            return
        try:
            renew_token_epoch()
        except redis.RedisError as exc:
            raise CommandError(
                f"Could not renew the token epoch ({exc}); run the command again once Redis "
                "answers."
            ) from exc
        self.stdout.write(
            f"Every web process reads its remembered tokens again from now on "
            f"(renewed the Redis key {cache.make_key(EPOCH_KEY)!r})."
        )
