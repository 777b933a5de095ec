"""A bot that picks uniformly among its legal actions.

python -m yokohama_sdk.bots.random --server URL --token TOKEN --match ID
"""

from __future__ import annotations

import argparse
import random
from collections.abc import Callable, Sequence

from yokohama_sdk.bots._cli import run
from yokohama_sdk.play import Decision, Turn


def make_decide(args: argparse.Namespace) -> Callable[[Turn], Decision]:
    rng = random.Random(args.seed)

    def decide(turn: Turn) -> Decision:
        return rng.choice(turn.actions)

    return decide


def main(argv: Sequence[str] | None = None) -> int:
    return run("Play a seat by picking random legal actions.", make_decide, argv)


if __name__ == "__main__":
    raise SystemExit(main())
