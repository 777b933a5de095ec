"""One account per server bot kind, so a server bot can be challenged like a player."""

from __future__ import annotations

from typing import Any

from django.db import migrations

# Kept here, not imported: a migration must not change when the model's choices do.
SERVER_BOTS = {
    "random": "random-bot",
    "greedy": "greedy-bot",
    "mcts-1": "mcts-1-bot",
    "mcts-2": "mcts-2-bot",
    "mcts-3": "mcts-3-bot",
}


def create_accounts(apps: Any, schema_editor: Any) -> None:
    User = apps.get_model("games", "User")
    for kind, username in SERVER_BOTS.items():
        # A deployment where a person already has the name keeps that account as it is.
        if User.objects.filter(username__iexact=username).exists():
            continue
        User.objects.create(
            username=username, is_bot=True, server_bot_kind=kind, password="!server-bot"
        )


def remove_accounts(apps: Any, schema_editor: Any) -> None:
    User = apps.get_model("games", "User")
    User.objects.filter(server_bot_kind__in=list(SERVER_BOTS)).delete()


class Migration(migrations.Migration):
    dependencies = [("games", "0007_play_together")]

    operations = [migrations.RunPython(create_accounts, remove_accounts)]
