"""Which open seeks make a match: pure Python (no Django), so the bench can check a run with it.

Compatibility (every pair of a group): different accounts; equal time control; player counts
equal, or either open to any count; options equal after normalisation, or either open to any
options; each one's rating inside the other's range (an unrated account has the default
rating, games.tournaments.ratings.PRIOR's, 0).

Fairness, oldest first: seeks are taken in the order they were made. The oldest seek that can
be completed (the *anchor*) is paired with the oldest compatible others: among the groups that
complete it, the one whose other members, oldest first, compare earliest (a group that is
another plus later seeks compares later, so seekers open to any count play the smallest count
that the oldest others allow; an all-"any" group plays at the game's fewest players). Then the
next oldest seek not yet paired, and so on. Older seeks are never skipped for younger ones:
a seek that is not paired has no compatible group among the seeks open with it.

"Any" is resolved by the group: its player count is the count of every member that named one
(or the group's size when none did), its options those of the members that named them (all
equal; the game's defaults when none did).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

# Nodes one anchor's search may visit per player count: groups have at most a handful of
# members, so this binds only on a pathological pool (thousands of mutually compatible seeks
# that still cannot complete); the anchor is then tried again at the next pairing.
SEARCH_BUDGET = 5_000


@dataclass(frozen=True, slots=True)
class Candidate:
    """An open seek as the pairing sees it. `rating` is its owner's rating in the game."""

    seek_id: int
    user_id: int
    players: int | None
    options: Mapping[str, Any] | None
    decision_seconds: int | None
    rating_min: float | None
    rating_max: float | None
    rating: float

    def accepts(self, rating: float) -> bool:
        return (self.rating_min is None or rating >= self.rating_min) and (
            self.rating_max is None or rating <= self.rating_max
        )


@dataclass(frozen=True, slots=True)
class Group:
    """Seeks to pair into one match of `players` seats, oldest first (that is the seat order)."""

    members: tuple[Candidate, ...]
    players: int
    options: dict[str, Any] | None  # None: the game's defaults
    decision_seconds: int | None


def compatible(a: Candidate, b: Candidate) -> bool:
    return (
        a.user_id != b.user_id
        and a.decision_seconds == b.decision_seconds
        and (a.players is None or b.players is None or a.players == b.players)
        and (a.options is None or b.options is None or a.options == b.options)
        and a.accepts(b.rating)
        and b.accepts(a.rating)
    )


def find_groups(
    candidates: Sequence[Candidate],
    *,
    min_players: int,
    max_players: int,
    focus: int | None = None,
) -> list[Group]:
    """Disjoint groups to pair now, in the order they were formed (see the module's doc).

    `candidates` are one game's open seeks, oldest first. With `focus` (the seek id just
    made) only anchors compatible with it are tried: when every earlier pairing ran, no group
    of the others completes, so a new group must hold the focus seek (and its anchor is then
    compatible with it); a full pass (no focus) finds any group, whatever changed.
    """
    pool = list(candidates)
    taken: set[int] = set()
    groups: list[Group] = []
    focus_at = next((i for i, c in enumerate(pool) if c.seek_id == focus), None)
    for position, anchor in enumerate(pool):
        if focus_at is not None:
            # The anchor is its group's oldest member: none after the focus seek can hold it.
            if position > focus_at:
                break
            if position < focus_at and not compatible(anchor, pool[focus_at]):
                continue
        if anchor.seek_id in taken:
            continue
        others = [
            c for c in pool[position + 1 :] if c.seek_id not in taken and compatible(anchor, c)
        ]
        best: list[Candidate] | None = None
        best_count = 0
        counts = (
            [anchor.players] if anchor.players is not None else range(min_players, max_players + 1)
        )
        for count in counts:
            if not min_players <= count <= max_players:
                continue
            found = _oldest_completion(
                [c for c in others if c.players is None or c.players == count], count - 1
            )
            if found is not None and (best is None or _earlier(found, best, pool)):
                best, best_count = found, count
        if best is None:
            continue
        members = (anchor, *best)
        taken.update(c.seek_id for c in members)
        options = next((dict(c.options) for c in members if c.options is not None), None)
        groups.append(
            Group(
                members=members,
                players=best_count,
                options=options,
                decision_seconds=anchor.decision_seconds,
            )
        )
    return groups


def _earlier(a: list[Candidate], b: list[Candidate], pool: list[Candidate]) -> bool:
    """`a`'s members, oldest first, compare before `b`'s (a proper prefix compares first)."""
    order = {c.seek_id: index for index, c in enumerate(pool)}
    return [order[c.seek_id] for c in a] < [order[c.seek_id] for c in b]


def _oldest_completion(others: list[Candidate], needed: int) -> list[Candidate] | None:
    """The earliest `needed` of `others` (oldest first) that are pairwise compatible: a
    depth-first search in age order, so the first complete choice is the earliest."""
    if needed == 0:
        return []
    chosen: list[Candidate] = []
    visits = 0

    def search(start: int) -> bool:
        nonlocal visits
        for index in range(start, len(others) - (needed - len(chosen)) + 1):
            visits += 1
            if visits > SEARCH_BUDGET:
                return False
            candidate = others[index]
            if all(compatible(candidate, member) for member in chosen):
                chosen.append(candidate)
                if len(chosen) == needed or search(index + 1):
                    return True
                chosen.pop()
        return False

    return list(chosen) if search(0) else None
