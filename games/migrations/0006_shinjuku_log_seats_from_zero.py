"""Shinjuku's stored log texts numbered seats from 1 ("Seat 1 chose OPEN" for seat 0) while
every other game numbers them from 0: rewrite them to the one convention, and back."""

import re
from typing import Any

from django.db import migrations

# Every Shinjuku text starts with the acting seat; the eviction names the evicted seat (from 0
# already, but in lower case, so no client recognised it).
_EVICTED_OLD = re.compile(r" moved seat (\d+)'s CEO ")
_EVICTED_NEW = re.compile(r" moved Seat (\d+)'s CEO ")


def _rewrite(apps: Any, *, forward: bool) -> None:
    MatchAction = apps.get_model("games", "MatchAction")
    rows = MatchAction.objects.filter(match__game="shinjuku").only(
        "pk", "seat", "public_entry", "private_entries"
    )
    changed = []
    for row in rows.iterator(chunk_size=2000):
        old, new = (row.seat + 1, row.seat) if forward else (row.seat, row.seat + 1)
        entries = [row.public_entry, *row.private_entries.values()]
        touched = False
        for entry in entries:
            text = entry.get("text") if isinstance(entry, dict) else None
            if not isinstance(text, str) or not text.startswith(f"Seat {old} "):
                continue
            text = f"Seat {new} " + text[len(f"Seat {old} ") :]
            if forward:
                text = _EVICTED_OLD.sub(r" moved Seat \1's CEO ", text)
            else:
                text = _EVICTED_NEW.sub(r" moved seat \1's CEO ", text)
            entry["text"] = text
            touched = True
        if touched:
            changed.append(row)
        if len(changed) >= 2000:
            MatchAction.objects.bulk_update(changed, ["public_entry", "private_entries"])
            changed = []
    MatchAction.objects.bulk_update(changed, ["public_entry", "private_entries"])


def seats_from_zero(apps: Any, schema_editor: Any) -> None:
    _rewrite(apps, forward=True)


def seats_from_one(apps: Any, schema_editor: Any) -> None:
    _rewrite(apps, forward=False)


class Migration(migrations.Migration):
    dependencies = [
        ("games", "0005_mcts_bot_kinds"),
    ]

    operations = [migrations.RunPython(seats_from_zero, seats_from_one)]
