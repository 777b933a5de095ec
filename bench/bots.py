"""Greedy bot against three random bots in a 4-player game (engine only, no server).

The greedy bot's seat rotates over the games. A win is rank 1 (the rules' tie-breaks decide).
Last line: `greedy_vs_random_win_rate=<fraction>`. A progress line (games played, wins so
far, time left) goes to stderr every few seconds.

Usage: python bench/bots.py [--game yokohama|shinjuku|yamatai] [--games 100] [--seed 1]
                            [--players 4] [--option name=value ...] [--progress-seconds 5]
(`--edition new|original` is short for `--option edition=...`, Yokohama's option;
`--ceo` and `--kaiju` for Shinjuku's variants.)
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import json
from typing import Any

from bench.progress import DEFAULT_EVERY_S, Progress
from games.engine import all_games, get_game
from games.greedy import choose_greedy


def play(
    slug: str, seed: int, greedy_seat: int, players: int, options: dict[str, Any]
) -> tuple[int, dict[int, int]]:
    game = get_game(slug)
    state = game.initial_state(game.normalize_config(players=players, options=options), seed)
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
    parser.add_argument("--game", default="yokohama", choices=[g.slug for g in all_games()])
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--edition", choices=["new", "original"])
    parser.add_argument(
        "--option", action="append", default=[], help="name=value (value read as JSON if it can)"
    )
    parser.add_argument("--progress-seconds", type=float, default=DEFAULT_EVERY_S)
    parser.add_argument("--ceo", action="store_true", help="shinjuku: CEO variant")
    parser.add_argument("--kaiju", action="store_true", help="shinjuku: Kaiju variant")
    args = parser.parse_args()
    options: dict[str, Any] = {}
    if args.edition:
        options["edition"] = args.edition
    for item in args.option:
        name, _, raw = item.partition("=")
        try:
            options[name] = json.loads(raw)
        except json.JSONDecodeError:
            options[name] = raw
    if args.ceo:
        options["ceo"] = True
    if args.kaiju:
        options["kaiju"] = True
    wins = 0
    margins: list[int] = []
    started = time.perf_counter()
    progress = Progress(args.progress_seconds)

    def describe() -> str:
        played = len(margins)
        left = progress.elapsed() / played * (args.games - played)
        return (
            f"games={played}/{args.games} greedy_wins={wins} "
            f"seconds={progress.elapsed():.0f} left_s={left:.0f}"
        )

    for number in range(args.games):
        greedy_seat = number % args.players
        seed = args.seed * 100_000 + number
        rank, scores = play(args.game, seed, greedy_seat, args.players, options)
        wins += rank == 1
        others = max(s for seat, s in scores.items() if seat != greedy_seat)
        margins.append(scores[greedy_seat] - others)
        progress.tick(describe)
    elapsed = time.perf_counter() - started
    print(
        f"game={args.game} games={args.games} greedy_wins={wins} "
        f"mean_margin_points={sum(margins) / len(margins):.1f} seconds={elapsed:.1f}"
    )
    print(f"greedy_vs_random_win_rate={wins / args.games:.3f}")


if __name__ == "__main__":
    main()
