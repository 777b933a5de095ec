"""Pages. They carry no game state: their scripts read and write it through the public API
(api/), as any third-party client does, so a page can show only what its viewer may see."""

from __future__ import annotations

import functools
from pathlib import Path

from django.contrib.auth import login
from django.contrib.staticfiles import finders
from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.views.decorators.http import require_GET

from games import services
from games.errors import ApplicationError
from yokohama_server.web.forms import SignUpForm


def home(request: HttpRequest) -> HttpResponse:
    return render(request, "web/home.html")


def signup(request: HttpRequest) -> HttpResponse:
    form = SignUpForm(request.POST or None)
    if request.method == "POST" and form.is_valid():
        try:
            # The API's sign-up service; the token it issues is not shown (pages use the session).
            issued = services.account_create(
                username=form.cleaned_data["username"], password=form.cleaned_data["password"]
            )
        except ApplicationError as exc:
            form.add_error("username", exc.message)
        else:
            login(request, issued.user, backend="django.contrib.auth.backends.ModelBackend")
            return redirect("web:lobby")
    return render(request, "web/signup.html", {"form": form})


def lobby(request: HttpRequest) -> HttpResponse:
    return render(request, "web/lobby.html")


def match(request: HttpRequest, match_id: int) -> HttpResponse:
    return render(request, "web/match.html", {"match_id": match_id})


def replay(request: HttpRequest, match_id: int) -> HttpResponse:
    return render(request, "web/replay.html", {"match_id": match_id})


def live(request: HttpRequest) -> HttpResponse:
    return render(request, "web/live.html")


def tournaments(request: HttpRequest) -> HttpResponse:
    return render(request, "web/tournaments.html")


def tournament(request: HttpRequest, tournament_id: int) -> HttpResponse:
    return render(request, "web/tournament.html", {"tournament_id": tournament_id})


# Redoc's bundle shows Redocly's logo from their CDN, unconditionally; the docs must load
# nothing from outside this server, so that one address becomes an inline picture.
REDOC_BUNDLE = "drf_spectacular_sidecar/redoc/bundles/redoc.standalone.js"
REDOC_CDN_LOGO = "https://cdn.redoc.ly/redoc/logo-mini.svg"
INLINE_LOGO = (
    "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='16' height='16'%3E"
    "%3Ccircle cx='8' cy='8' r='6' fill='%23c62828'/%3E%3C/svg%3E"
)


@functools.cache
def _redoc_bundle() -> bytes:
    path = finders.find(REDOC_BUNDLE)
    if not isinstance(path, str):
        raise Http404("drf-spectacular-sidecar is not installed")
    source = Path(path).read_text(encoding="utf-8")
    return source.replace(REDOC_CDN_LOGO, INLINE_LOGO).encode()


@require_GET
def redoc_bundle(request: HttpRequest) -> HttpResponse:
    response = HttpResponse(_redoc_bundle(), content_type="text/javascript; charset=utf-8")
    response["Cache-Control"] = "public, max-age=86400"
    return response
