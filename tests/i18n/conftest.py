"""The browser fixtures of tests/web (Debian's chromium through Playwright, the live server),
and a clean language after each test."""

from collections.abc import Iterator

import pytest
from django.utils import translation

from tests.web.conftest import _orm_beside_playwright, browser, open_tab

__all__ = ["_orm_beside_playwright", "browser", "open_tab"]


@pytest.fixture(autouse=True)
def _language_reset() -> Iterator[None]:
    """A request activates its language on the thread and nothing deactivates it afterwards:
    a German or Korean request here must not leave later tests (same process) speaking it."""
    yield
    translation.deactivate()
