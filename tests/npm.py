"""npm packages the tests use (axe-core in tests/web/, the TypeScript SDK in sdk/typescript/),
installed from their package-lock.json on first use, so the README's test command works on a
fresh clone (the npm registry is needed then; CI installs them in steps of their own first)."""

from __future__ import annotations

import fcntl
import subprocess
from pathlib import Path

from tests.conftest import ROOT

NPM_TIMEOUT_S = 600


def npm_ci_once(directory: Path) -> None:
    """`npm ci` in `directory` unless its node_modules are complete. Several pytest-xdist
    workers may ask at once: one installs, under a file lock, the others wait for it."""
    lock_path = ROOT / "var" / f"npm-ci-{directory.name}.lock"
    lock_path.parent.mkdir(exist_ok=True)
    with open(lock_path, "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        # npm writes node_modules/.package-lock.json last: without it, an install was cut short.
        if (directory / "node_modules" / ".package-lock.json").is_file():
            return
        done = subprocess.run(
            ["npm", "ci", "--no-audit", "--no-fund"],
            cwd=directory,
            capture_output=True,
            text=True,
            timeout=NPM_TIMEOUT_S,
            check=False,
        )
        assert done.returncode == 0, f"npm ci in {directory} failed:\n{done.stdout}{done.stderr}"
