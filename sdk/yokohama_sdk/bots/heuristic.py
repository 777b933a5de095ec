"""A greedy Yokohama bot: scores each legal action with a small table and its own holdings.

    python -m yokohama_sdk.bots.heuristic --server URL --token TOKEN --match ID

It sees only what its seat may see: its legal actions and its own view of the state (its
money, goods and imports). Points first (fulfil orders, claim achievements, build), passing
last; sells what it holds most of, buys what it lacks, pays with what it has plenty of. It
avoids repeating itself within one turn and sometimes (10%) plays a random legal action, so
it cannot loop forever on a rule it does not understand.
"""

from __future__ import annotations

import argparse
import random
from collections.abc import Callable, Mapping, Sequence

from yokohama_client.models import LegalActionOutput, YokohamaView

from yokohama_sdk.bots._cli import run
from yokohama_sdk.play import Decision, Turn

EXPLORE = 0.1
UNKNOWN_KIND = 20.0
REPEAT_PENALTY = 40.0
HOLDING_KINDS = frozenset({"sell", "buy", "pay", "lab_pay", "extra_order"})

KIND_SCORES: dict[str, float] = {
    "fulfil": 100,
    "claim": 95,
    "build_trading_house": 85,
    "build_shop": 75,
    "tech": 65,
    "order": 55,
    "church": 50,
    "customs": 50,
    "hire": 40,
    "extra_order": 35,
    "agent": 30,
    "marker": 30,
    "university": 30,
    "textile": 30,
    "station": 30,
    "place_station": 30,
    "tram": 30,
    "keep_assistant": 25,
    "lab_pay": 25,
    "good": 25,
    "sell": 20,
    "buy": 15,
    "pay": 20,
    "source": 20,
    "shift_from": 20,
    "shift_to": 20,
    "place": 15,
    "mode": 15,
    "move": 15,
    "via": 5,
    "pair": 15,
    "recall": 10,
    "keep_order": 10,
    "return": 5,
    "stop": 5,
    "pass": 0,
}


def holdings(view: object, seat: int) -> dict[str, int]:
    """The seat's own money, goods and imports, from its view of a Yokohama state (nothing
    for another game's view: the action scores then judge by the action alone)."""
    if not isinstance(view, YokohamaView) or not 0 <= seat < len(view.seats):
        return {}
    mine = view.seats[seat]
    goods = mine.goods
    return {
        "copper": goods.copper,
        "silk": goods.silk,
        "tea": goods.tea,
        "fish": goods.fish,
        "yen": mine.money,
        "import": mine.imports,
    }


def score(action: LegalActionOutput, have: Mapping[str, int]) -> float:
    form = action.action.to_dict()
    kind = str(form.get("kind", ""))
    value = KIND_SCORES.get(kind, UNKNOWN_KIND)
    if kind == "sell":
        value += 3 * have.get(str(form.get("item")), 0)
    elif kind == "buy":
        value -= 3 * have.get(str(form.get("item")), 0)
    elif kind == "pay":
        value += 2 * have.get(str(form.get("item")), 0)
    elif kind in {"lab_pay", "extra_order"}:
        fee = str(form.get("fee", form.get("pay", "")))
        value += 10 if fee == "none" else have.get(fee, 0)
    return value


def make_decide(args: argparse.Namespace) -> Callable[[Turn], Decision]:
    rng = random.Random(args.seed)
    streak: list[str] = []  # notations this seat chose in its current run of decisions
    last_seq = -2

    def decide(turn: Turn) -> Decision:
        nonlocal last_seq
        if turn.seq != last_seq + 1:
            streak.clear()  # someone else moved in between: a new turn
        last_seq = turn.seq
        if rng.random() < EXPLORE:
            chosen = rng.choice(turn.actions)
        else:
            kinds = {str(a.action.to_dict().get("kind")) for a in turn.actions}
            # The view costs a request: fetch it only when holdings can change the choice.
            have = holdings(turn.match.state, turn.seat) if kinds & HOLDING_KINDS else {}
            chosen = max(
                turn.actions,
                key=lambda a: (
                    score(a, have) - REPEAT_PENALTY * streak.count(a.notation),
                    rng.random(),  # random tie-break
                ),
            )
        streak.append(chosen.notation)
        return chosen

    return decide


def main(argv: Sequence[str] | None = None) -> int:
    return run("Play a seat greedily with a small scoring table.", make_decide, argv)


if __name__ == "__main__":
    raise SystemExit(main())
