from __future__ import annotations

from django.contrib import admin
from django.urls import include, path
from django.views.i18n import JavaScriptCatalog
from drf_spectacular.views import SpectacularAPIView, SpectacularRedocView, SpectacularSwaggerView

from yokohama_server import language
from yokohama_server.web import oauth
from yokohama_server.web import views as web_views

urlpatterns = [
    path("admin/", admin.site.urls),
    path("api/v1/", include("api.urls")),
    path("api/schema/", SpectacularAPIView.as_view(), name="schema"),
    path(
        "api/docs/",
        # With the page's language and a link back to the site (web/swagger_ui.html).
        SpectacularSwaggerView.as_view(url_name="schema", template_name="web/swagger_ui.html"),
        name="docs",
    ),
    # Redoc from the sidecar, with a page that loads no web fonts: it works offline.
    path(
        "api/redoc/",
        SpectacularRedocView.as_view(url_name="schema", template_name="web/redoc.html"),
        name="redoc",
    ),
    path("api/redoc/redoc.standalone.js", web_views.redoc_bundle, name="redoc-bundle"),
    path("api-auth/", include("rest_framework.urls")),
    # The web client's strings in the request's language (gettext() in its scripts), and the
    # language switcher's POST target (sets the language cookie).
    path("jsi18n/", JavaScriptCatalog.as_view(), name="javascript-catalog"),
    path("i18n/setlang/", language.set_language, name="set_language"),
    # The unsubscribe link of notification mails (a plain page; its token is the credential).
    path("notifications/", include("games.notifications.urls")),
    # OAuth2 for third-party apps: authorize (the consent page), token, revoke_token.
    path("oauth/", include((oauth.protocol_urlpatterns, "oauth2_provider"))),
    # The browser client, last: its pages use the API above like any other client.
    path("", include("yokohama_server.web.urls")),
]

handler404 = "api.exceptions.json_404"
