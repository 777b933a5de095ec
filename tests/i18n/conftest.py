"""A clean language after each test (tests/i18n/browser has the browser fixtures)."""

from collections.abc import Iterator

import pytest
from django.utils import translation


@pytest.fixture(autouse=True)
def _language_reset() -> Iterator[None]:
    """A request activates its language on the thread and nothing deactivates it afterwards:
    a German or Korean request here must not leave later tests (same process) speaking it."""
    yield
    translation.deactivate()
