"""A small seeded PRNG that every game can use instead of the `random` module.

SplitMix64 is tiny, fast and fully specified, so a stored seed replays identically on every
Python version (the stdlib's `random.shuffle` algorithm is not guaranteed to stay the same).
"""

from __future__ import annotations

from collections.abc import MutableSequence
from typing import TypeVar

T = TypeVar("T")

_MASK64 = (1 << 64) - 1


class SeededRng:
    """Deterministic generator; its whole state is the integer `state` (JSON friendly)."""

    __slots__ = ("state",)

    def __init__(self, seed: int, stream: int = 0) -> None:
        # Mixing the stream number in lets one match seed feed independent generators.
        self.state = (seed * 0x9E3779B97F4A7C15 + stream * 0xD1B54A32D192ED03) & _MASK64

    def next_u64(self) -> int:
        self.state = (self.state + 0x9E3779B97F4A7C15) & _MASK64
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK64
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK64
        return z ^ (z >> 31)

    def below(self, n: int) -> int:
        """Uniform integer in [0, n), without modulo bias (rejection sampling)."""
        if n <= 0:
            raise ValueError("n must be positive")
        limit = (1 << 64) - ((1 << 64) % n)
        while True:
            value = self.next_u64()
            if value < limit:
                return value % n

    def shuffle(self, items: MutableSequence[T]) -> None:
        """Fisher-Yates in place."""
        for i in range(len(items) - 1, 0, -1):
            j = self.below(i + 1)
            items[i], items[j] = items[j], items[i]

    def choice_index(self, n: int) -> int:
        return self.below(n)
