"""Running the TypeScript SDK (sdk/typescript/) from tests: `npm ci` when its node_modules are
missing (the npm registry is needed then), and its example bot against a live server.

Node 20 and npm are prerequisites of the test command (README "Tests"). The SDK's own checks
(`npm run check-generated`, `npm run typecheck`, `npm test`) run in CI's TypeScript step.
"""

from __future__ import annotations

import os
import re
import subprocess
from dataclasses import dataclass

from tests.conftest import ROOT
from tests.npm import npm_ci_once

TS_DIR = ROOT / "sdk" / "typescript"
GAME_TIMEOUT_S = 300  # bounds a hang only: tests never assert timings
RESULT_LINE = re.compile(r"^result seat=0 status=finished rank=(\d+) score=(-?\d+)$")


def run_in_sdk(command: list[str], *, timeout: float, env: dict[str, str] | None = None) -> str:
    """Run `command` in sdk/typescript; fail with its output unless it exits 0."""
    done = subprocess.run(
        command, cwd=TS_DIR, env=env, capture_output=True, text=True, timeout=timeout, check=False
    )
    output = done.stdout + done.stderr
    assert done.returncode == 0, f"{' '.join(command)} exited {done.returncode}:\n{output[-6000:]}"
    return done.stdout


def ensure_node_modules() -> None:
    npm_ci_once(TS_DIR)


@dataclass(frozen=True)
class BotGame:
    match_id: int
    rank: int
    score: int


def play_example_bot(server: str, token: str, game: str, *, seed: int = 7) -> BotGame:
    """The SDK's example bot creates a match of `game` against `random-bot` with `token` and
    plays it to the end; its first line is the match id, its last the result."""
    env = {**os.environ, "YOKOHAMA_SERVER": server, "YOKOHAMA_TOKEN": token}
    command = ["node", "--import", "tsx", "examples/bot.ts", "--game", game, "--seed", str(seed)]
    out = run_in_sdk([*command, "--quiet"], timeout=GAME_TIMEOUT_S, env=env)
    lines = out.strip().splitlines()
    assert lines, out
    assert lines[0].isdigit(), out
    found = RESULT_LINE.match(lines[-1])
    assert found, out
    return BotGame(int(lines[0]), int(found.group(1)), int(found.group(2)))
