"""Where a running web server's Python time goes, sampled from outside: py-spy on its workers.

bench/submit_profile.py profiles the request path in its own process with cProfile, which
slows every Python call down (so calls in number look dearer than they are) and never sees
the server around the application (granian's call into it; gunicorn's HTTP parsing, thread
pool and writing, with --server gunicorn). This samples the real workers
under bench/api_load.py's load instead: py-spy reads their stacks without pausing them
(`--nonblocking`) and keeps only the threads holding the GIL (`--gil`), so a sample is Python
work, not a thread waiting on a socket or for the GIL. What it cannot see is the C or Rust code that
runs without the GIL (libpq sending and receiving, the kernel's side of sockets); that is in
the CPU figures, not in these shares.

Shares of the samples, and the web CPU per action they amount to (share x the run's
web_ms_per_action), in two tables: the entry points of bench/submit_profile.py with their
callees, plus what lies outside Django's handler; and the layer of the innermost Python frame
(its own time, C calls it makes included).
"""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path

from bench import submit_profile
from bench.submit_profile import ENTRY_POINTS

# Frames py-spy prints as `function (file:line)`; files relative to their sys.path entry.
FRAME = re.compile(r"^(?P<function>.*) \((?P<file>[^()]*?):\d+\)$")
# Where a whole stack starts: a granian blocking thread's call into the application (its HTTP
# side is Rust, unseen by py-spy), a gunicorn worker thread, or a worker's main thread.
STACK_ROOTS = ("_callback_wrapper.", "Thread._bootstrap", "_run_module_as_main")
OUTSIDE_DJANGO = "outside the WSGI application (the server's Python)"
WHOLE_REQUEST = ENTRY_POINTS[0][0]


@dataclass
class GilProfile:
    samples: int = 0
    partial: int = 0  # stacks py-spy could not read to their root
    entry_points: Counter[str] = field(default_factory=Counter)  # complete stacks only
    layers: Counter[str] = field(default_factory=Counter)  # every sample, by its leaf


def layer_of(filename: str) -> str:
    """bench/submit_profile.py's layer of a file py-spy names relative to its sys.path entry."""
    return submit_profile.layer_of("/" + filename.lstrip("/"))


def _is_entry_point(function: str, filename: str, fragment: str, name: str) -> bool:
    return fragment in "/" + filename and (function == name or function.endswith("." + name))


def parse(lines: Iterable[str]) -> GilProfile:
    """py-spy's raw output (`frame;frame;... count`, outermost first) as a GilProfile."""
    profile = GilProfile()
    for line in lines:
        stack, _, count_text = line.rstrip("\n").rpartition(" ")
        if not stack or not count_text.isdigit():
            continue
        count = int(count_text)
        frames = [
            (found["function"], found["file"])
            for text in stack.split(";")
            if not text.startswith(("process ", "thread ")) and (found := FRAME.match(text))
        ]
        if not frames:
            continue
        profile.samples += count
        profile.layers[layer_of(frames[-1][1])] += count
        if not frames[0][0].startswith(STACK_ROOTS):
            profile.partial += count
            continue
        for label, fragment, name in ENTRY_POINTS:
            if any(_is_entry_point(fn, fl, fragment, name) for fn, fl in frames):
                profile.entry_points[label] += count
    complete = profile.samples - profile.partial
    profile.entry_points[OUTSIDE_DJANGO] = complete - profile.entry_points[WHOLE_REQUEST]
    return profile


def py_spy() -> str | None:
    beside = Path(sys.executable).parent / "py-spy"
    return str(beside) if beside.exists() else shutil.which("py-spy")


def start(master_pid: int, seconds: float, output: Path) -> subprocess.Popen[bytes] | None:
    """Sample the arbiter's workers for `seconds`; None when py-spy is not installed."""
    command = py_spy()
    if command is None:
        return None
    return subprocess.Popen(
        [
            command,
            "record",
            "--pid",
            str(master_pid),
            "--subprocesses",
            "--gil",
            "--nonblocking",
            "--rate",
            "200",
            "--duration",
            str(max(1, int(seconds))),
            "--format",
            "raw",
            "--output",
            str(output),
        ],
        # Its stderr passes through: why it could not attach, when it cannot.
        stdout=subprocess.DEVNULL,
    )


def report(profile: GilProfile, web_ms_per_action: float) -> list[str]:
    """The two tables, as lines to print."""
    if not profile.samples:
        return ["  GIL profile: no samples (py-spy could not read the workers)"]
    complete = profile.samples - profile.partial
    lines = [
        f"  GIL profile of the web workers (py-spy, {profile.samples} samples; "
        f"{profile.partial / profile.samples:.0%} partial stacks, left out of the first table):",
        "    with callees, share of complete stacks and web ms per action:",
    ]
    for label in [OUTSIDE_DJANGO] + [label for label, _, _ in ENTRY_POINTS]:
        share = profile.entry_points[label] / complete if complete else 0.0
        lines.append(f"    {label:<58} {share:6.1%} {share * web_ms_per_action:7.3f} ms")
    lines.append("    own time by layer of the innermost Python frame:")
    for layer, count in profile.layers.most_common():
        share = count / profile.samples
        lines.append(f"    {layer:<58} {share:6.1%} {share * web_ms_per_action:7.3f} ms")
    return lines
