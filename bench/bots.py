"""Greedy bot against three random bots in 4-player Yokohama (engine only, no server).

The greedy bot's seat rotates over the games. A win is rank 1 (the rules' tie-breaks decide).
Last line: `greedy_vs_random_win_rate=<fraction>`.

Usage: python bench/bots.py [--games 100] [--seed 1] [--edition new|original]
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from games.engine import get_game
from games.greedy import choose_greedy


def play(seed: int, greedy_seat: int, edition: str) -> tuple[int, dict[int, int]]:
    game = get_game("yokohama")
    state = game.initial_state(game.normalize_config(players=4, options={"edition": edition}), seed)
    rng = random.Random(seed * 7919 + greedy_seat)
    while game.outcome(state) is None:
        seat = game.current_seats(state)[0]
        legal = game.legal_actions(state, seat)
        if seat == greedy_seat:
            action = choose_greedy(game=game, state=state, seat=seat, legal=legal, rng=rng)  # type: ignore[arg-type]
        else:
            action = rng.choice(legal)
        state = game.apply(state, action)
    outcome = game.outcome(state)
    assert outcome is not None
    ranks = {r.seat: r.rank for r in outcome.results}
    scores = {r.seat: r.score for r in outcome.results}
    return ranks[greedy_seat], scores


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--edition", default="new", choices=["new", "original"])
    args = parser.parse_args()
    wins = 0
    margins = []
    started = time.perf_counter()
    for number in range(args.games):
        greedy_seat = number % 4
        rank, scores = play(args.seed * 100_000 + number, greedy_seat, args.edition)
        wins += rank == 1
        others = max(s for seat, s in scores.items() if seat != greedy_seat)
        margins.append(scores[greedy_seat] - others)
    elapsed = time.perf_counter() - started
    print(
        f"games={args.games} greedy_wins={wins} mean_margin_vp={sum(margins) / len(margins):.1f} "
        f"seconds={elapsed:.1f}"
    )
    print(f"greedy_vs_random_win_rate={wins / args.games:.3f}")


if __name__ == "__main__":
    main()
