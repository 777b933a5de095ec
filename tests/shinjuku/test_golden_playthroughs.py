"""Golden playthroughs: seeded random games must replay exactly as recorded.

Each fixture in `tests/shinjuku/golden/*.json` holds, for one (players, options, seed), the
chosen action's notation and the number of legal actions at every decision, a digest of
every legal-action list (notations, in order), the final scores and digests of the final
state in both codecs. Any change to the rules, the order of legal actions or the codecs
shows up here, so speed work can be checked against the behaviour before it.

Regenerate (only after an intended rules change) with:

    .venv/bin/python -m tests.shinjuku.test_golden_playthroughs
"""

from __future__ import annotations

import hashlib
import json
import random
from pathlib import Path
from typing import Any

import pytest

from games.shinjuku import GAME

GOLDEN_DIR = Path(__file__).resolve().parent / "golden"

CASES: list[tuple[int, dict[str, Any], int]] = [
    (2, {}, 101),
    (3, {"ceo": True}, 102),
    (4, {"kaiju": True}, 103),
    (4, {"ceo": True, "kaiju": True}, 104),
    (
        3,
        {"ceo": True, "kaiju": True, "kaiju_ceo_order": "ceo_first", "end_rule": "literal_de"},
        105,
    ),
    (4, {}, 1),
    (3, {"free_income": "prompt", "ceo": True}, 106),
]


def case_name(players: int, options: dict[str, Any], seed: int) -> str:
    flags = "_".join(
        f"{k}-{int(v) if isinstance(v, bool) else v}" for k, v in sorted(options.items())
    )
    return f"p{players}_{flags}_s{seed}" if flags else f"p{players}_s{seed}"


def record(players: int, options: dict[str, Any], seed: int) -> dict[str, Any]:
    """Play one seeded random game through the public contract and record its trace."""
    config = GAME.normalize_config(players=players, options=options)
    state = GAME.initial_state(config, seed)
    rng = random.Random(seed)
    steps: list[str] = []
    legal_digest = hashlib.sha256()
    while True:
        seats = GAME.current_seats(state)
        if not seats:
            break
        seat = seats[0]
        options_now = GAME.legal_actions(state, seat)
        for action in options_now:
            legal_digest.update(f"{action.seat}/{action.to_notation()};".encode())
        legal_digest.update(b"|")
        action = options_now[rng.randrange(len(options_now))]
        steps.append(f"{seat} {action.to_notation()} {len(options_now)}")
        state = GAME.apply(state, action)
    outcome = GAME.outcome(state)
    assert outcome is not None
    return {
        "players": players,
        "options": options,
        "seed": seed,
        "steps": steps,
        "legal_digest": legal_digest.hexdigest(),
        "scores": {str(r.seat): [r.score, r.rank] for r in outcome.results},
        "reason": outcome.reason,
        "final_state_sha256": hashlib.sha256(GAME.encode_state(state)).hexdigest(),
        "final_json_sha256": hashlib.sha256(
            json.dumps(GAME.state_to_json(state), sort_keys=True).encode()
        ).hexdigest(),
    }


def regenerate() -> None:
    GOLDEN_DIR.mkdir(exist_ok=True)
    for players, options, seed in CASES:
        data = record(players, options, seed)
        path = GOLDEN_DIR / f"{case_name(players, options, seed)}.json"
        path.write_text(json.dumps(data, indent=0) + "\n")
        print(path.name, len(data["steps"]), "decisions")


@pytest.mark.parametrize(
    ("players", "options", "seed"),
    CASES,
    ids=[case_name(*case) for case in CASES],
)
def test_replays_golden_trace(players: int, options: dict[str, Any], seed: int) -> None:
    path = GOLDEN_DIR / f"{case_name(players, options, seed)}.json"
    expected = json.loads(path.read_text())
    got = record(players, options, seed)
    # Compare the step list first for a readable first difference.
    for i, (want, have) in enumerate(zip(expected["steps"], got["steps"], strict=False)):
        assert want == have, f"decision {i}: expected {want!r}, got {have!r}"
    assert got == expected


if __name__ == "__main__":
    regenerate()
