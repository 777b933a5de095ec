"""The browser fixtures of tests/web (Debian's chromium through Playwright), for the
end-to-end OAuth2 flow. The autouse one lets the ORM run beside Playwright's event loop."""

from tests.web.conftest import _orm_beside_playwright, browser, open_tab

__all__ = ["_orm_beside_playwright", "browser", "open_tab"]
