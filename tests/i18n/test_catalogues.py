"""The translation catalogues (locale/<lang>/LC_MESSAGES/django.po and .mo) are complete and
current: every string the source marks for translation (gettext in Python, {% translate %} in
templates) is in every catalogue, translated, not fuzzy; and each compiled .mo says what its .po
says. CI runs these; the README says how to update the catalogues when they fail."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import polib
import pytest
from django.conf import settings
from django.utils import translation

from games.errors import TITLES, ErrorCode

ROOT = Path(__file__).resolve().parent.parent.parent
LANGUAGES = [code for code, _name in settings.LANGUAGES if code != settings.LANGUAGE_CODE]
# What makemessages reads: the packages the server is made of (not tests, tools or the SDK).
SOURCES = ("api", "games", "yokohama_server")
MAKEMESSAGES = [
    "makemessages",
    *(f"--locale={code}" for code in LANGUAGES),
    "--domain=django",
    "--no-obsolete",
    "--no-location",
]


def catalogue(code: str, root: Path = ROOT, suffix: str = "po") -> Path:
    return root / "locale" / code / "LC_MESSAGES" / f"django.{suffix}"


def problems_of(po: polib.POFile) -> list[str]:
    return [
        f"{entry.msgid!r}: {'fuzzy' if entry.fuzzy else 'untranslated'}"
        for entry in po
        if not entry.obsolete and (entry.fuzzy or not entry.translated())
    ]


@pytest.fixture(scope="module")
def fresh_catalogues(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A copy of the sources and catalogues with makemessages run over it: what the catalogues
    would be if they were updated now (new strings untranslated, gone ones dropped)."""
    copy = tmp_path_factory.mktemp("i18n") / "project"
    ignore = shutil.ignore_patterns("__pycache__", "*.pyc", "node_modules", "*.mo")
    for name in SOURCES:
        shutil.copytree(ROOT / name, copy / name, ignore=ignore)
    shutil.copytree(ROOT / "locale", copy / "locale", ignore=ignore)
    shutil.copy2(ROOT / "manage.py", copy / "manage.py")
    subprocess.run(
        [sys.executable, "manage.py", *MAKEMESSAGES, "-v", "0"],
        cwd=copy,
        check=True,
        capture_output=True,
    )
    return copy


@pytest.mark.parametrize("code", LANGUAGES)
def test_every_source_string_is_translated(code: str, fresh_catalogues: Path) -> None:
    fresh = polib.pofile(str(catalogue(code, fresh_catalogues)))
    committed = polib.pofile(str(catalogue(code)))
    wanted = {entry.msgid for entry in fresh}
    held = {entry.msgid for entry in committed if not entry.obsolete}
    missing = sorted(wanted - held)
    assert not missing, (
        f"{len(missing)} string(s) of the source are not in locale/{code}: run makemessages "
        f"(README, Translations) and translate them: {missing[:10]}"
    )
    stale = sorted(held - wanted)
    assert not stale, f"locale/{code} holds strings the source no longer has: {stale[:10]}"
    untranslated = problems_of(fresh)
    assert not untranslated, f"locale/{code}: {len(untranslated)} to do: {untranslated[:10]}"


@pytest.mark.parametrize("code", LANGUAGES)
def test_the_compiled_catalogues_are_current(code: str) -> None:
    po = polib.pofile(str(catalogue(code)))
    mo_path = catalogue(code, suffix="mo")
    assert mo_path.exists(), f"{mo_path} is missing: run compilemessages"
    mo = polib.mofile(str(mo_path))
    expected = {
        (entry.msgctxt, entry.msgid): entry.msgstr or entry.msgstr_plural
        for entry in po
        if entry.translated() and not entry.fuzzy and not entry.obsolete
    }
    compiled = {
        (entry.msgctxt, entry.msgid): entry.msgstr or entry.msgstr_plural
        for entry in mo
        if entry.msgid  # the header
    }
    differ = sorted(
        key[1] for key in set(expected) | set(compiled) if expected.get(key) != compiled.get(key)
    )
    assert not differ, f"{mo_path} is not compiled from its .po: run compilemessages ({differ[:5]})"


@pytest.mark.parametrize("code", LANGUAGES)
def test_every_problem_title_is_translated(code: str) -> None:
    """Each error code's title is a literal in games/errors.py (so makemessages finds it):
    a code added without its title entry falls back to English, which this catches."""
    with translation.override("en"):
        english = {error: str(TITLES[error]) for error in ErrorCode}
    with translation.override(code):
        same = [error.value for error in ErrorCode if str(TITLES[error]) == english[error]]
    assert not same, f"titles not translated to {code}: {same}"
