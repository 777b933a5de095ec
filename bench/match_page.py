"""Match page load time in a real browser, for finished matches of growing logs.

For each size of --sizes it builds a finished Yokohama match of about that many log entries (a
seeded random game, made long by steering clear of what brings the end nearer for most of it;
imported through `services.match_import`, as a played match's record would be), serves the
app with uvicorn on a free loopback port, opens the match page as a spectator in Debian's
headless chromium through Playwright (`executable_path`, never `playwright install`) and
measures, from navigation start (`performance.now()` is 0 there):

- `drawn_ms`: every log line is in the list and the final scores are shown (seen by a
  MutationObserver of the bench's own, so older pages are measured the same way);
- `tti_ms`: time to interactive, the later of `drawn_ms` and the end of the last long task
  (over 50 ms, the browser's Long Tasks API) once the page has been quiet for a second: from
  then on the page answers input at once;
- `longest_task_ms`, and `ready_ms`: the page's own `match-page-ready` mark (set when its
  first full render completes; absent before the page had one);
- `lines_created` and `lines_removed`: log lines (`<li>`) the page added to and took out of the
  list while loading (each entry once and none again when the work per entry is constant);
- `step_us_per_entry`: what each entry over the previous size added to `tti_ms`, steady when
  the load time grows linearly with the log (and growing with it when it grows as its square).

One line per size, the medians of --repeats page loads:
`match_page entries=<n> drawn_ms=<n> tti_ms=<n> longest_task_ms=<n> ready_ms=<n>
step_us_per_entry=<n> lines_created=<n> lines_removed=<n>`; the last line is
`match_page_tti_ms=<median tti at the largest size> entries=<n>`.

Usage: python bench/match_page.py [--sizes 250,500,1000,2000] [--repeats 3] [--seed 1]
                                  [--timeout 900]
Safe to run: its database (SQLite) and collected static files live in a temporary folder,
removed at the end, with a server of its own; nothing else is touched. Needs
/usr/bin/chromium (`apt-get install chromium`).
"""

from __future__ import annotations

import argparse
import os
import random
import secrets
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from bench.api_load import free_port  # noqa: E402
from bench.cpu import IdleShare, children_of, cpu_seconds, per_unit_ms  # noqa: E402
from bench.events import stop, wait_for_port  # noqa: E402

CHROMIUM = Path("/usr/bin/chromium")
CHROMIUM_ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking"]
VIEWPORT = {"width": 1366, "height": 900}
GAME = "yokohama"
OPTIONS = {"edition": "new"}
# Yokohama's building, order, church, technology and claim actions. Avoided (when there is
# another), they keep the end of a random game (every shop or trading house built, the orders
# run out, the church full) away for as long as wanted.
ENDING_KINDS = frozenset({"build_shop", "build_trading_house", "fulfil", "church", "tech", "claim"})
# What a random game of four (of two) still takes once it stops avoiding them: about 550 (350)
# decisions, so it stops that long before the size asked for.
TAIL = {4: 550, 2: 350}
QUIET_S = 1.0
LONG_TASK_MS = 50

# The bench's own view of the page (installed before the page's scripts run): long tasks, and
# the log lines added to and removed from #log, and when the log and the scores were complete.
PROBE = """
(expected) => {
  const probe = { longTasks: [], added: 0, removed: 0, drawnAt: null };
  window.__probe = probe;
  new PerformanceObserver((list) => {
    for (const task of list.getEntries()) probe.longTasks.push([task.startTime, task.duration]);
  }).observe({ type: "longtask", buffered: true });
  new MutationObserver((records) => {
    for (const record of records) {
      if (record.target.id !== "log") continue;
      for (const node of record.addedNodes) if (node.nodeName === "LI") probe.added += 1;
      for (const node of record.removedNodes) if (node.nodeName === "LI") probe.removed += 1;
    }
    if (probe.drawnAt !== null) return;
    const log = document.getElementById("log");
    const summary = document.getElementById("summary");
    if (log && log.children.length >= expected && summary?.textContent.includes("Final scores")) {
      probe.drawnAt = performance.now();
    }
  }).observe(document, { childList: true, subtree: true, characterData: true });
}
"""


# --- long matches -------------------------------------------------------------------------------


