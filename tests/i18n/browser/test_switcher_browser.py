"""The language switcher in a real browser: every page's header has it; choosing a language
reloads the page in it (cookie), and for a signed-in account also sets its preference. The
pages are photographed in German and Korean at desktop and phone size (var/screenshots/i18n-*)
and must not overflow sideways."""

from __future__ import annotations

from typing import Any

from games.models import User
from tests.web.conftest import SCREENSHOTS, unique
from tests.web.test_browser import sign_up

SIZES = {"desktop": {"width": 1280, "height": 800}, "phone": {"width": 390, "height": 844}}
PAGES = {"home": "/", "lobby": "/lobby/", "login": "/login/"}
# A word of each page's header, per language (the nav's "Log in" link).
LOG_IN = {"en": "Log in", "de": "Anmelden", "ko": "로그인"}
NAMES = {"de": "Deutsch", "ko": "한국어"}


def choose(tab: Any, code: str) -> None:
    tab.page.select_option("#language-select", code)
    tab.page.get_by_role(
        "button",
        name={"en": "Change language", "de": "Sprache wechseln", "ko": "언어 변경"}[current(tab)],
    ).click()
    # The new page's <html lang> is parsed before its body: wait for the whole document.
    tab.page.wait_for_function(
        f"document.documentElement.lang === '{code}' && document.readyState !== 'loading'"
    )


def current(tab: Any) -> str:
    return str(tab.page.evaluate("document.documentElement.lang"))


def shoot(tab: Any, name: str) -> None:
    for size, viewport in SIZES.items():
        tab.page.set_viewport_size(viewport)
        tab.settle_paint()
        overflow = tab.page.evaluate("document.documentElement.scrollWidth - innerWidth")
        assert overflow <= 0, f"{name} at {size}: {overflow}px wider than the window"
        SCREENSHOTS.mkdir(parents=True, exist_ok=True)
        tab.page.screenshot(path=str(SCREENSHOTS / f"i18n-{name}-{size}.png"), full_page=True)


def test_the_switcher_changes_every_page_language(open_tab: Any) -> None:
    tab = open_tab()
    tab.goto("/")
    assert current(tab) == "en"  # the browser asks for en-US
    label = tab.page.get_by_label("Language")
    assert label.count() == 1  # the select has an accessible name
    for code in ("de", "ko"):
        choose(tab, code)
        assert tab.page.get_by_role("link", name=LOG_IN[code], exact=True).count() == 1
        for name, path in PAGES.items():
            tab.goto(path)
            assert current(tab) == code, path  # the cookie keeps it
            selected = tab.page.eval_on_selector("#language-select", "s => s.value")
            assert selected == code
            assert NAMES[code] in tab.page.inner_text("#language-select")
            shoot(tab, f"{name}-{code}")
    choose(tab, "en")
    assert tab.page.get_by_role("link", name="Log in", exact=True).count() == 1


def test_a_signed_in_switch_is_the_account_language(open_tab: Any) -> None:
    username = unique("ines")
    tab = open_tab()
    sign_up(tab, username)
    assert current(tab) == "en"
    choose(tab, "ko")
    assert User.objects.get(username=username).language == "ko"
    assert tab.page.get_by_role("button", name="로그아웃").count() == 1
    shoot(tab, "lobby-signed-in-ko")
