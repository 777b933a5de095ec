from __future__ import annotations

from django.contrib.auth import views as auth_views
from django.urls import path

from yokohama_server.web import oauth, views

app_name = "web"

urlpatterns = [
    path("", views.home, name="home"),
    path("signup/", views.signup, name="signup"),
    path("login/", auth_views.LoginView.as_view(template_name="web/login.html"), name="login"),
    path("logout/", auth_views.LogoutView.as_view(), name="logout"),
    path("lobby/", views.lobby, name="lobby"),
    path("live/", views.live, name="live"),
    path("matches/<int:match_id>/", views.match, name="match"),
    path("matches/<int:match_id>/replay/", views.replay, name="replay"),
    path("tournaments/", views.tournaments, name="tournaments"),
    path("tournaments/<int:tournament_id>/", views.tournament, name="tournament"),
    # OAuth2: the apps you registered (developers) and the apps you authorised (players).
    path("account/apps/", oauth.apps, name="oauth-apps"),
    path("account/apps/<int:app_id>/delete/", oauth.app_delete, name="oauth-app-delete"),
    path("account/authorised-apps/", oauth.authorised_apps, name="oauth-authorised"),
    path(
        "account/authorised-apps/<int:app_id>/revoke/",
        oauth.authorised_app_revoke,
        name="oauth-authorised-revoke",
    ),
]
