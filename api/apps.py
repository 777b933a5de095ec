from __future__ import annotations

from typing import Any

from django.apps import AppConfig
from django.db import transaction
from django.db.models.signals import post_delete, post_save


def _accounts_changed(sender: Any, instance: Any, **kwargs: Any) -> None:
    """A change to an account or a token: once it commits, the processes' remembered tokens
    are read again (api/authentication.py). Not for what no remembered token can hold: a new
    token (its digest was never remembered), a new account (no token yet), a log-in's
    last_login."""
    from api.authentication import renew_token_epoch
    from games.models import ApiToken

    if kwargs.get("created"):
        return
    fields = kwargs.get("update_fields")
    if sender is not ApiToken and fields is not None and set(fields) <= {"last_login"}:
        return
    # Now, for the requests this transaction's own connection serves (a test's, which never
    # commits), and after commit, for those that read the token meanwhile.
    renew_token_epoch()
    transaction.on_commit(renew_token_epoch, using=kwargs.get("using"))


class ApiConfig(AppConfig):
    name = "api"
    verbose_name = "REST API"

    def ready(self) -> None:
        from api import schema  # noqa: F401  (registers OpenAPI extensions)
        from games.models import ApiToken, User

        for model in (User, ApiToken):
            post_save.connect(_accounts_changed, sender=model, dispatch_uid=f"tokens-{model}")
            post_delete.connect(_accounts_changed, sender=model, dispatch_uid=f"tokens-d-{model}")
