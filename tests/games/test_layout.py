"""The match app does not import the tournaments app: a finished match announces itself through
games.hooks, which tournaments subscribe to (no import circle)."""

from __future__ import annotations

import ast
from pathlib import Path

from games import hooks
from games.tournaments.services import on_match_finished

GAMES_DIR = Path(__file__).resolve().parents[2] / "games"
# The admin site shows both apps' models together on purpose.
ALLOWED = {"admin.py"}


def _imports(path: Path) -> set[str]:
    names: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text())):
        if isinstance(node, ast.ImportFrom) and node.module:
            names.add(node.module)
            names.update(f"{node.module}.{alias.name}" for alias in node.names)
        elif isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
    return names


def test_match_app_modules_never_import_tournaments() -> None:
    offenders = {
        path.name: sorted(name for name in _imports(path) if name.startswith("games.tournaments"))
        for path in GAMES_DIR.glob("*.py")
        if path.name not in ALLOWED
    }
    checked = [name for name in offenders if name != "hooks.py"]
    assert "services.py" in checked
    assert "tasks.py" in checked
    assert not {name: found for name, found in offenders.items() if found}


def test_tournaments_subscribe_to_finished_matches_once() -> None:
    assert hooks.match_finished_listeners.count(on_match_finished) == 1
