"""Post-game analysis cost (engine only, no server): one seat of a seeded random game of each
game judged with the analysis's search budget (games/analysis/judge.py, as the worker runs it).

Per game: the seat's decisions, how many had a choice (searched), CPU seconds in all and
per searched decision, wall-clock milliseconds per searched decision, the iterations per
searched decision, and the seconds the search budget allows per decision
(ANALYSIS_SECONDS_PER_DECISION's default unless --seconds). The wall time per decision
exceeds the budget by the search's fixed cost (its root's greedy prior), which the time
limit does not cover; on a busy machine the CPU time is well below the wall time, and the
iterations (what a decision's estimate rests on) fall with it.

One line per game:
`analysis game=<slug> decisions=<n> searched=<n> cpu_s=<n> cpu_ms_per_decision=<n>
wall_ms_per_decision=<n> iterations_per_decision=<n> budget_s=<n> idle_share=<n>`
(`idle_share`: the machine's idle share, all cores, while the game was judged, the bench's own
busy core included: a quiet 2-core machine shows about 0.5; a busy one less, and a longer wall
time).

Usage: python bench/analysis.py [--game yokohama|shinjuku|yamatai] [--players 2] [--seed 3]
                                [--seconds 1.0] [--iterations 3000] [--limit N]
(`--limit` judges only the first N decisions of the seat.)
"""

from __future__ import annotations

import argparse
import itertools
import random
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench.cpu import IdleShare
from games.analysis.judge import LoggedDecision, judge_seat
from games.engine import all_games, get_game
from games.greedy import SearchableGame
from games.mcts import SearchBudget


def random_log(slug: str, players: int, seed: int) -> tuple[dict[str, Any], list[LoggedDecision]]:
    game = get_game(slug)
    config = game.normalize_config(players=players, options={})
    state = game.initial_state(config, seed)
    rng = random.Random(seed)
    log: list[LoggedDecision] = []
    while seats := game.current_seats(state):
        action = rng.choice(game.legal_actions(state, seats[0]))
        log.append(LoggedDecision(len(log) + 1, seats[0], action.to_json()))
        state = game.apply(state, action)
    return config, log


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", choices=[game.slug for game in all_games()])
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--seed", type=int, default=3)
    parser.add_argument("--seconds", type=float, default=1.0)
    parser.add_argument("--iterations", type=int, default=3000)
    parser.add_argument("--limit", type=int)
    args = parser.parse_args()
    slugs = [args.game] if args.game else [game.slug for game in all_games()]
    budget = SearchBudget(iterations=args.iterations, seconds=args.seconds)
    for slug in slugs:
        game: SearchableGame = get_game(slug)  # type: ignore[assignment]
        config, log = random_log(slug, args.players, args.seed)
        judged = judge_seat(
            game=game,
            config=config,
            seed=args.seed,
            players=args.players,
            log=log,
            seat=0,
            budget=budget,
            rng_material=f"bench:{args.seed}",
        )
        idle = IdleShare()
        started, wall_started = time.process_time(), time.perf_counter()
        decisions = list(itertools.islice(judged, args.limit))
        cpu = time.process_time() - started
        wall = time.perf_counter() - wall_started
        searched = [d for d in decisions if d.entry["legal_count"] > 1]
        iterations = sum(d.iterations for d in searched)
        print(
            f"analysis game={slug} decisions={len(decisions)} searched={len(searched)} "
            f"cpu_s={cpu:.1f} cpu_ms_per_decision={1000 * cpu / max(1, len(searched)):.0f} "
            f"wall_ms_per_decision={1000 * wall / max(1, len(searched)):.0f} "
            f"iterations_per_decision={iterations / max(1, len(searched)):.0f} "
            f"budget_s={args.seconds} idle_share={idle.share():.2f}",
            flush=True,
        )


if __name__ == "__main__":
    main()
