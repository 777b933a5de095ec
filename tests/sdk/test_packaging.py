"""sdk/pyproject.toml installs both packages with the generated client's dependencies."""

from __future__ import annotations

import tomllib
from typing import Any

from tests.sdk.conftest import SDK_DIR


def _project(path: str) -> dict[str, Any]:
    with open(SDK_DIR / path, "rb") as f:
        project: dict[str, Any] = tomllib.load(f)["project"]
    return project


def test_the_sdk_requires_what_the_generated_client_requires() -> None:
    generated = _project("yokohama-client/pyproject.toml")["dependencies"]
    sdk = _project("pyproject.toml")["dependencies"]
    assert sorted(generated) == sorted(sdk)


def test_the_console_scripts_point_at_the_bots() -> None:
    import yokohama_sdk.bots.heuristic
    import yokohama_sdk.bots.random

    scripts = _project("pyproject.toml")["scripts"]
    assert scripts == {
        "yokohama-random-bot": "yokohama_sdk.bots.random:main",
        "yokohama-heuristic-bot": "yokohama_sdk.bots.heuristic:main",
    }
    assert callable(yokohama_sdk.bots.random.main)
    assert callable(yokohama_sdk.bots.heuristic.main)
