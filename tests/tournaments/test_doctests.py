"""The examples in the pure modules' docstrings are tests too."""

from __future__ import annotations

import doctest
from types import ModuleType

import pytest

from games.tournaments import pairing, ratings, standings


@pytest.mark.parametrize("module", [pairing, standings, ratings], ids=lambda m: m.__name__)
def test_docstring_examples(module: ModuleType) -> None:
    failures, tried = doctest.testmod(module)
    assert tried > 0
    assert failures == 0
