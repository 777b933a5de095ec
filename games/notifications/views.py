"""The unsubscribe link of every mail: GET shows a confirmation, POST turns email off.

The token in the URL is the only credential (whoever has the mail may unsubscribe), so the
POST needs no session and no CSRF token: mail clients also POST it by themselves
(List-Unsubscribe-Post, RFC 8058 one-click). A GET never changes anything, so a link
scanner that opens it unsubscribes nobody.
"""

from __future__ import annotations

from django.http import HttpRequest, HttpResponse
from django.template import engines
from django.views.decorators.csrf import csrf_exempt
from django.views.decorators.http import require_http_methods

from games.notifications import selectors, services

# Inline, not a template file: the package installs without package data of its own.
PAGE = """{% extends "web/base.html" %}
{% block title %}Email notifications | Yokohama board-game server{% endblock %}
{% block content %}
<section class="panel">
<h1>Email notifications</h1>
{% if not found %}
<p>This unsubscribe link is not valid (it may be mistyped). Email settings can also be changed
over the API (<code>notification_settings_update</code>).</p>
{% elif done %}
<p id="unsubscribed">Email notifications are now <strong>off</strong> for {{ username }}.
Nothing more is mailed until they are turned on again
(<code>notification_settings_update</code>).</p>
{% elif enabled %}
<p>Stop all email notifications to {{ username }}?</p>
<form method="post">
<button type="submit" id="unsubscribe">Turn email notifications off</button>
</form>
{% else %}
<p id="unsubscribed">Email notifications are already off for {{ username }}.</p>
{% endif %}
</section>
{% endblock %}
"""


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
    html = engines["django"].from_string(PAGE).render(context, request)
    response = HttpResponse(html, status=200 if found is not None else 404)
    response["Cache-Control"] = "no-store"
    response["Referrer-Policy"] = "no-referrer"  # the token is in the URL
    return response
