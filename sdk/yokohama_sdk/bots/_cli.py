"""The command line the example bots share: account, match creation or joining, then `play`.

    python -m yokohama_sdk.bots.random --server URL --token TOKEN --match ID
    python -m yokohama_sdk.bots.random --signup random-7f3a --create --players 4   # prints the id
    python -m yokohama_sdk.bots.random --signup random-91c2 --join ID

stdout carries only machine-readable lines: with --create the match id, alone on the first
line; at the end `result seat=<n> status=<status> rank=<r> score=<s>`. Progress goes to
stderr: a line every few seconds (`--progress-seconds`) with the decisions made, the round and
the scores.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections.abc import Callable, Sequence
from typing import Any

from yokohama_sdk.client import DEFAULT_SERVER, ENV_SERVER, ENV_TOKEN, Client
from yokohama_sdk.errors import ApiError, YokohamaError
from yokohama_sdk.play import Decision, Turn, play

DecideFactory = Callable[[argparse.Namespace], Callable[[Turn], Decision]]


PROGRESS_EVERY_S = 5.0


def progress_line(turn: Turn, decisions: int) -> str:
    """`match 7 seq=120 decisions=31 round=3 scores=0:12,1:9` from this seat's view."""
    state = turn.state
    seats = state.get("seats") or []
    scores = ",".join(f"{i}:{_score(seat.get('score', '?'))}" for i, seat in enumerate(seats))
    return (
        f"match {turn.match_id} seq={turn.seq} decisions={decisions} "
        f"round={state.get('round', '?')} scores={scores or '?'}"
    )


def _score(score: Any) -> Any:
    """A seat's score in a view: a number, or a breakdown by category (e.g. Yamatai's)."""
    if isinstance(score, dict):
        return sum(v for v in score.values() if isinstance(v, int))
    return score


def with_progress(
    decide: Callable[[Turn], Decision],
    log: Callable[[str], None],
    every: float,
    clock: Callable[[], float] = time.monotonic,
) -> Callable[[Turn], Decision]:
    """`decide`, logging a progress line at most every `every` seconds (one view request)."""
    last = clock()
    decisions = 0

    def decide_and_report(turn: Turn) -> Decision:
        nonlocal last, decisions
        choice = decide(turn)
        decisions += 1
        now = clock()
        if now - last >= every:
            last = now
            log(progress_line(turn, decisions))
        return choice

    return decide_and_report


def _say(text: str) -> None:
    sys.stderr.write(text + "\n")
    sys.stderr.flush()


def _option(text: str) -> tuple[str, Any]:
    name, sep, raw = text.partition("=")
    if not sep or not name:
        raise argparse.ArgumentTypeError(f"expected NAME=VALUE, got {text!r}")
    try:
        value: Any = json.loads(raw)
    except ValueError:
        value = raw  # a bare word such as `original`
    return name, value


def parser(description: str) -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(description=description)
    p.add_argument("--server", help=f"server URL (default: ${ENV_SERVER} or {DEFAULT_SERVER})")
    who = p.add_mutually_exclusive_group()
    who.add_argument("--token", help=f"API token (default: ${ENV_TOKEN})")
    who.add_argument("--signup", metavar="USERNAME", help="create a bot account and use it")
    where = p.add_mutually_exclusive_group(required=True)
    where.add_argument("--match", type=int, metavar="ID", help="play a seat you already hold")
    where.add_argument("--join", type=int, metavar="ID", help="take a free seat, then play")
    where.add_argument("--create", action="store_true", help="create a match, print its id")
    p.add_argument("--game", default="yokohama", help="with --create (default: yokohama)")
    p.add_argument("--players", type=int, default=4, help="with --create (default: 4)")
    p.add_argument(
        "--option",
        type=_option,
        action="append",
        default=[],
        metavar="NAME=VALUE",
        help="with --create: a game option (JSON value or bare word); repeatable",
    )
    p.add_argument("--match-seed", type=int, help="with --create: the match's seed")
    p.add_argument("--seed", type=int, help="this bot's own random seed")
    p.add_argument("--quiet", action="store_true", help="no progress on stderr")
    p.add_argument(
        "--progress-seconds",
        type=float,
        default=PROGRESS_EVERY_S,
        help=f"seconds between progress lines (default: {PROGRESS_EVERY_S:g})",
    )
    return p


def run(description: str, make_decide: DecideFactory, argv: Sequence[str] | None = None) -> int:
    args = parser(description).parse_args(argv)
    log: Callable[[str], None] = (lambda _text: None) if args.quiet else _say
    try:
        with Client(args.server, args.token) as client:
            if args.signup:
                account = client.signup(args.signup, is_bot=True)
                log(f"signed up as {account.username}; token (shown once): {account.token}")
            if args.create:
                match = client.create_match(
                    args.game,
                    args.players,
                    options=dict(args.option),
                    seed=args.match_seed,
                )
                sys.stdout.write(f"{match.id}\n")
                sys.stdout.flush()
                match_id = match.id
            elif args.join is not None:
                match_id = client.join_match(args.join).id
            else:
                match_id = args.match
            log(f"playing match {match_id} on {client.server}")
            decide = make_decide(args)
            if not args.quiet:
                decide = with_progress(decide, log, args.progress_seconds)
            outcome = play(client, match_id, decide)
            final = outcome.match
            line = f"result seat={final.your_seat} status={final.status}"
            if final.status == "finished":
                mine = [r for r in client.result(match_id).results if r.seat == final.your_seat]
                if mine:
                    line += f" rank={mine[0].rank} score={mine[0].score}"
            log(f"{outcome.decisions} decisions ({outcome.stale} made again after stale state)")
            sys.stdout.write(line + "\n")
            return 0 if final.status == "finished" else 1
    except ApiError as exc:
        _say(f"error: {exc} (code {exc.code})")
        return 2
    except YokohamaError as exc:
        _say(f"error: {exc}")
        return 2
