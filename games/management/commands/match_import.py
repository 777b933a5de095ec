"""Create a finished match from a portable record, replayed through the engine."""

from __future__ import annotations

import json
import sys
from typing import Any

from django.core.management.base import BaseCommand, CommandError, CommandParser

from games import services
from games.errors import ApplicationError


def read_record(path: str) -> Any:
    """The JSON document at `path` ("-": standard input); CommandError if unreadable."""
    try:
        if path == "-":
            return json.load(sys.stdin)
        with open(path, encoding="utf-8") as file:
            return json.load(file)
    except OSError as exc:
        raise CommandError(f"cannot read {path}: {exc.strerror or exc}") from None
    except (json.JSONDecodeError, UnicodeDecodeError) as exc:
        raise CommandError(f"{path} is not a JSON document: {exc}") from None


class Command(BaseCommand):
    help = (
        "Import a match record (from match_export or the match_export API operation) as a new "
        "finished match. The record is replayed and its result recomputed; a record that does "
        "not replay to its own result is refused and nothing is written."
    )

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("path", help='The record file ("-": standard input).')
        parser.add_argument(
            "--link-users",
            action="store_true",
            help="Give each human seat to the account of the same username here, if any "
            "(default: seats keep only their display names).",
        )

    def handle(self, *args: Any, **options: Any) -> None:
        record = read_record(options["path"])
        try:
            match = services.match_import(record=record, link_users=options["link_users"])
        except ApplicationError as exc:
            raise CommandError(f"{exc.code}: {exc.message}") from None
        self.stdout.write(
            f"imported match {match.pk} ({match.game}, {match.seq} actions) from {options['path']}"
        )
