"""The web client's catalogue (locale/<lang>/LC_MESSAGES/djangojs.po and .mo) is complete and
current: every gettext() of the scripts in yokohama_server/web/static/web/ is in it,
translated, not fuzzy, and each .mo says what its .po says. To update it:

    .venv/bin/python manage.py makemessages -d djangojs -l de -l ko --no-obsolete \\
        --ignore=node_modules --ignore=.venv --ignore=var --ignore=sdk
    (translate the new entries)
    .venv/bin/python manage.py compilemessages -l de -l ko --ignore=.venv
"""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
from pathlib import Path

import polib
import pytest
from django.conf import settings

ROOT = Path(__file__).resolve().parent.parent.parent
LANGUAGES = [code for code, _name in settings.LANGUAGES if code != settings.LANGUAGE_CODE]
SCRIPTS = ROOT / "yokohama_server" / "web" / "static" / "web"


def catalogue(code: str, root: Path = ROOT, suffix: str = "po") -> Path:
    return root / "locale" / code / "LC_MESSAGES" / f"djangojs.{suffix}"


def key(entry: polib.POEntry | polib.MOEntry) -> tuple[str | None, str]:
    return (entry.msgctxt, entry.msgid)


@pytest.fixture(scope="module")
def fresh_catalogues(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """makemessages run over a copy of the scripts and catalogues: what the catalogues would be
    if they were updated now."""
    copy = tmp_path_factory.mktemp("i18n-js") / "project"
    shutil.copytree(SCRIPTS, copy / "yokohama_server" / "web" / "static" / "web")
    shutil.copytree(ROOT / "locale", copy / "locale", ignore=shutil.ignore_patterns("*.mo"))
    shutil.copy2(ROOT / "manage.py", copy / "manage.py")
    command = ["makemessages", "-d", "djangojs", "--no-obsolete", "--no-location", "-v", "0"]
    command += [f"--locale={code}" for code in LANGUAGES]
    subprocess.run([sys.executable, "manage.py", *command], cwd=copy, check=True)
    return copy


@pytest.mark.parametrize("code", LANGUAGES)
def test_every_script_string_is_translated(code: str, fresh_catalogues: Path) -> None:
    fresh = polib.pofile(str(catalogue(code, fresh_catalogues)))
    committed = polib.pofile(str(catalogue(code)))
    wanted = {key(e) for e in fresh}
    held = {key(e) for e in committed if not e.obsolete}
    assert sorted(wanted - held, key=str) == [], f"not in locale/{code}/djangojs.po"
    assert sorted(held - wanted, key=str) == [], f"gone from the scripts, still in {code}"
    todo = [e.msgid for e in fresh if e.fuzzy or not e.translated()]
    assert todo == [], f"locale/{code}/djangojs.po: untranslated or fuzzy"


@pytest.mark.parametrize("code", LANGUAGES)
def test_translations_keep_their_placeholders(code: str) -> None:
    """A translation names the same %(name)s values as its English (interpolate() fails
    silently on a missing one)."""
    named = re.compile(r"%\(\w+\)s|%s")
    for entry in polib.pofile(str(catalogue(code))):
        wanted = sorted(named.findall(entry.msgid))
        for text in [entry.msgstr] if not entry.msgid_plural else entry.msgstr_plural.values():
            assert sorted(named.findall(text)) == wanted, (entry.msgid, text)


@pytest.mark.parametrize("code", LANGUAGES)
def test_the_compiled_catalogues_are_current(code: str) -> None:
    po = polib.pofile(str(catalogue(code)))
    mo = polib.mofile(str(catalogue(code, suffix="mo")))
    expected = {key(e): e.msgstr or e.msgstr_plural for e in po if e.translated()}
    compiled = {key(e): e.msgstr or e.msgstr_plural for e in mo if e.msgid}
    assert compiled == expected, "run compilemessages"
