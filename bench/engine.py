"""Engine speed: random complete games (a uniformly random legal action at every decision,
seeded), played back to back on one core for a fixed time or count.

    python bench/engine.py [--game yokohama|shinjuku|yamatai] [--seconds 10] [--games N]
                           [--players 4] [--seed 1]
        yokohama options: [--edition new|original]
        shinjuku options: [--ceo] [--kaiju]

The last line is exactly `engine_games_per_s=<number>`. A progress line goes to stderr every
few seconds (--progress-seconds).
"""

from __future__ import annotations

import argparse
import functools
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from importlib import import_module
from typing import Any

from bench.cpu import IdleShare, per_unit_ms
from bench.progress import DEFAULT_EVERY_S, Progress
from games.engine.contract import Game
from games.engine.registry import get_game


def play_one(
    g: Game[Any, Any], players: int, options: dict[str, object], seed: int
) -> tuple[int, int]:
    """One complete random game through the public contract; returns (decisions, rounds)."""
    config = g.normalize_config(players=players, options=options)
    state = g.initial_state(config, seed)
    rng = random.Random(seed)  # a private seeded instance: the choice policy, not the engine
    decisions = 0
    current_seats = g.current_seats
    legal_actions = g.legal_actions
    apply = g.apply
    while True:
        seats = current_seats(state)
        if not seats:
            break
        seat = seats[0]
        options_now = legal_actions(state, seat)
        state = apply(state, options_now[rng.randrange(len(options_now))])
        decisions += 1
    assert g.outcome(state) is not None
    return decisions, int(getattr(state, "round", 0))


def rate_line(games: int, elapsed: float) -> str:
    return f"games={games} seconds={elapsed:.0f} games_per_s={games / elapsed:.1f}"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--seconds", type=float, default=10.0)
    parser.add_argument("--games", type=int, default=0, help="play this many games instead")
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--game", default="yokohama", help="slug of the game (games.<slug>)")
    parser.add_argument("--edition", default="new", help="yokohama: new or original")
    parser.add_argument("--ceo", action="store_true", help="shinjuku: CEO variant")
    parser.add_argument("--kaiju", action="store_true", help="shinjuku: Kaiju variant")
    parser.add_argument("--progress-seconds", type=float, default=DEFAULT_EVERY_S)
    args = parser.parse_args()
    import_module(f"games.{args.game}")  # registers a game that is not built in (yet)
    game = get_game(args.game)
    options: dict[str, object] = {}
    if args.game == "yokohama":
        options = {"edition": args.edition}
    elif args.game == "shinjuku":
        options = {"ceo": args.ceo, "kaiju": args.kaiju}
    play_one(game, args.players, options, 10**6)  # warm-up (imports, caches)
    games = decisions = rounds = 0
    started = time.perf_counter()
    cpu_started, idle = time.process_time(), IdleShare()
    progress = Progress(args.progress_seconds)
    while True:
        d, r = play_one(game, args.players, options, args.seed + games)
        games += 1
        decisions += d
        rounds += r
        elapsed = time.perf_counter() - started
        progress.tick(functools.partial(rate_line, games, elapsed))
        if (args.games and games >= args.games) or (not args.games and elapsed >= args.seconds):
            break
    shown = " ".join(f"{k}={v}" for k, v in options.items())
    print(f"game={args.game} players={args.players} {shown} games={games} seconds={elapsed:.2f}")
    print(
        f"decisions={decisions} decisions_per_game={decisions / games:.0f} "
        f"rounds_per_game={rounds / games:.1f}"
    )
    print(f"engine_decisions_per_s={decisions / elapsed:.0f}")
    print(f"engine_games_per_s={games / elapsed:.1f}")
    cpu = time.process_time() - cpu_started
    print(
        f"cpu_ms_per_decision={per_unit_ms(cpu, decisions):.4f} "
        f"cpu_ms_per_game={per_unit_ms(cpu, games):.1f} idle_share={idle.share():.2f}"
    )


if __name__ == "__main__":
    main()
