"""Make every web process read its remembered tokens again (api/authentication.py).

A change to an account or a token through the models (the API, the admin, a model's save or
delete) does this by itself once it commits. A change that sends no signal, such as a
queryset's `update()` or SQL typed into psql, is seen by a process only when it reads the
token again, up to a minute later: run this command after one.
"""

from __future__ import annotations

from typing import Any

import redis
from django.core.management.base import BaseCommand, CommandError

from api.authentication import TokenCache, renew_token_epoch


class Command(BaseCommand):
    help = __doc__.split("\n\n")[0]

    def handle(self, *args: Any, **options: Any) -> None:
        if TokenCache.cache() is None:
            self.stdout.write("Tokens are not remembered without Redis (REDIS_URL); nothing to do.")
            return
        try:
            renew_token_epoch()
        except redis.RedisError as exc:
            raise CommandError(
                f"Redis refused the new epoch ({exc}); nothing was changed."
            ) from exc
        self.stdout.write("Every web process reads its remembered tokens again from now on.")
