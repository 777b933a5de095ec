"""OAuth2 pages and endpoints: the consent page, a player's apps and authorised apps.

The protocol (grants, PKCE S256, scopes, token storage) is decided in api/oauth.py; the
token, revocation and introspection endpoints are django-oauth-toolkit's own views.
"""

from __future__ import annotations

from typing import Any

from django import forms
from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.http import HttpRequest, HttpResponse
from django.shortcuts import get_object_or_404, redirect, render
from django.urls import path
from django.utils import timezone
from django.utils.translation import gettext
from django.utils.translation import gettext_lazy as _
from django.views.decorators.http import require_POST
from oauth2_provider import views as oauth_views
from oauth2_provider.generators import generate_client_secret
from oauth2_provider.models import Application

from api import oauth
from games.models import User

# Where a just-created confidential app's secret waits to be shown, once.
NEW_SECRET_SESSION_KEY = "oauth-new-client-secret"


class ConsentView(oauth_views.AuthorizationView):  # type: ignore[misc]
    """The authorization endpoint's page: names the app and the scopes it asks for."""

    template_name = "web/oauth_authorize.html"

    def get_context_data(self, **kwargs: Any) -> dict[str, Any]:
        context: dict[str, Any] = super().get_context_data(**kwargs)
        # Each scope's name beside its description, in the order TokenScope lists them.
        context["scope_pairs"] = list(
            zip(context.get("scopes", []), context.get("scopes_descriptions", []), strict=True)
        )
        return context


class ApplicationForm(forms.ModelForm[Application]):
    redirect_uris = forms.CharField(
        label=_("Redirect URIs"),
        widget=forms.Textarea(attrs={"rows": 3, "cols": 50}),
        help_text=_(
            "One or more, separated by spaces or lines; the app must name one of them exactly."
        ),
    )

    class Meta:
        model = Application
        fields = ("name", "client_type", "redirect_uris")
        labels = {"name": _("Name players will see"), "client_type": _("Client type")}
        help_texts = {
            "client_type": _(
                "Public: runs on the player's device (a mobile or browser app) and keeps no "
                "secret. Confidential: runs on your server and keeps the client secret."
            )
        }

    def clean_redirect_uris(self) -> str:
        return " ".join(self.cleaned_data["redirect_uris"].split())

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.fields["name"].required = True
        client_type = self.fields["client_type"]
        assert isinstance(client_type, forms.ChoiceField)
        client_type.choices = Application.CLIENT_TYPES  # no empty choice: public by default
        client_type.initial = Application.CLIENT_PUBLIC
        # Only the authorization code grant (with PKCE) exists here (api/oauth.py).
        self.instance.authorization_grant_type = Application.GRANT_AUTHORIZATION_CODE


def _user(request: HttpRequest) -> User:
    assert isinstance(request.user, User)
    return request.user


@login_required
def apps(request: HttpRequest) -> HttpResponse:
    """The apps this account registered (as a developer): list, create, delete."""
    form = ApplicationForm(request.POST or None)
    if request.method == "POST" and form.is_valid():
        secret = generate_client_secret()
        app = form.save(commit=False)
        app.user = _user(request)
        app.client_secret = secret  # hashed when saved: shown once, below
        app.save()
        if app.client_type == Application.CLIENT_CONFIDENTIAL:
            request.session[NEW_SECRET_SESSION_KEY] = {"name": app.name, "secret": secret}
        messages.success(request, gettext("The app “%(name)s” is registered.") % {"name": app.name})
        return redirect("web:oauth-apps")
    new_secret = request.session.pop(NEW_SECRET_SESSION_KEY, None)
    return render(
        request,
        "web/oauth_apps.html",
        {"apps": oauth.apps_of(user=_user(request)), "form": form, "new_secret": new_secret},
    )


@login_required
@require_POST
def app_delete(request: HttpRequest, app_id: int) -> HttpResponse:
    app = get_object_or_404(Application, pk=app_id, user=_user(request))
    name = app.name
    app.delete()  # its tokens and codes go with it
    messages.success(request, gettext("The app “%(name)s” is deleted.") % {"name": name})
    return redirect("web:oauth-apps")


@login_required
def authorised_apps(request: HttpRequest) -> HttpResponse:
    """The apps this player let act for them, with a revoke button each."""
    entries = oauth.authorised_apps(user=_user(request), now=timezone.now())
    descriptions = oauth.TokenScopes().get_all_scopes()
    for entry in entries:
        entry["scope_pairs"] = [(scope, descriptions[scope]) for scope in entry["scopes"]]
    return render(request, "web/oauth_authorised.html", {"entries": entries})


@login_required
@require_POST
def authorised_app_revoke(request: HttpRequest, app_id: int) -> HttpResponse:
    app = get_object_or_404(Application, pk=app_id)
    oauth.app_authorisation_revoke(user=_user(request), application_id=app.pk)
    messages.success(request, gettext("“%(name)s” can no longer act for you.") % {"name": app.name})
    return redirect("web:oauth-authorised")


# /oauth/...: the protocol endpoints (RFC 6749 authorization and token, RFC 7009 revocation).
protocol_urlpatterns = [
    path("authorize/", ConsentView.as_view(), name="authorize"),
    path("token/", oauth_views.TokenView.as_view(), name="token"),
    path("revoke_token/", oauth_views.RevokeTokenView.as_view(), name="revoke-token"),
]
