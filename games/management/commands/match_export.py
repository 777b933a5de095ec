"""Write the portable record of a finished match (games/records.py) as JSON."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from django.core.management.base import BaseCommand, CommandError, CommandParser

from games import selectors
from games.errors import ApplicationError


class Command(BaseCommand):
    help = (
        "Export a finished match as a portable JSON record (every action, hidden parts "
        "included: the game is over); match_import replays it on any server."
    )

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("match_id", type=int)
        parser.add_argument(
            "-o", "--output", type=Path, help="Write to this file (default: standard output)."
        )

    def handle(self, *args: Any, **options: Any) -> None:
        try:
            match = selectors.match_get(match_id=options["match_id"])
            record = selectors.match_record(match=match)
        except ApplicationError as exc:
            raise CommandError(f"{exc.code}: {exc.message}") from None
        text = json.dumps(record, indent=2, ensure_ascii=False) + "\n"
        output: Path | None = options["output"]
        if output is None:
            self.stdout.write(text, ending="")
            return
        output.write_text(text, encoding="utf-8")
        self.stderr.write(
            f"match {match.pk} ({match.game}, {len(record['actions'])} actions) -> {output}"
        )
