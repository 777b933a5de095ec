"""OAuth2 client steps for the tests: an app, PKCE, the authorize page, the token endpoint."""

from __future__ import annotations

import base64
import hashlib
import secrets
from dataclasses import dataclass
from typing import Any
from urllib.parse import parse_qs, urlencode, urlparse

from django.test import Client
from oauth2_provider.generators import generate_client_secret
from oauth2_provider.models import Application

from games.models import User

REDIRECT_URI = "https://app.example/callback"


@dataclass
class App:
    application: Application
    secret: str  # the raw client secret (only its hash is stored)

    @property
    def client_id(self) -> str:
        return str(self.application.client_id)


def make_app(
    owner: User,
    *,
    confidential: bool = False,
    name: str = "Board Buddy",
    redirect_uri: str = REDIRECT_URI,
) -> App:
    secret = generate_client_secret()
    application = Application.objects.create(
        user=owner,
        name=name,
        client_type=Application.CLIENT_CONFIDENTIAL if confidential else Application.CLIENT_PUBLIC,
        authorization_grant_type=Application.GRANT_AUTHORIZATION_CODE,
        redirect_uris=redirect_uri,
        client_secret=secret,
    )
    return App(application, secret)


def pkce_pair() -> tuple[str, str]:
    """(code_verifier, S256 code_challenge), as RFC 7636 section 4 makes them."""
    verifier = secrets.token_urlsafe(48)
    digest = hashlib.sha256(verifier.encode()).digest()
    return verifier, base64.urlsafe_b64encode(digest).rstrip(b"=").decode()


def authorize_query(app: App, challenge: str | None, **overrides: Any) -> str:
    params: dict[str, Any] = {
        "response_type": "code",
        "client_id": app.client_id,
        "redirect_uri": REDIRECT_URI,
        "scope": "read play",
        "state": "s-123",
        "code_challenge": challenge,
        "code_challenge_method": "S256",
        **overrides,
    }
    return urlencode({key: value for key, value in params.items() if value is not None})


def consent_form(page: Any) -> dict[str, str]:
    """The hidden fields of the consent page's form (what the browser posts back)."""
    form = page.context["form"]
    return {
        name: "" if value is None else str(value)
        for name, value in ((field.name, field.value()) for field in form)
        if name != "allow"
    }


def redirect_params(response: Any) -> dict[str, str]:
    assert response.status_code == 302, response.content
    location = urlparse(response["Location"])
    return {key: values[0] for key, values in parse_qs(location.query).items()}


def grant_code(browser: Client, app: App, *, scope: str = "read play") -> tuple[str, str]:
    """A player (logged in on `browser`) allows the app; (code, verifier)."""
    verifier, challenge = pkce_pair()
    url = "/oauth/authorize/?" + authorize_query(app, challenge, scope=scope)
    page = browser.get(url)
    assert page.status_code == 200, page.content
    allowed = browser.post(url, {**consent_form(page), "allow": "Authorize"})
    params = redirect_params(allowed)
    assert params["state"] == "s-123"
    return params["code"], verifier


def token_request(app: App, confidential_secret: str | None = None, **fields: Any) -> Any:
    body = {"client_id": app.client_id, **fields}
    if confidential_secret is not None:
        body["client_secret"] = confidential_secret
    return Client().post("/oauth/token/", body)


def exchange(app: App, code: str, verifier: str | None, **extra: Any) -> Any:
    fields: dict[str, Any] = {
        "grant_type": "authorization_code",
        "code": code,
        "redirect_uri": REDIRECT_URI,
        **extra,
    }
    if verifier is not None:
        fields["code_verifier"] = verifier
    secret = app.secret if app.application.client_type == Application.CLIENT_CONFIDENTIAL else None
    return token_request(app, secret, **{k: v for k, v in fields.items() if v is not None})


def issued_tokens(app: App, browser: Client, *, scope: str = "read play") -> dict[str, Any]:
    code, verifier = grant_code(browser, app, scope=scope)
    response = exchange(app, code, verifier)
    assert response.status_code == 200, response.content
    tokens: dict[str, Any] = response.json()
    return tokens
