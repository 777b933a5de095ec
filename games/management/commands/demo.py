"""One-command demo: migrate, create demo accounts and matches, serve on 127.0.0.1:8000.

Running it again reuses the accounts, their tokens (kept in var/demo-accounts.json) and the
matches still in play, so it never piles up matches. Its console is readable: a plain,
quieter log format (JSON logs stay the production default) and one progress line per demo
match every few seconds.
"""

from __future__ import annotations

import json
import logging.config
import os
import threading
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from django.conf import settings
from django.core.management import call_command
from django.core.management.base import BaseCommand, CommandError, CommandParser
from django.db import close_old_connections
from django.db.models import Q
from django.utils import timezone

from games import services
from games.codec import game_of, load_state
from games.models import ApiToken, Match, MatchResult, MatchStatus, User

ADMIN = ("admin", "admin")
PLAYERS = (("alice", "alice-demo"), ("bob", "bob-demo"))
IN_PLAY = (MatchStatus.WAITING, MatchStatus.ACTIVE)
PROGRESS_EVERY_S = 5.0

# The demo's own console: one readable line per event, warnings and requests only.
DEMO_LOGGING: dict[str, Any] = {
    "version": 1,
    "disable_existing_loggers": False,
    "formatters": {"plain": {"format": "%(asctime)s %(levelname)s %(name)s: %(message)s"}},
    "handlers": {"console": {"class": "logging.StreamHandler", "formatter": "plain"}},
    "root": {"handlers": ["console"], "level": "WARNING"},
    "loggers": {
        "django.server": {"handlers": ["console"], "level": "INFO", "propagate": False},
        "celery": {"level": "WARNING"},
    },
}


@dataclass
class DemoAccount:
    username: str
    password: str
    token: str
    admin: bool = False


def default_accounts_file() -> Path:
    return Path(settings.VAR_DIR) / "demo-accounts.json"


def ensure_account(username: str, password: str, known_token: str | None, *, admin: bool) -> str:
    """Create the account (or reset it to the demo password); its token, reused if valid."""
    user = User.objects.filter(username=username).first()
    if user is None:
        user = User(username=username)
    if admin:
        user.is_staff = user.is_superuser = True
    if not user.check_password(password):
        user.set_password(password)
    user.save()
    if (
        known_token
        and ApiToken.objects.filter(
            Q(expires_at__isnull=True) | Q(expires_at__gt=timezone.now()),
            user=user,
            digest=ApiToken.hash_key(known_token),
            revoked_at__isnull=True,
        ).exists()
    ):
        return known_token
    return services.token_create(user=user)


def known_tokens(path: Path) -> dict[str, str]:
    try:
        saved = json.loads(path.read_text())
        return {a["username"]: a["token"] for a in saved["accounts"]}
    except (OSError, ValueError, KeyError, TypeError):
        return {}


def write_accounts(path: Path, accounts: list[DemoAccount], base: str) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    body = {"server": base, "accounts": [vars(a) for a in accounts]}
    # Passwords and tokens: readable by this user only.
    fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
    with os.fdopen(fd, "w") as out:
        json.dump(body, out, indent=2)
        out.write("\n")


def _bot_match(admin: User, game: str, bot_seats: dict[int, str]) -> Match:
    """admin's 4-seat bot match of `game` still in play, or a new one."""
    match = (
        Match.objects.filter(creator=admin, game=game, players=4, status__in=IN_PLAY)
        .order_by("pk")
        .last()
    )
    if match is None:
        match = services.match_create(
            creator=admin, game=game, players=4, bot_seats=bot_seats, join=False
        )
    return match


def demo_matches(admin: User, alice: User) -> tuple[Match, Match, Match, Match]:
    """The bots' Yokohama match, alice's match and the bots' Shinjuku and Yamatai matches: the
    ones still in play, or new ones."""
    watch = _bot_match(admin, "yokohama", {0: "random", 1: "random", 2: "random", 3: "random"})
    play = (
        Match.objects.filter(creator=alice, game="yokohama", players=2, status__in=IN_PLAY)
        .order_by("pk")
        .last()
    )
    if play is None:
        play = services.match_create(
            creator=alice, game="yokohama", players=2, bot_seats={1: "random"}
        )
    shinjuku = _bot_match(admin, "shinjuku", {0: "greedy", 1: "random", 2: "greedy", 3: "random"})
    yamatai = _bot_match(admin, "yamatai", {0: "greedy", 1: "random", 2: "greedy", 3: "random"})
    return watch, play, shinjuku, yamatai


def _seat_score(seat: dict[str, Any]) -> int:
    """A seat's provisional score in a view: a number, or a breakdown by category (Yamatai)."""
    score = seat["score"]
    return sum(score.values()) if isinstance(score, dict) else int(score)


def progress_line(match_id: int, label: str) -> str:
    """`bots' match 1: round 3, seq 140, scores 0:12 1:9 2:7 3:5` (public information only)."""
    match = Match.objects.get(pk=match_id)
    if match.status == MatchStatus.FINISHED:
        results = MatchResult.objects.filter(match=match).order_by("rank", "seat")
        ranked = " ".join(f"{r.rank}. seat {r.seat} ({r.score})" for r in results)
        return f"{label} {match.pk}: finished after {match.seq} decisions. {ranked}".rstrip()
    if match.status != MatchStatus.ACTIVE:
        return f"{label} {match.pk}: {match.status}"
    view = game_of(match).view_for(load_state(match), None)
    line = f"{label} {match.pk}: round {view['round']}, seq {match.seq}, to move {match.to_move}"
    seats = view.get("seats", [])
    if seats and all("score" in seat for seat in seats):  # Shinjuku scores only at the end
        line += ", scores " + " ".join(f"{i}:{_seat_score(seat)}" for i, seat in enumerate(seats))
    return line


