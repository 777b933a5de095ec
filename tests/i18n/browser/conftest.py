"""The browser fixtures of tests/web (Debian's chromium through Playwright, the live server).

A package of their own: while the package's browser is open, Playwright's event loop runs on
the test thread, where the other tests of tests/i18n (which call async views through Django's
test client) could not run.
"""

from tests.web.conftest import browser, open_tab

__all__ = ["browser", "open_tab"]
