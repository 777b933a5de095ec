"""CPU accounting shared by the benches: per-process CPU from /proc, the machine's idle share
from /proc/stat, and the CPU of one PostgreSQL database's own backends.

Throughput alone depends on how busy the machine is; CPU per unit of work (ms of CPU per
action, per event, per game) much less so, and the idle share printed next to it tells a
figure from a busy machine apart. Linux only (reads /proc); elsewhere the figures are `nan`.
"""

from __future__ import annotations

import os
import resource
from dataclasses import dataclass, field
from pathlib import Path

PROC = Path("/proc")


def clock_ticks() -> int:
    return int(os.sysconf("SC_CLK_TCK"))


def process_cpu(pid: int) -> float | None:
    """utime + stime of one process (all its threads) in seconds; None if it is gone."""
    try:
        fields = (PROC / str(pid) / "stat").read_text().rsplit(")", 1)[1].split()
    except (OSError, IndexError):
        return None
    return (int(fields[11]) + int(fields[12])) / clock_ticks()


def processes_cpu(pids: set[int]) -> dict[int, float]:
    found = {}
    for pid in pids:
        seconds = process_cpu(pid)
        if seconds is not None:
            found[pid] = seconds
    return found


def cpu_seconds(pids: set[int]) -> float:
    """Total utime + stime of these processes in seconds (those gone count nothing)."""
    return sum(processes_cpu(pids).values())


def pids_named(name: str) -> set[int]:
    """Every process of this name on the machine (/proc/<pid>/comm)."""
    found = set()
    for entry in PROC.iterdir():
        if entry.name.isdigit():
            try:
                if (entry / "comm").read_text().strip() == name:
                    found.add(int(entry.name))
            except OSError:
                continue
    return found


def children_of(pid: int) -> set[int]:
    """`pid` and its direct children (a web server's main process and workers)."""
    found = {pid}
    for entry in PROC.iterdir():
        if entry.name.isdigit():
            try:
                ppid = int((entry / "stat").read_text().rsplit(")", 1)[1].split()[1])
            except (OSError, IndexError, ValueError):
                continue
            if ppid == pid:
                found.add(int(entry.name))
    return found


def self_and_children_cpu() -> float:
    """CPU of this process and of its waited-for children, in seconds."""
    own = resource.getrusage(resource.RUSAGE_SELF)
    kids = resource.getrusage(resource.RUSAGE_CHILDREN)
    return own.ru_utime + own.ru_stime + kids.ru_utime + kids.ru_stime


def machine_ticks() -> tuple[int, int, int]:
    """(idle incl. iowait, steal, total) clock ticks of the whole machine since boot."""
    try:
        fields = [int(v) for v in (PROC / "stat").read_text().split("\n", 1)[0].split()[1:]]
    except OSError:
        return 0, 0, 0
    idle = fields[3] + fields[4]
    steal = fields[7] if len(fields) > 7 else 0
    # guest and guest_nice are already counted in user and nice.
    return idle, steal, sum(fields[:8])


def machine_busy_seconds() -> float:
    """CPU seconds the whole machine (all cores) spent not idle since boot."""
    idle, _steal, total = machine_ticks()
    return (total - idle) / clock_ticks()


def database_backend_pids(admin_url: str, database: str) -> set[int]:
    """PIDs of the PostgreSQL backends connected to `database` (pg_stat_activity), so the
    CPU of other databases' backends on a shared server is not counted. Only meaningful when
    the server runs on this machine (their /proc entries are then readable)."""
    import psycopg

    with psycopg.connect(admin_url, autocommit=True) as conn:
        rows = conn.execute(
            "SELECT pid FROM pg_stat_activity WHERE datname = %s AND pid <> pg_backend_pid()",
            (database,),
        ).fetchall()
    return {int(row[0]) for row in rows}


@dataclass
class Window:
    """CPU used by some processes, and the machine's idle share, between start() and stop()."""

    wall: float = 0.0
    idle_share: float = float("nan")
    steal_share: float = float("nan")
    cpu: dict[str, float] = field(default_factory=dict)
    by_process: dict[str, dict[int, float]] = field(default_factory=dict)  # pid: CPU seconds
    _ticks: tuple[int, int, int] = (0, 0, 0)
    _before: dict[str, dict[int, float]] = field(default_factory=dict)

    def start(self, groups: dict[str, set[int]]) -> None:
        self._ticks = machine_ticks()
        self._before = {name: processes_cpu(pids) for name, pids in groups.items()}

    def stop(self, groups: dict[str, set[int]]) -> None:
        """`groups` may name processes that started during the window (counted from 0);
        a process that ended during it loses its share (say so where it can happen)."""
        ticks = machine_ticks()
        for name, pids in groups.items():
            after = processes_cpu(pids | set(self._before.get(name, {})))
            before = self._before.get(name, {})
            self.by_process[name] = {pid: s - before.get(pid, 0.0) for pid, s in after.items()}
            self.cpu[name] = sum(self.by_process[name].values())
        total = ticks[2] - self._ticks[2]
        if total > 0:
            self.idle_share = (ticks[0] - self._ticks[0]) / total
            self.steal_share = (ticks[1] - self._ticks[1]) / total


class IdleShare:
    """The machine's idle share (0..1, all cores) between construction and `.share()`."""

    def __init__(self) -> None:
        self.start = machine_ticks()

    def share(self) -> float:
        end = machine_ticks()
        total = end[2] - self.start[2]
        return (end[0] - self.start[0]) / total if total > 0 else float("nan")


def per_unit_ms(cpu_seconds: float, units: int) -> float:
    return cpu_seconds * 1000 / units if units else float("nan")
