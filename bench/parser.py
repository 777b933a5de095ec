"""Request-body parsing cost: the strict parser (api/parsers.py: size, depth and duplicate-key
checks) against the plain stdlib decoding DRF's JSONParser does, on real request bodies.

    python bench/parser.py [--seconds 2]

One line per body: `<body> strict_us=<n> stdlib_us=<n>` (microseconds per parse, best of 5).
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "yokohama_server.settings")

import django

django.setup()

from api.parsers import parse_json_body  # noqa: E402 (needs django.setup())
from bench.cpu import IdleShare  # noqa: E402

BODIES = {
    "submit_notation": b'{"expected_seq": 42, "action": "place:silk_mill"}',
    "submit_json_form": b'{"expected_seq": 42, "action": {"kind": "extra_order", '
    b'"order": "order_17", "pay": "yen"}}',
    "match_create": json.dumps(
        {
            "game": "yokohama",
            "players": 4,
            "options": {"edition": "new", "mini_expansion_1": True},
            "bots": [{"seat": 1, "kind": "random"}, {"seat": 2, "kind": "greedy"}],
            "time_control": {"decision_seconds": 60, "autoplay": "random", "max_timeouts": 3},
        }
    ).encode(),
}


def per_call_us(
    parse: Callable[[bytes], Any], body: bytes, seconds: float, clock: Callable[[], float]
) -> float:
    best = float("inf")
    for _ in range(5):
        count, start = 0, clock()
        while (elapsed := clock() - start) < seconds / 5:
            for _ in range(100):
                parse(body)
            count += 100
        best = min(best, elapsed / count * 1e6)
    return best


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--seconds", type=float, default=2.0, help="per body and parser")
    args = parser.parse_args()
    idle = IdleShare()
    for name, body in BODIES.items():
        strict = per_call_us(parse_json_body, body, args.seconds, time.perf_counter)
        stdlib = per_call_us(
            lambda raw: json.loads(raw.decode("utf-8")), body, args.seconds, time.perf_counter
        )
        # CPU per parse (this thread's CPU time): less sensitive to a busy machine.
        strict_cpu = per_call_us(parse_json_body, body, args.seconds / 2, time.thread_time)
        print(
            f"{name} strict_us={strict:.2f} stdlib_us={stdlib:.2f} "
            f"strict_cpu_us_per_body={strict_cpu:.2f}"
        )
    print(f"idle_share={idle.share():.2f}")


if __name__ == "__main__":
    main()
