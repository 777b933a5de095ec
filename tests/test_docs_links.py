"""Every relative link in the project's Markdown files points at a file that exists."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
LINK = re.compile(r"\]\(([^)\s]+)\)")
SKIPPED_DIRS = {".venv", "var", "node_modules", ".git", "yokohama-client"}


def markdown_files() -> list[Path]:
    return [
        path
        for path in ROOT.rglob("*.md")
        if not SKIPPED_DIRS.intersection(path.relative_to(ROOT).parts)
    ]


def test_relative_links_in_the_docs_resolve() -> None:
    files = markdown_files()
    assert ROOT / "README.md" in files
    broken = []
    checked = 0
    for path in files:
        for target in LINK.findall(path.read_text()):
            if re.match(r"^[a-z]+:", target) or target.startswith("#"):
                continue  # a URL or an anchor in the same file
            checked += 1
            if not (path.parent / target.split("#", 1)[0]).exists():
                broken.append(f"{path.relative_to(ROOT)}: {target}")
    assert checked > 10
    assert broken == []
