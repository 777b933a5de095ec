"""Rebuild cached states from the action logs and report every difference; or, with
`--record`, replay portable match records (match_export) and report where they go wrong.

On a terminal a progress bar shows how far it got; redirected output has only the findings.
"""

from __future__ import annotations

import time
from typing import Any

from django.core.management.base import BaseCommand, CommandError, CommandParser

from games.codec import game_of, load_state
from games.errors import ApplicationError
from games.management.commands.match_import import read_record
from games.models import BotKind, Match
from games.records import replay_record
from games.replay import effective_actions

BAR_WIDTH = 30
BAR_REDRAW_S = 0.2


def progress_bar(done: int, total: int) -> str:
    """`[#########.....................]  12/40 matches` (no line end: it is redrawn in place)."""
    filled = BAR_WIDTH * min(done, total) // total if total else BAR_WIDTH
    return f"[{'#' * filled}{'.' * (BAR_WIDTH - filled)}] {done:>{len(str(total))}}/{total} matches"


class Command(BaseCommand):
    help = "Replay each match's log and compare with its cached state (the log is the truth)."

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("match_ids", nargs="*", type=int, help="Default: every started match.")
        parser.add_argument("--repair", action="store_true", help="Overwrite wrong caches.")
        parser.add_argument(
            "--record",
            action="append",
            default=[],
            metavar="PATH",
            help="Replay this match record file instead of the database's matches (repeatable).",
        )

    def handle(self, *args: Any, **options: Any) -> None:
        if options["record"]:
            self.verify_records(options["record"])
            return
        matches = Match.objects.exclude(state=None).order_by("pk")
        if options["match_ids"]:
            matches = matches.filter(pk__in=options["match_ids"])
        bad = 0
        checked = 0
        on_terminal = self.stdout.isatty()
        total = matches.count() if on_terminal else 0
        drawn_at = 0.0
        for match in matches.iterator():
            checked += 1
            game = game_of(match)
            state = game.initial_state(match.config, match.seed)
            problem = ""
            # Take-backs and the decisions they took back are in the log, not in the state.
            for logged in effective_actions(match.actions.order_by("seq")):
                try:
                    state = game.apply(state, game.parse_action(state, logged.seat, logged.action))
                except Exception as exc:  # report any replay failure, keep checking the rest
                    problem = f"replay failed at seq {logged.seq}: {exc}"
                    break
            count = match.actions.count()
            if not problem and count != match.seq:
                problem = f"log has {count} actions but seq is {match.seq}"
            if not problem and game.state_to_json(state) != game.state_to_json(load_state(match)):
                problem = "cached state differs from the replayed log"
                if options["repair"]:
                    match.state = game.encode_state(state)
                    match.to_move = list(game.current_seats(state))
                    match.save(update_fields=["state", "to_move"])
                    problem += " (repaired)"
            if problem:
                bad += 1
                # \x1b[2K clears the bar's line so the finding starts on a clean one.
                clear = "\r\x1b[2K" if on_terminal else ""
                self.stdout.write(f"{clear}match {match.pk}: {problem}")
            if on_terminal and (time.monotonic() - drawn_at >= BAR_REDRAW_S or checked == total):
                drawn_at = time.monotonic()
                self.stdout.write(f"\r{progress_bar(checked, total)}", ending="")
                self.stdout.flush()
        if on_terminal and checked:
            self.stdout.write("")  # end the bar's line
        self.stdout.write(f"checked {checked} match(es), {bad} with differences")
        if bad and not options["repair"]:
            raise CommandError(f"{bad} match(es) differ from their logs")

    def verify_records(self, paths: list[str]) -> None:
        """Replay each record through the engine and compare the result it claims."""
        bad = 0
        for path in paths:
            try:
                replayed = replay_record(read_record(path), bot_kinds=tuple(BotKind.values))
            except (ApplicationError, CommandError) as exc:
                bad += 1
                self.stdout.write(f"record {path}: {getattr(exc, 'message', exc)}")
                continue
            self.stdout.write(
                f"record {path}: {replayed.game}, {len(replayed.actions)} actions, "
                "replays to its recorded result"
            )
        self.stdout.write(f"checked {len(paths)} record(s), {bad} with differences")
        if bad:
            raise CommandError(f"{bad} record(s) do not replay to their recorded result")