def random_game(
    players: int, seed: int, avoid_until: int, limit: int | None = None
) -> tuple[list[dict[str, Any]], Any]:
    """A seeded random game of Yokohama: a uniformly random legal action at each decision, but
    none of ENDING_KINDS (when there is another) for the first `avoid_until` decisions. Stops
    at the end, or after `limit` decisions. Returns the actions (seq, seat, action, notation:
    a record's form) and the engine's outcome (None when stopped before the end)."""
    from games.engine import get_game

    game = get_game(GAME)
    config = game.normalize_config(players=players, options=dict(OPTIONS))
    state = game.initial_state(config, seed)
    rng = random.Random(seed)
    actions: list[dict[str, Any]] = []
    while (seats := game.current_seats(state)) and (limit is None or len(actions) < limit):
        seat = seats[0]
        legal = game.legal_actions(state, seat)
        if len(actions) < avoid_until:
            legal = [a for a in legal if a.to_notation().split(":")[0] not in ENDING_KINDS] or legal
        action = rng.choice(legal)
        actions.append(
            {
                "seq": len(actions) + 1,
                "seat": seat,
                "action": action.to_json(),
                "notation": action.to_notation(),
            }
        )
        state = game.apply(state, action)
    return actions, game.outcome(state)


def long_record(target: int, seed: int = 1, tolerance: float = 0.05) -> dict[str, Any]:
    """The record (games/records.py) of a finished random Yokohama game of `target` decisions,
    give or take `tolerance`: of two players below 600, of four above; the first seed from
    `seed` on whose game comes that close."""
    from games import records

    players = 2 if target < 600 else 4
    for attempt in range(seed, seed + 500):
        actions, outcome = random_game(players, attempt, max(0, target - TAIL[players]))
        if abs(len(actions) - target) <= tolerance * target:
            assert outcome is not None
            return records.build_record(
                match_id=0,
                game=GAME,
                config={"players": players, **OPTIONS},
                seed=attempt,
                started_at=None,
                finished_at=None,
                seats=[
                    {
                        "index": index,
                        "holder": "bot",
                        "username": None,
                        "bot_kind": "random",
                        "display_name": f"Random bot {index + 1}",
                    }
                    for index in range(players)
                ],
                actions=actions,
                result=records.outcome_rows(outcome),
            )
    raise SystemExit(f"no random game of about {target} decisions from seed {seed}")


# --- the server ---------------------------------------------------------------------------------


def server_env(folder: Path) -> dict[str, str]:
    return {
        **{k: v for k, v in os.environ.items() if k not in ("DATABASE_URL", "REDIS_URL")},
        "DATABASE_URL": f"sqlite:///{folder / 'bench.sqlite3'}",
        "STATIC_ROOT": str(folder / "static"),
        "DEBUG": "False",
        "SECRET_KEY": secrets.token_urlsafe(50),
        "ALLOWED_HOSTS": "127.0.0.1",
        "LOG_LEVEL": "WARNING",
        "THROTTLE_ANON": "1000000/min",
        "THROTTLE_USER": "1000000/min",
        "SESSION_COOKIE_SECURE": "False",
        "CSRF_COOKIE_SECURE": "False",
    }


def import_matches(env: dict[str, str], sizes: list[int], seed: int) -> dict[int, tuple[int, int]]:
    """{size asked for: (match id, log entries)}, imported into the bench's database."""
    for name in ("DATABASE_URL", "SECRET_KEY", "DEBUG", "STATIC_ROOT"):
        os.environ[name] = env[name]
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "yokohama_server.settings")
    import django

    django.setup()
    from django.db import connections

    from games import services

    matches = {}
    for size in sizes:
        match = services.match_import(record=long_record(size, seed))
        matches[size] = (match.pk, match.seq)
    connections.close_all()
    return matches


# --- the browser --------------------------------------------------------------------------------


def load_once(browser: Any, url: str, entries: int, timeout_s: float) -> dict[str, float]:
    context = browser.new_context(viewport=VIEWPORT)
    try:
        page = context.new_page()
        errors: list[str] = []
        page.on("pageerror", lambda exc: errors.append(str(exc)))
        page.on("console", lambda m: errors.append(m.text) if m.type == "error" else None)
        page.add_init_script(script=f"({PROBE})({entries})")
        page.goto(url)
        page.wait_for_function(
            "() => window.__probe.drawnAt !== null", polling=100, timeout=timeout_s * 1000
        )
        # Quiet for a second (no long task ending in it): what follows is the idle page.
        while True:
            last_end = page.evaluate(
                "() => Math.max(0, ...window.__probe.longTasks.map(([s, d]) => s + d))"
            )
            now = page.evaluate("() => performance.now()")
            if now - last_end >= QUIET_S * 1000:
                break
            time.sleep(0.2)
        probe = page.evaluate(
            """() => ({
              drawn: window.__probe.drawnAt,
              tasks: window.__probe.longTasks,
              added: window.__probe.added,
              removed: window.__probe.removed,
              ready: performance.getEntriesByName("match-page-ready")[0]?.startTime ?? null,
            })"""
        )
        if errors:
            raise SystemExit(f"console errors on {url}: {errors}")
        ends = [start + duration for start, duration in probe["tasks"]]
        return {
            "drawn_ms": probe["drawn"],
            "tti_ms": max([probe["drawn"], *ends]),
            "longest_task_ms": max([0.0, *(d for _, d in probe["tasks"])]),
            "ready_ms": probe["ready"] if probe["ready"] is not None else float("nan"),
            "lines_created": probe["added"],
            "lines_removed": probe["removed"],
        }
    finally:
        context.close()


