"""The browser fixtures of tests/web (Debian's chromium through Playwright), for the
end-to-end OAuth2 flow."""

from tests.web.conftest import browser, open_tab

__all__ = ["browser", "open_tab"]
