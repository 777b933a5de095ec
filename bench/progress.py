"""A progress line on stderr every few seconds, so long benches are never silent.

stdout keeps only the benches' result lines (their last line is what scripts parse).
"""

from __future__ import annotations

import sys
import time
from collections.abc import Callable
from typing import TextIO

DEFAULT_EVERY_S = 5.0


class Progress:
    def __init__(
        self,
        every: float = DEFAULT_EVERY_S,
        stream: TextIO | None = None,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self.every = every
        self.stream = stream if stream is not None else sys.stderr
        self.clock = clock
        self.started = clock()
        self.last = self.started

    def elapsed(self) -> float:
        return self.clock() - self.started

    def tick(self, describe: Callable[[], str]) -> None:
        """Print `describe()` if `every` seconds passed since the last line (cheap otherwise)."""
        now = self.clock()
        if now - self.last >= self.every:
            self.last = now
            self.stream.write(f"progress {describe()}\n")
            self.stream.flush()
