from __future__ import annotations

import os
from collections.abc import Callable, Iterable
from typing import Any

from django.core.wsgi import get_wsgi_application

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "yokohama_server.settings")
django_application = get_wsgi_application()

# The hot requests of a playing client, answered below Django's handler (api/direct.py).
from api.direct import DirectPath  # noqa: E402 (needs the settings configured above)

WSGIApplication = Callable[[dict[str, Any], Callable[..., Any]], Iterable[bytes]]

# What a request's environ holds of its own (PEP 3333, CGI) even when the process environment
# has a variable of the same name.
_REQUEST_KEYS = frozenset(
    {
        "REQUEST_METHOD", "SCRIPT_NAME", "PATH_INFO", "QUERY_STRING", "CONTENT_TYPE",
        "CONTENT_LENGTH", "SERVER_NAME", "SERVER_PORT", "SERVER_PROTOCOL", "REMOTE_ADDR",
        "REMOTE_PORT", "REMOTE_HOST", "RAW_URI", "REQUEST_URI", "GATEWAY_INTERFACE",
        "SERVER_SOFTWARE",
    }
)  # fmt: skip


class WithoutProcessEnvironment:
    """The application, given a request's environ without the process environment.

    granian builds each environ from a copy of the process's environment variables (CGI's
    way), so `request.META` would hold DATABASE_URL, SECRET_KEY and every other setting, and
    anything that lists META (an error report, a debug page) would show them. A variable
    whose value the environ still holds unchanged is removed; the request's own fields stay."""

    def __init__(self, application: WSGIApplication) -> None:
        self.application = application
        self.process_environment = {
            key: value for key, value in os.environ.items() if key not in _REQUEST_KEYS
        }

    def __call__(self, environ: dict[str, Any], start_response: Callable[..., Any]) -> Any:
        for key, value in self.process_environment.items():
            if environ.get(key) == value:
                del environ[key]
        return self.application(environ, start_response)


application = WithoutProcessEnvironment(DirectPath(django_application))
