"""One bot against others (engine only, no server): greedy vs random, or MCTS vs greedy.

The measured bot's seat rotates over the games (alternating in 2-player games); every other
seat plays `--against`. A win is rank 1 (the rules' tie-breaks decide). A line per game goes
to stderr, plus a progress line (games played, wins so far, time left) every few seconds.
With `--bot mcts` the bench then measures MCTS simulations per second in every registered
game (a fixed iteration budget over positions of a seeded random game).
Last line: `<bot>_vs_<against>_win_rate=<fraction> ci95=<low>-<high>` (Wilson score interval),
with ` sims_per_s=<n>` (of `--game`) for `--bot mcts`.

Usage: python bench/bots.py [--game yokohama|shinjuku|yamatai] [--games 100] [--seed 1]
                            [--first-game 1]
                            [--players 4] [--bot greedy|mcts] [--against random|greedy]
                            [--seconds 0.5] [--iterations N] [--option name=value ...]
                            [--progress-seconds 5] [--speed-decisions 30] [--clock cpu|wall]
(`--edition new|original` is short for `--option edition=...`, Yokohama's option;
`--ceo` and `--kaiju` for Shinjuku's variants. `--seconds` caps an MCTS decision;
`--iterations` alone makes the MCTS bot deterministic. `--first-game K` plays only games K to
`--games` of the run, with their seeds and seats: the rest of a run that was stopped, or one
share of a run split over several processes; the summary lines cover the games played.
`--clock cpu`, the default, counts `--seconds` in this process's CPU time, so the bot is as
strong on a busy machine as on an idle one and several benches can share the cores;
`--clock wall` is what the server's bots use.)
"""

from __future__ import annotations

import argparse
import math
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import json
from typing import Any

from bench.cpu import IdleShare, per_unit_ms
from bench.progress import DEFAULT_EVERY_S, Progress
from games.engine import Action, all_games, get_game
from games.greedy import SearchableGame, choose_greedy
from games.mcts import SearchBudget, SearchStats, choose_mcts

UNLIMITED_ITERATIONS = 10**9
SPEED_ITERATIONS = 300
Z_95 = 1.959964


def wilson_interval(wins: int, games: int, z: float = Z_95) -> tuple[float, float]:
    """95% score interval of a win rate; unlike p ± 1.96·SE it stays inside [0, 1] near 0 and 1."""
    if games == 0:
        return 0.0, 1.0
    rate = wins / games
    denominator = 1 + z * z / games
    centre = (rate + z * z / (2 * games)) / denominator
    half = z * math.sqrt(rate * (1 - rate) / games + z * z / (4 * games * games)) / denominator
    return max(0.0, centre - half), min(1.0, centre + half)


def decide(
    kind: str,
    game: SearchableGame,
    state: Any,
    seat: int,
    players: int,
    rng: random.Random,
    budget: SearchBudget,
    stats: SearchStats,
) -> Action:
    legal = game.legal_actions(state, seat)
    if kind == "random":
        return rng.choice(legal)  # type: ignore[no-any-return]
    if kind == "greedy":
        return choose_greedy(game=game, state=state, seat=seat, legal=legal, rng=rng)
    return choose_mcts(
        game=game,
        state=state,
        seat=seat,
        players=players,
        legal=legal,
        rng=rng,
        budget=budget,
        stats=stats,
    )


def play(
    slug: str,
    seed: int,
    bot_seat: int,
    players: int,
    options: dict[str, Any],
    bot: str,
    against: str,
    budget: SearchBudget,
    stats: SearchStats,
) -> tuple[int, dict[int, int]]:
    game: SearchableGame = get_game(slug)  # type: ignore[assignment]
    state = game.initial_state(game.normalize_config(players=players, options=options), seed)
    rng = random.Random(seed * 7919 + bot_seat)
    while game.outcome(state) is None:
        seat = game.current_seats(state)[0]
        kind = bot if seat == bot_seat else against
        state = game.apply(state, decide(kind, game, state, seat, players, rng, budget, stats))
    outcome = game.outcome(state)
    assert outcome is not None
    ranks = {r.seat: r.rank for r in outcome.results}
    scores = {r.seat: r.score for r in outcome.results}
    return ranks[bot_seat], scores


