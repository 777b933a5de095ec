"""Which language a request is answered in: the account's preference (`User.language`), else
the language cookie (the switcher), else `Accept-Language` (LocaleMiddleware).

LocaleMiddleware picks from the cookie and the header before anyone is authenticated; a page
request's session account is known after AuthenticationMiddleware (`AccountLanguageMiddleware`
below), an API token's account only inside DRF's view (`api.authentication` calls
`activate_account_language`). LocaleMiddleware's response half then writes `Content-Language`
from whatever is active, so the header names the language the answer was written in.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from asgiref.sync import iscoroutinefunction, markcoroutinefunction
from django.conf import settings
from django.http import HttpRequest, HttpResponseBase
from django.utils import translation
from django.views import i18n

LANGUAGE_CODES = frozenset(code for code, _ in settings.LANGUAGES)


def activate_account_language(request: HttpRequest, user: Any) -> None:
    """Speak `user`'s preferred language for the rest of this request, if they chose one."""
    language = getattr(user, "language", "")
    if language in LANGUAGE_CODES:
        translation.activate(language)
        request.LANGUAGE_CODE = language


class AccountLanguageMiddleware:
    """After AuthenticationMiddleware: a signed-in (session) account's preference beats the
    cookie and the browser's Accept-Language. Sync and async capable, so the async views
    (event streams) stay off threads."""

    sync_capable = True
    async_capable = True

    def __init__(self, get_response: Callable[[HttpRequest], Any]) -> None:
        self.get_response = get_response
        self.is_async = iscoroutinefunction(get_response)
        if self.is_async:
            markcoroutinefunction(self)

    def __call__(self, request: HttpRequest) -> Any:
        if self.is_async:
            return self._acall(request)
        user = getattr(request, "user", None)
        if user is not None and user.is_authenticated:
            activate_account_language(request, user)
        return self.get_response(request)

    async def _acall(self, request: HttpRequest) -> HttpResponseBase:
        # Only a request with a session can have a signed-in account: no lookup otherwise.
        if settings.SESSION_COOKIE_NAME in request.COOKIES:
            user = await request.auser()
            if user.is_authenticated:
                activate_account_language(request, user)
        response: HttpResponseBase = await self.get_response(request)
        return response


def set_language(request: HttpRequest) -> HttpResponseBase:
    """The switcher's target: Django's `set_language` (the cookie, then back to `next`), and
    for a signed-in account its preference too, so it follows the account to other browsers
    and to the API."""
    response = i18n.set_language(request)
    language = request.POST.get(i18n.LANGUAGE_QUERY_PARAMETER, "")
    user = getattr(request, "user", None)
    if (
        request.method == "POST"
        and language in LANGUAGE_CODES
        and user is not None
        and user.is_authenticated
        and user.language != language
    ):
        user.language = language
        user.save(update_fields=["language"])
    return response
