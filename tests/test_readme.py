"""The README's API walkthrough runs as written, block by block, against a live server.

Each shell block of "Playing over the API" runs with bash in turn, as a reader pastes them
into one session: the variables and functions a block defines are carried to the next. Only
the server address is changed (the README's demo address becomes the test server's). Each
block must exit 0 (with `set -euo pipefail`: an unset variable or a failing command anywhere
fails it) and print what the README says it prints.
"""

from __future__ import annotations

import re
import shutil
import subprocess
from pathlib import Path

import pytest

from tests.conftest import LiveServer

ROOT = Path(__file__).resolve().parent.parent
README = ROOT / "README.md"
SECTION = "## Playing over the API"
DEMO_SERVER = "http://127.0.0.1:8000"
# The first block long-polls for at most 5 s and the third waits for a random bot's moves;
# a block still running after this has hung.
BLOCK_TIMEOUT_S = 120

# What each block prints, in order (regular expressions searched in its output).
EXPECTED_OUTPUT = [
    [
        r'"username":\s*"player-[0-9a-f]{8}"',
        r'"is_bot":\s*false',
        r'"scopes":\s*\["read",\s*"play"\]',
    ],
    [r"^match [0-9]+$"],
    [r"^played \S+ at seq [0-9]+; the match is now at seq [0-9]+$"],
    [r'"entries":\s*\[', r'"status":\s*"active"'],
    [
        r'"code":\s*"insufficient_scope"',
        r"lacks the `play` scope",
        r'"name":\s*"laptop"',
        r"^revoked: HTTP 204$",
        r'"code":\s*"authentication_failed"',
    ],
]


def walkthrough_blocks() -> list[str]:
    text = README.read_text()
    assert SECTION in text, f"README.md has no section {SECTION!r}"
    section = text.split(SECTION, 1)[1].split("\n## ", 1)[0]
    return re.findall(r"^```sh\n(.*?)^```", section, flags=re.S | re.M)


def assigned_names(blocks: list[str]) -> list[str]:
    """Shell variables the blocks assign (NAME=... at the start of a line)."""
    names = {m for block in blocks for m in re.findall(r"^\s*([A-Z_][A-Z0-9_]*)=", block, re.M)}
    return sorted(names)


def test_the_walkthrough_has_the_blocks_this_test_checks() -> None:
    blocks = walkthrough_blocks()
    assert len(blocks) == len(EXPECTED_OUTPUT)
    assert all(DEMO_SERVER in block or "$API" in block for block in blocks)
    # No block relies on a name the reader never set, nor on the demo's match numbers.
    assert not any(re.search(r"/matches/[0-9]", block) for block in blocks)


@pytest.mark.skipif(shutil.which("curl") is None, reason="the README's blocks need curl")
def test_the_walkthrough_runs_as_written(live_api: LiveServer, tmp_path: Path) -> None:
    blocks = walkthrough_blocks()
    state = tmp_path / "session.sh"
    state.write_text("")
    save = " ".join(assigned_names(blocks))
    for index, (block, expected) in enumerate(zip(blocks, EXPECTED_OUTPUT, strict=True)):
        script = "\n".join(
            [
                "set -euo pipefail",
                f"source {state}",
                block.replace(DEMO_SERVER, live_api.url),
                # Carry this session's variables and functions to the next block.
                f"for name in {save}; do declare -p $name 2>/dev/null || true; done > {state}",
                f"declare -f >> {state}",
            ]
        )
        done = subprocess.run(
            ["bash", "-c", script],
            cwd=tmp_path,
            capture_output=True,
            text=True,
            timeout=BLOCK_TIMEOUT_S,
        )
        where = f"README walkthrough block {index + 1}:\n{block}\nstdout:\n{done.stdout}\n"
        assert done.returncode == 0, where + f"stderr:\n{done.stderr}"
        for pattern in expected:
            assert re.search(pattern, done.stdout, flags=re.M), f"{where}missing: {pattern}"
