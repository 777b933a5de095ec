"""SDK fixtures: the SDK from the source tree, and the real server process (`api_server`)."""

from __future__ import annotations

import os
import sys

import pytest

from tests.conftest import ROOT, LiveServer, tail

__all__ = ["SDK_DIR", "LiveServer", "engine_registered", "sdk_env", "tail"]

SDK_DIR = ROOT / "sdk"
# The hand-written package and the generated one, imported from the tree (not from an install).
SDK_PATHS = [SDK_DIR, SDK_DIR / "yokohama-client"]
for _path in reversed(SDK_PATHS):
    if str(_path) not in sys.path:
        sys.path.insert(0, str(_path))


def sdk_env(**extra: str) -> dict[str, str]:
    """Environment for a subprocess that imports the SDK from the source tree."""
    paths = [str(p) for p in SDK_PATHS]
    if os.environ.get("PYTHONPATH"):
        paths.append(os.environ["PYTHONPATH"])
    return {**os.environ, "PYTHONPATH": os.pathsep.join(paths), **extra}


# The live server is the suite's shared `api_server` (tests/conftest.py).
@pytest.fixture(scope="session")
def sdk_server(api_server: LiveServer) -> LiveServer:
    return api_server


@pytest.fixture
def live(live_api: LiveServer) -> LiveServer:
    return live_api


def engine_registered(slug: str = "yokohama") -> bool:
    from games.engine import get_game

    try:
        get_game(slug)
    except KeyError:
        return False
    return True
