"""Pages. They carry no game state: their scripts read and write it through the public API
(api/), as any third-party client does, so a page can show only what its viewer may see."""

from __future__ import annotations

from django.contrib.auth import login
from django.http import HttpRequest, HttpResponse
from django.shortcuts import redirect, render

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