def median_of(runs: list[dict[str, float]], key: str) -> float:
    return statistics.median(run[key] for run in runs)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--sizes", default="250,500,1000,2000")
    parser.add_argument("--repeats", type=int, default=3)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--timeout", type=float, default=900.0, help="seconds for one load")
    args = parser.parse_args()
    if not CHROMIUM.exists():
        raise SystemExit("Debian's chromium is needed: apt-get install chromium")
    sizes = sorted(int(size) for size in args.sizes.split(","))
    with tempfile.TemporaryDirectory(prefix="bench-match-page-") as tmp:
        folder = Path(tmp)
        env = server_env(folder)
        for command in (["migrate", "-v", "0"], ["collectstatic", "--noinput", "-v", "0"]):
            subprocess.run([sys.executable, "manage.py", *command], cwd=ROOT, env=env, check=True)
        matches = import_matches(env, sizes, args.seed)
        port = free_port()
        server = subprocess.Popen(
            [sys.executable, "-m", "uvicorn", "yokohama_server.asgi:application", "--host",
             "127.0.0.1", "--port", str(port), "--no-access-log", "--log-level", "warning"],
            cwd=ROOT, env=env,
        )  # fmt: skip
        try:
            wait_for_port(port, server, "uvicorn")
            from playwright.sync_api import sync_playwright

            with sync_playwright() as playwright:
                browser = playwright.chromium.launch(
                    executable_path=str(CHROMIUM), args=CHROMIUM_ARGS
                )
                # A first load warms the server and the browser (imports, caches, compiling).
                match_id, entries = matches[sizes[0]]
                load_once(browser, f"http://127.0.0.1:{port}/matches/{match_id}/", entries, 600)
                tti = 0.0
                previous: tuple[int, float] | None = None
                # The server's CPU (its process and children) per page load, and the machine's
                # idle share meanwhile (a busy machine makes every figure here slower).
                server_pids = children_of(server.pid)
                server_cpu, idle, loads = cpu_seconds(server_pids), IdleShare(), 0
                for size in sizes:
                    match_id, entries = matches[size]
                    url = f"http://127.0.0.1:{port}/matches/{match_id}/"
                    runs = []
                    for _ in range(args.repeats):
                        runs.append(load_once(browser, url, entries, args.timeout))
                        loads += 1
                        print(
                            f"progress entries={entries} tti_ms={runs[-1]['tti_ms']:.0f}",
                            file=sys.stderr,
                            flush=True,
                        )
                    tti = median_of(runs, "tti_ms")
                    step = "-"
                    if previous is not None and entries > previous[0]:
                        step = f"{(tti - previous[1]) * 1000 / (entries - previous[0]):.0f}"
                    previous = (entries, tti)
                    print(
                        f"match_page entries={entries} "
                        f"drawn_ms={median_of(runs, 'drawn_ms'):.0f} tti_ms={tti:.0f} "
                        f"longest_task_ms={median_of(runs, 'longest_task_ms'):.0f} "
                        f"ready_ms={median_of(runs, 'ready_ms'):.0f} "
                        f"step_us_per_entry={step} "
                        f"lines_created={median_of(runs, 'lines_created'):.0f} "
                        f"lines_removed={median_of(runs, 'lines_removed'):.0f}",
                        flush=True,
                    )
                browser.close()
                server_cpu = cpu_seconds(server_pids) - server_cpu
                print(
                    f"server_cpu_ms_per_load={per_unit_ms(server_cpu, loads):.1f} "
                    f"idle_share={idle.share():.2f}"
                )
            print(f"match_page_tti_ms={tti:.0f} entries={matches[sizes[-1]][1]}")
        finally:
            stop(server)


if __name__ == "__main__":
    main()
