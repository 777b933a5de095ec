"""Importing games.shinjuku registers the game under its slug, and the registry loads it with
the built-in games (checked in a fresh process)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_import_registers_the_game() -> None:
    code = (
        "from games.engine import all_games, get_game\n"
        "import games.shinjuku\n"
        "game = get_game('shinjuku')\n"
        "assert game is games.shinjuku.GAME\n"
        "print(' '.join(sorted(g.slug for g in all_games())))\n"
    )
    result = subprocess.run(
        [sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, check=True
    )
    assert "shinjuku" in result.stdout.split()


def test_the_registry_loads_it_with_the_built_in_games() -> None:
    code = (
        "from games.engine import all_games\nprint(' '.join(sorted(g.slug for g in all_games())))\n"
    )
    result = subprocess.run(
        [sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, check=True
    )
    assert result.stdout.split() == ["shinjuku", "yamatai", "yokohama"]
