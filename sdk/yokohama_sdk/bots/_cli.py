"""The command line the example bots share: account, match creation or joining, then `play`;
or a bot account that answers challenges and seeks quick matches (`yokohama_sdk.lobby`).

    python -m yokohama_sdk.bots.random --server URL --token TOKEN --match ID
    python -m yokohama_sdk.bots.random --signup random-7f3a --create --players 4   # prints the id
    python -m yokohama_sdk.bots.random --signup random-91c2 --join ID
    python -m yokohama_sdk.bots.random --token TOKEN --accept-challenges --seek yokohama:2

stdout carries only machine-readable lines: with --create the match id, alone on the first
line; at the end `result seat=<n> status=<status> rank=<r> score=<s>`. As a bot account, one
`result match=<id> seat=<n> status=<status> [rank=<r> score=<s>]` line per match as it ends.
Progress goes to stderr: a line every few seconds (`--progress-seconds`) with the decisions
made, the round and the scores.
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
from yokohama_sdk.lobby import BotAccount, MatchReport, SeekSpec
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


def _positive(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        value = 0
    if value < 1:
        raise argparse.ArgumentTypeError(f"expected a positive integer, got {text!r}")
    return value


def parse_args(description: str, argv: Sequence[str] | None) -> argparse.Namespace:
    """The parsed command line, with the choices argparse cannot check by itself."""
    p = parser(description)
    args = p.parse_args(argv)
    args.bot_account = bool(args.accept_challenges or args.seek)
    single = args.match is not None or args.join is not None or args.create
    if args.bot_account and single:
        p.error("--accept-challenges and --seek run a bot account, without --match/--join/--create")
    if not args.bot_account and not single:
        p.error("one of --match, --join, --create, --accept-challenges or --seek is required")
    if not args.bot_account and args.games is not None:
        p.error("--games needs --accept-challenges or --seek")
    if args.create and args.game and len(args.game) > 1:
        p.error("--create makes one match: give --game once")
    return args


def parser(description: str) -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(description=description)
    p.add_argument("--server", help=f"server URL (default: ${ENV_SERVER} or {DEFAULT_SERVER})")
    who = p.add_mutually_exclusive_group()
    who.add_argument("--token", help=f"API token (default: ${ENV_TOKEN})")
    who.add_argument("--signup", metavar="USERNAME", help="create a bot account and use it")
    where = p.add_mutually_exclusive_group()
    where.add_argument("--match", type=int, metavar="ID", help="play a seat you already hold")
    where.add_argument("--join", type=int, metavar="ID", help="take a free seat, then play")
    where.add_argument("--create", action="store_true", help="create a match, print its id")
    lobby = p.add_argument_group("bot account (instead of --match, --join or --create)")
    lobby.add_argument(
        "--accept-challenges",
        action="store_true",
        help="run as a bot account: accept invitations (challenges, rematches) to its games "
        "(--game; default: any), decline the others and those beyond --max-games",
    )
    lobby.add_argument(
        "--seek",
        type=SeekSpec.parse,
        action="append",
        default=[],
        metavar="GAME[:PLAYERS]",
        help="run as a bot account: keep a quick-match seek posted for GAME (with PLAYERS "
        "seats; default: any count); repeatable",
    )
    lobby.add_argument(
        "--games",
        type=_positive,
        metavar="N",
        help="as a bot account: stop after N finished matches (default: run for ever)",
    )
    lobby.add_argument(
        "--max-games",
        type=_positive,
        default=1,
        metavar="N",
        help="as a bot account: matches played at once (default: 1)",
    )
    p.add_argument(
        "--game",
        action="append",
        metavar="SLUG",
        help="with --create: the game (default: yokohama); with --accept-challenges: a game "
        "it accepts challenges to (repeatable; default: any)",
    )
    p.add_argument("--players", type=int, default=4, help="with --create (default: 4)")
    p.add_argument(
        "--option",
        type=_option,
        action="append",
        default=[],
        metavar="NAME=VALUE",
        help="with --create or --seek: a game option (JSON value or bare word); repeatable "
        "(a seek without any accepts any options)",
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
    args = parse_args(description, argv)
    log: Callable[[str], None] = (lambda _text: None) if args.quiet else _say
    try:
        with Client(args.server, args.token) as client:
            if args.signup:
                account = client.signup(args.signup, is_bot=True)
                log(f"signed up as {account.username}; token (shown once): {account.token}")
            if args.bot_account:
                return run_bot_account(client, args, make_decide, log)
            if args.create:
                match = client.create_match(
                    args.game[0] if args.game else "yokohama",
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
    except KeyboardInterrupt:
        _say("interrupted")
        return 130


def run_bot_account(
    client: Client,
    args: argparse.Namespace,
    make_decide: DecideFactory,
    log: Callable[[str], None],
) -> int:
    """Answer challenges and keep seeks posted until --games matches finished (or for ever);
    a `result match=...` line on stdout per match. Exit status 1 if a match's play failed."""
    options = dict(args.option) or None
    seeks = [SeekSpec(spec.game, spec.players, options) for spec in args.seek]

    def decide_for(_match: object) -> Callable[[Turn], Decision]:
        decide = make_decide(args)  # a decider of its own per match (they run at once)
        if args.quiet:
            return decide
        return with_progress(decide, log, args.progress_seconds)

    def report(ended: MatchReport) -> None:
        line = f"result match={ended.match_id} seat={ended.seat} status={ended.status}"
        if ended.status == "finished":
            mine = [r for r in client.result(ended.match_id).results if r.seat == ended.seat]
            if mine:
                line += f" rank={mine[0].rank} score={mine[0].score}"
        elif ended.error is not None:
            log(f"match {ended.match_id}: {ended.error!r}")
        sys.stdout.write(line + "\n")
        sys.stdout.flush()

    me = client.me()
    wanted = ", ".join(args.game) if args.game else "any game"
    log(
        f"bot account {me.username} on {client.server}: "
        + (f"accepting challenges to {wanted}; " if args.accept_challenges else "")
        + (f"seeking {', '.join(str(s) for s in seeks)}; " if seeks else "")
        + f"{args.max_games} match(es) at a time, "
        + (f"stopping after {args.games}" if args.games else "until interrupted")
    )
    account = BotAccount(
        client,
        decide_for,
        games=args.game or None,
        accept_challenges=args.accept_challenges,
        seeks=seeks,
        max_games=args.max_games,
        log=log,
        on_match_end=report,
    )
    outcome = account.run(stop_after=args.games)
    log(f"{len(outcome.matches)} match(es) played, {len(outcome.failed)} failed")
    return 1 if outcome.failed else 0
