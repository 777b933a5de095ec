"""One-command demo: migrate, create demo accounts and a bot match, serve on 127.0.0.1:8000."""

from __future__ import annotations

import os
from typing import Any

from django.conf import settings
from django.core.management import call_command
from django.core.management.base import BaseCommand, CommandParser

from games import services
from games.models import Match, MatchStatus, User


class Command(BaseCommand):
    help = "Prepare a playable demo (accounts, a bot match, a match to join) and serve the API."

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("--addrport", default="127.0.0.1:8000")
        parser.add_argument("--no-serve", action="store_true", help="Prepare only; do not serve.")

    def handle(self, *args: Any, **options: Any) -> None:
        call_command("migrate", interactive=False, verbosity=0)
        if "BOT_MOVE_DELAY" not in os.environ:
            settings.BOT_MOVE_DELAY = 0.5  # slow enough to watch the bots play
        admin = User.objects.filter(username="admin").first()
        if admin is None:
            admin = User.objects.create_superuser("admin", password="admin")
        tokens = {}
        for name in ("alice", "bob"):
            user = User.objects.filter(username=name).first()
            if user is None:
                tokens[name] = services.account_create(
                    username=name, password=f"{name}-demo"
                ).raw_key
            else:
                tokens[name] = services.token_create(user=user)
        watch = services.match_create(
            creator=admin,
            game="yokohama",
            players=4,
            bot_seats={0: "random", 1: "random", 2: "random", 3: "random"},
            join=False,
        )
        alice = User.objects.get(username="alice")
        play = services.match_create(
            creator=alice, game="yokohama", players=2, bot_seats={1: "random"}
        )
        # Bot matches left half-played by an earlier run continue where they stopped.
        for match in Match.objects.filter(status=MatchStatus.ACTIVE):
            services.bot_resume(match_id=match.pk)
        base = f"http://{options['addrport']}"
        self.stdout.write(
            "\n".join(
                [
                    "Demo ready.",
                    f"  API docs:      {base}/api/docs/",
                    f"  OpenAPI schema {base}/api/schema/",
                    f"  Health:        {base}/api/v1/health",
                    f"  Admin:         {base}/admin/  (admin / admin)",
                    f"  Bots playing:  {base}/api/v1/matches/{watch.pk}  (watch seq grow)",
                    f"  Your match:    {base}/api/v1/matches/{play.pk}  (alice vs a random bot)",
                    f"  alice's token: {tokens['alice']}",
                    f"  bob's token:   {tokens['bob']}",
                    f"  Try: curl -H 'Authorization: Bearer {tokens['alice']}' "
                    f"{base}/api/v1/matches/{play.pk}/legal-actions",
                    "",
                ]
            )
        )
        if not options["no_serve"]:
            call_command("runserver", options["addrport"], use_reloader=False)