def simulations_per_second(slug: str, players: int, seed: int, decisions: int) -> float:
    """MCTS iterations per second over `decisions` positions spread along a random game."""
    game: SearchableGame = get_game(slug)  # type: ignore[assignment]
    state = game.initial_state(game.normalize_config(players=players, options={}), seed)
    rng = random.Random(seed)
    positions: list[Any] = []
    while game.outcome(state) is None:
        seat = game.current_seats(state)[0]
        legal = game.legal_actions(state, seat)
        if len(legal) > 1:
            positions.append(state)
        state = game.apply(state, rng.choice(legal))
    stats = SearchStats()
    step = max(1, len(positions) // decisions)
    for position in positions[::step][:decisions]:
        seat = game.current_seats(position)[0]
        choose_mcts(
            game=game,
            state=position,
            seat=seat,
            players=players,
            legal=game.legal_actions(position, seat),
            rng=rng,
            budget=SearchBudget(iterations=SPEED_ITERATIONS),
            stats=stats,
        )
    return stats.iterations / stats.seconds if stats.seconds else 0.0


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--game", default="yokohama", choices=[g.slug for g in all_games()])
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--first-game", type=int, default=1, help="1-based; skip the earlier")
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--bot", default="greedy", choices=["greedy", "mcts"])
    parser.add_argument("--against", default="random", choices=["random", "greedy"])
    parser.add_argument("--seconds", type=float, help="MCTS: time per decision")
    parser.add_argument("--iterations", type=int, help="MCTS: iterations per decision")
    parser.add_argument("--speed-decisions", type=int, default=30)
    parser.add_argument(
        "--clock", choices=["cpu", "wall"], default="cpu", help="what --seconds counts"
    )
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
    if args.iterations is None and args.seconds is None:
        args.seconds = 0.5
    budget = SearchBudget(
        iterations=args.iterations or UNLIMITED_ITERATIONS,
        seconds=args.seconds,
        clock=time.process_time if args.clock == "cpu" else time.perf_counter,
    )
    stats = SearchStats()
    wins = 0
    margins: list[int] = []
    started = time.perf_counter()
    cpu_started, idle = time.process_time(), IdleShare()
    progress = Progress(args.progress_seconds)

    numbers = range(args.first_game - 1, args.games)
    if not numbers:
        parser.error("--first-game is past --games")

    def describe() -> str:
        played = len(margins)
        left = progress.elapsed() / played * (len(numbers) - played) if played else 0.0
        return (
            f"games={played}/{len(numbers)} {args.bot}_wins={wins} "
            f"seconds={progress.elapsed():.0f} left_s={left:.0f}"
        )

    for number in numbers:
        bot_seat = number % args.players
        seed = args.seed * 100_000 + number
        rank, scores = play(
            args.game,
            seed,
            bot_seat,
            args.players,
            options,
            args.bot,
            args.against,
            budget,
            stats,
        )
        wins += rank == 1
        others = max(s for seat, s in scores.items() if seat != bot_seat)
        margins.append(scores[bot_seat] - others)
        sys.stderr.write(
            f"game {number + 1}/{args.games} seed={seed} {args.bot}_seat={bot_seat} "
            f"rank={rank} scores={[scores[s] for s in sorted(scores)]} "
            f"{describe()}\n"
        )
        sys.stderr.flush()
        progress.tick(describe)
    elapsed = time.perf_counter() - started
    cpu = time.process_time() - cpu_started
    played = len(margins)
    print(f"cpu_ms_per_game={per_unit_ms(cpu, played):.0f} idle_share={idle.share():.2f}")
    print(
        f"game={args.game} players={args.players} games={played} "
        f"(numbers {numbers.start + 1}-{numbers.stop}) {args.bot}_wins={wins} "
        f"budget={args.seconds}s/{args.clock} "
        f"mean_margin_points={sum(margins) / len(margins):.1f} seconds={elapsed:.1f}"
    )
    low, high = wilson_interval(wins, played)
    result = f"{args.bot}_vs_{args.against}_win_rate={wins / played:.3f} ci95={low:.3f}-{high:.3f}"
    if args.bot == "mcts":
        match_rate = stats.iterations / stats.seconds if stats.seconds else 0.0
        print(
            f"mcts_in_matches iterations={stats.iterations} "
            f"search_seconds={stats.seconds:.1f} sims_per_s={match_rate:.0f}"
        )
        speeds: dict[str, float] = {}
        for other in all_games():
            speeds[other.slug] = simulations_per_second(
                other.slug, args.players, args.seed, args.speed_decisions
            )
            print(f"game={other.slug} players={args.players} sims_per_s={speeds[other.slug]:.0f}")
        result += f" sims_per_s={speeds[args.game]:.0f}"
    print(result)


if __name__ == "__main__":
    main()