def report_progress(
    matches: dict[int, str], every: float, stop: threading.Event, write: Any
) -> None:
    """Every `every` seconds, one line per demo match that moved (a finish is told once)."""
    seen: dict[int, tuple[int, str]] = {}
    while not stop.wait(every):
        close_old_connections()
        for match_id, label in matches.items():
            row = Match.objects.filter(pk=match_id).values_list("seq", "status").first()
            if row is None or seen.get(match_id) == row:
                continue
            if (
                row[1] == MatchStatus.FINISHED
                and not MatchResult.objects.filter(match_id=match_id).exists()
            ):
                continue  # the finaliser has not stored the ranks yet
            seen[match_id] = row
            write(progress_line(match_id, label))


class Command(BaseCommand):
    help = (
        "Prepare a playable demo (accounts, a bot match, a match to play) and serve the API. "
        "Re-running reuses the accounts and the matches still in play."
    )

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("--addrport", default="127.0.0.1:8000")
        parser.add_argument("--no-serve", action="store_true", help="Prepare only; do not serve.")
        parser.add_argument(
            "--accounts-file",
            type=Path,
            default=None,
            help="Where the accounts, passwords and tokens are written "
            "(default: var/demo-accounts.json).",
        )
        parser.add_argument(
            "--progress-seconds",
            type=float,
            default=PROGRESS_EVERY_S,
            help="Seconds between progress lines while serving.",
        )

    def handle(self, *args: Any, **options: Any) -> None:
        if not settings.DEBUG:
            raise CommandError(
                "The demo creates an admin/admin superuser and accounts with published "
                "passwords: run it on a development database (DEBUG on), not in production."
            )
        if not options["no_serve"]:
            # Also in settings, in case the server configures logging again from them.
            settings.LOGGING = DEMO_LOGGING
            logging.config.dictConfig(DEMO_LOGGING)
        call_command("migrate", interactive=False, verbosity=0)
        if "BOT_MOVE_DELAY" not in os.environ:
            settings.BOT_MOVE_DELAY = 0.5  # slow enough to watch the bots play
        accounts_file: Path = options["accounts_file"] or default_accounts_file()
        tokens = known_tokens(accounts_file)
        accounts = [
            DemoAccount(*ADMIN, ensure_account(*ADMIN, tokens.get(ADMIN[0]), admin=True), True)
        ]
        for name, password in PLAYERS:
            token = ensure_account(name, password, tokens.get(name), admin=False)
            accounts.append(DemoAccount(name, password, token))
        admin = User.objects.get(username=ADMIN[0])
        alice = User.objects.get(username=PLAYERS[0][0])
        watch, play, shinjuku, yamatai = demo_matches(admin, alice)
        # Bot matches left half-played by an earlier run continue where they stopped.
        for match in Match.objects.filter(status=MatchStatus.ACTIVE):
            services.bot_resume(match_id=match.pk)
        base = f"http://{options['addrport']}"
        write_accounts(accounts_file, accounts, base)
        alice_token = accounts[1].token
        lines = [
            "",
            "Demo ready.",
            f"  API docs:       {base}/api/docs/",
            f"  OpenAPI schema: {base}/api/schema/",
            f"  Health:         {base}/api/v1/health",
            f"  Admin:          {base}/admin/  (log in as {ADMIN[0]} / {ADMIN[1]})",
            f"  Bots playing:   {base}/api/v1/matches/{watch.pk}  (Yokohama, four random bots)",
            f"  Bots playing:   {base}/api/v1/matches/{shinjuku.pk}  "
            "(Shinjuku, two greedy and two random bots)",
            f"  Bots playing:   {base}/api/v1/matches/{yamatai.pk}  "
            "(Yamatai, two greedy and two random bots)",
            f"  Your match:     {base}/api/v1/matches/{play.pk}  (alice against a random bot)",
            "",
            "  Accounts (also in " + str(accounts_file) + "):",
            *(f"    {a.username:<6} password {a.password:<11} token {a.token}" for a in accounts),
            "",
            f"  Try: curl -H 'Authorization: Bearer {alice_token}' "
            f"{base}/api/v1/matches/{play.pk}/legal-actions",
            "",
        ]
        self.stdout.write("\n".join(lines))
        if options["no_serve"]:
            return
        self.stdout.write(
            "Serving. Press Ctrl+C to stop; run the same command again to carry on "
            "(the accounts, tokens and matches are reused).\n"
        )
        stop = threading.Event()
        labels = {
            watch.pk: "bots' match",
            play.pk: "alice's match",
            shinjuku.pk: "bots' Shinjuku match",
            yamatai.pk: "bots' Yamatai match",
        }
        reporter = threading.Thread(
            target=report_progress,
            args=(labels, options["progress_seconds"], stop, self.stdout.write),
            name="demo-progress",
            daemon=True,
        )
        reporter.start()
        try:
            serve(options["addrport"])
        finally:
            stop.set()


def serve(addrport: str) -> None:
    """Serve the whole site from this one process with uvicorn (ASGI), so the event streams
    work; the embedded task thread and the event hub live here too."""
    import uvicorn
    from django.contrib.staticfiles.handlers import ASGIStaticFilesHandler
    from django.core.asgi import get_asgi_application

    from api.fanout import with_direct_send
    from games.events import hub

    host, _, port = addrport.rpartition(":")
    hub.listen_on_loop = True  # as yokohama_server/asgi.py: one loop for the process's life
    # The admin's CSS and JS; caught-up match streams written per match (api/fanout.py).
    application = with_direct_send(ASGIStaticFilesHandler(get_asgi_application()))
    uvicorn.run(application, host=host or "127.0.0.1", port=int(port), log_level="warning")
