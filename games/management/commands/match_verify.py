"""Rebuild cached states from the action logs and report every difference."""

from __future__ import annotations

from typing import Any

from django.core.management.base import BaseCommand, CommandError, CommandParser

from games.codec import game_of, load_state
from games.models import Match


class Command(BaseCommand):
    help = "Replay each match's log and compare with its cached state (the log is the truth)."

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("match_ids", nargs="*", type=int, help="Default: every started match.")
        parser.add_argument("--repair", action="store_true", help="Overwrite wrong caches.")

    def handle(self, *args: Any, **options: Any) -> None:
        matches = Match.objects.exclude(state=None).order_by("pk")
        if options["match_ids"]:
            matches = matches.filter(pk__in=options["match_ids"])
        bad = 0
        checked = 0
        for match in matches.iterator():
            checked += 1
            game = game_of(match)
            state = game.initial_state(match.config, match.seed)
            problem = ""
            for logged in match.actions.order_by("seq"):
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
                self.stdout.write(f"match {match.pk}: {problem}")
        self.stdout.write(f"checked {checked} match(es), {bad} with differences")
        if bad and not options["repair"]:
            raise CommandError(f"{bad} match(es) differ from their logs")
