"""Production settings: weak SECRET_KEYs refused, static files served, browser headers, CORS."""

from __future__ import annotations

import json
import os
import re
import secrets
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from rest_framework.test import APIClient

from tests.conftest import ROOT
from yokohama_server.security import DEVELOPMENT_SECRET_KEY, secret_key_weakness

STRONG_KEY = secrets.token_urlsafe(50)


def production_env(tmp_path: Path, **overrides: str) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if k not in ("DATABASE_URL", "REDIS_URL", "DEBUG")}
    env.update(
        DEBUG="False",
        SECRET_KEY=STRONG_KEY,
        DATABASE_URL=f"sqlite:///{tmp_path / 'db.sqlite3'}",
        STATIC_ROOT=str(tmp_path / "static"),
        ALLOWED_HOSTS="testserver",
        DJANGO_SETTINGS_MODULE="yokohama_server.settings",
        LOG_LEVEL="WARNING",
    )
    env.update(overrides)
    return env


def run_python(code: str, env: dict[str, str]) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-c", code], cwd=ROOT, env=env, capture_output=True, text=True
    )


@pytest.mark.parametrize(
    ("key", "weakness"),
    [
        (DEVELOPMENT_SECRET_KEY, "example or development value"),
        ("change-me", "example or development value"),
        ("django-insecure-" + "x" * 50, "example or development value"),
        ("s3cr3t-but-short", "only 16 characters long"),
        ("ab" * 40, "only 2 distinct characters"),
    ],
)
def test_weak_secret_keys_are_named_for_what_is_wrong(key: str, weakness: str) -> None:
    found = secret_key_weakness(key)
    assert found is not None
    assert weakness in found


def test_a_long_random_secret_key_is_accepted() -> None:
    assert secret_key_weakness(STRONG_KEY) is None


@pytest.mark.parametrize("key", ["change-me", DEVELOPMENT_SECRET_KEY, "too-short-for-a-key"])
def test_the_server_refuses_to_start_on_a_weak_key_with_debug_off(tmp_path: Path, key: str) -> None:
    started = run_python("import django; django.setup()", production_env(tmp_path, SECRET_KEY=key))
    assert started.returncode != 0
    assert "ImproperlyConfigured: DEBUG is off but SECRET_KEY" in started.stderr
    assert "set SECRET_KEY to a long random value" in started.stderr


def test_the_development_key_is_fine_with_debug_on(tmp_path: Path) -> None:
    env = production_env(tmp_path, DEBUG="True", SECRET_KEY=DEVELOPMENT_SECRET_KEY)
    started = run_python("import django; django.setup()", env)
    assert started.returncode == 0, started.stderr


SERVE_ADMIN = """
import json, re, django
django.setup()
from django.test import Client
client = Client()
page = client.get("/admin/login/")
css = re.findall(r'href="(/static/admin/css/[^"]+[.]css)"', page.content.decode())
sheet = client.get(css[0])
body = b"".join(sheet.streaming_content) if sheet.streaming else sheet.content
api = client.get("/api/v1/games", secure=True)
print(json.dumps({
    "page": page.status_code, "css": css, "sheet": sheet.status_code,
    "sheet_type": sheet["Content-Type"], "sheet_bytes": len(body),
    "sheet_cache": sheet.get("Cache-Control", ""),
    "headers": {k: api.get(k) for k in (
        "X-Content-Type-Options", "Referrer-Policy", "X-Frame-Options",
        "Strict-Transport-Security")},
}))
"""


def test_static_files_and_security_headers_with_debug_off(tmp_path: Path) -> None:
    env = production_env(tmp_path, SECURE_HSTS_SECONDS="3600")
    collected = subprocess.run(
        [sys.executable, "manage.py", "collectstatic", "--noinput", "-v", "0"],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
    )
    assert collected.returncode == 0, collected.stderr
    served = run_python(SERVE_ADMIN, env)
    assert served.returncode == 0, served.stderr
    seen: dict[str, Any] = json.loads(served.stdout.strip().splitlines()[-1])
    assert seen["page"] == 200
    # The admin links its stylesheet under a content-hashed name, served with a long cache.
    assert re.fullmatch(r"/static/admin/css/base\.[0-9a-f]{12}\.css", seen["css"][0])
    assert seen["sheet"] == 200
    assert seen["sheet_type"].startswith("text/css")
    assert seen["sheet_bytes"] > 1000
    assert "immutable" in seen["sheet_cache"]
    assert seen["headers"] == {
        "X-Content-Type-Options": "nosniff",
        "Referrer-Policy": "same-origin",
        "X-Frame-Options": "DENY",
        "Strict-Transport-Security": "max-age=3600",
    }


@pytest.mark.django_db
def test_cors_allows_only_the_configured_origins_and_only_on_the_api(settings: Any) -> None:
    settings.CORS_ALLOWED_ORIGINS = ["https://play.example.org"]
    client = APIClient()

    def preflight(origin: str, path: str = "/api/v1/matches") -> Any:
        return client.options(
            path,
            HTTP_ORIGIN=origin,
            HTTP_ACCESS_CONTROL_REQUEST_METHOD="POST",
            HTTP_ACCESS_CONTROL_REQUEST_HEADERS="authorization, content-type, idempotency-key",
        )

    allowed = preflight("https://play.example.org")
    assert allowed["Access-Control-Allow-Origin"] == "https://play.example.org"
    assert "idempotency-key" in allowed["Access-Control-Allow-Headers"]
    assert "Access-Control-Allow-Credentials" not in allowed
    assert "Access-Control-Allow-Origin" not in preflight("https://evil.example.com")
    assert "Access-Control-Allow-Origin" not in preflight("https://play.example.org", "/admin/")
    answer = client.get("/api/v1/games", HTTP_ORIGIN="https://play.example.org")
    assert answer["Access-Control-Allow-Origin"] == "https://play.example.org"


@pytest.mark.django_db
def test_by_default_no_origin_is_allowed() -> None:
    answer = APIClient().get("/api/v1/games", HTTP_ORIGIN="https://play.example.org")
    assert answer.status_code == 200
    assert "Access-Control-Allow-Origin" not in answer
