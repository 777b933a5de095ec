from __future__ import annotations

from django.urls import path
from rest_framework.routers import DefaultRouter

from api import tournaments, views

router = DefaultRouter(trailing_slash=False)
router.register("games", views.GameViewSet, basename="game")
router.register("matches", views.MatchViewSet, basename="match")
router.register("accounts", views.AccountViewSet, basename="account")
router.register("tournaments", tournaments.TournamentViewSet, basename="tournament")

match_actions = views.MatchViewSet.as_view({"get": "actions_list", "post": "submit"})

urlpatterns = [
    path("health", views.HealthView.as_view(), name="health"),
    path("matches/<int:pk>/actions", match_actions, name="match-actions"),
    # Before the router, whose format-suffix routes would read ".csv" as a renderer.
    path(
        "tournaments/<int:pk>/standings.csv",
        tournaments.TournamentStandingsCsvView.as_view(),
        name="tournament-standings-csv",
    ),
    path("ratings/<slug:game>", tournaments.LeaderboardView.as_view(), name="rating-leaderboard"),
    *router.urls,
]
