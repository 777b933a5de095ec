from __future__ import annotations

from django.urls import path
from rest_framework.routers import DefaultRouter

from api import (
    analysis,
    chat,
    invitations,
    notifications,
    seeks,
    streams,
    tournaments,
    views,
    webhooks,
)

router = DefaultRouter(trailing_slash=False)
router.register("games", views.GameViewSet, basename="game")
router.register("matches", views.MatchViewSet, basename="match")
router.register("accounts", views.AccountViewSet, basename="account")
router.register("tokens", views.TokenViewSet, basename="token")
router.register("tournaments", tournaments.TournamentViewSet, basename="tournament")
router.register("webhooks", webhooks.WebhookViewSet, basename="webhook")
router.register("seeks", seeks.SeekViewSet, basename="seek")
router.register("invitations", invitations.InvitationViewSet, basename="invitation")
router.register("notifications", notifications.NotificationViewSet, basename="notification")

match_actions = views.MatchViewSet.as_view({"get": "actions_list", "post": "submit"})

urlpatterns = [
    path("health", views.HealthView.as_view(), name="health"),
    path("me", views.MeView.as_view(), name="me"),
    path("matches/<int:pk>/actions", match_actions, name="match-actions"),
    # Async views: a waiting client holds no thread (production serves them with uvicorn).
    path("matches/<int:pk>/events", streams.match_events, name="match-events"),
    path("matches/<int:pk>/stream", streams.match_stream, name="match-stream"),
    path("events", streams.user_events_list, name="user-events"),
    path("events/stream", streams.user_stream, name="user-event-stream"),
    # Before the router, whose format-suffix routes would read ".csv" as a renderer.
    path(
        "tournaments/<int:pk>/standings.csv",
        tournaments.TournamentStandingsCsvView.as_view(),
        name="tournament-standings-csv",
    ),
    path("ratings/<slug:game>", tournaments.LeaderboardView.as_view(), name="rating-leaderboard"),
    *router.urls,
]
urlpatterns += chat.urlpatterns  # the match chat and chat mutes (api/chat.py)
urlpatterns += analysis.urlpatterns  # post-game analysis (api/analysis.py)
