"""The unsubscribe link of every mail: GET shows a confirmation, POST turns email off.

The token in the URL is the only credential (whoever has the mail may unsubscribe), so the
POST needs no session and no CSRF token: mail clients also POST it by themselves
(List-Unsubscribe-Post, RFC 8058 one-click). A GET never changes anything, so a link
scanner that opens it unsubscribes nobody.
"""

from __future__ import annotations

from django.http import HttpRequest, HttpResponse
from django.shortcuts import render
from django.views.decorators.csrf import csrf_exempt
from django.views.decorators.http import require_http_methods

from games.notifications import selectors, services


@csrf_exempt
@require_http_methods(["GET", "POST"])
def unsubscribe(request: HttpRequest, token: str) -> HttpResponse:
    found = selectors.notification_settings_for_token(token=token)
    done = False
    if found is not None and request.method == "POST":
        found = services.notification_unsubscribe(token=token)
        done = True
    context = {
        "found": found is not None,
        "done": done,
        "enabled": found is not None and found.email_enabled,
        "username": found.user.username if found is not None else "",
    }
    # The page lives with the web client's templates (it extends their base, in the
    # request's language); the package yokohama_server.web installs them.
    response = render(
        request, "web/unsubscribe.html", context, status=200 if found is not None else 404
    )
    response["Cache-Control"] = "no-store"
    response["Referrer-Policy"] = "no-referrer"  # the token is in the URL
    return response
