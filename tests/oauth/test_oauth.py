"""OAuth2 for third-party apps: the code flow with PKCE S256, every refusal RFC 6749 defines,
scopes shared with personal tokens, refresh, and revocation by the app and by the player."""

from __future__ import annotations

from datetime import timedelta
from typing import Any

import pytest
from django.test import Client
from django.utils import timezone
from oauth2_provider.models import AccessToken, Application, Grant, RefreshToken
from rest_framework.test import APIClient

from games.errors import ErrorCode
from games.models import Match, User
from tests.api.test_errors import assert_problem
from tests.oauth.flows import (
    REDIRECT_URI,
    App,
    authorize_query,
    consent_form,
    exchange,
    grant_code,
    issued_tokens,
    make_app,
    pkce_pair,
    redirect_params,
    token_request,
)

pytestmark = pytest.mark.django_db


@pytest.fixture
def player() -> User:
    return User.objects.create_user("olivia", password="correct horse battery")


@pytest.fixture
def browser(player: User) -> Client:
    """The player's browser, logged in to the web client."""
    client = Client()
    client.force_login(player)
    return client


@pytest.fixture
def app() -> App:
    developer = User.objects.create_user("devon")
    return make_app(developer)


def bearer(token: str) -> APIClient:
    client = APIClient()
    client.credentials(HTTP_AUTHORIZATION=f"Bearer {token}")
    return client


def oauth_error(response: Any, error: str, status: int = 400) -> dict[str, Any]:
    """An RFC 6749 section 5.2 error answer (JSON with `error`)."""
    assert response.status_code == status, response.content
    body: dict[str, Any] = response.json()
    assert body["error"] == error, body
    assert "access_token" not in body
    return body


class TestAuthorizeAndConsent:
    def test_the_consent_page_names_the_app_and_the_scopes_in_words(
        self, browser: Client, app: App
    ) -> None:
        _verifier, challenge = pkce_pair()
        page = browser.get("/oauth/authorize/?" + authorize_query(app, challenge))
        assert page.status_code == 200
        html = page.content.decode()
        assert "Board Buddy" in html
        assert "Read your own data" in html
        assert "submit actions" in html
        assert "Run tournaments" not in html  # not asked for
        assert Grant.objects.count() == 0  # nothing granted before Allow

    def test_the_authorize_page_needs_a_login_first(self, app: App) -> None:
        _verifier, challenge = pkce_pair()
        answer = Client().get("/oauth/authorize/?" + authorize_query(app, challenge))
        assert answer.status_code == 302
        assert answer["Location"].startswith("/login/?next=")

    def test_allow_then_exchange_gives_working_tokens_with_the_scopes(
        self, browser: Client, app: App, player: User
    ) -> None:
        tokens = issued_tokens(app, browser)
        assert tokens["token_type"] == "Bearer"
        assert tokens["scope"] == "read play"
        assert tokens["expires_in"] == 3600
        assert tokens["refresh_token"]
        me = bearer(tokens["access_token"]).get("/api/v1/me").json()
        assert (me["username"], me["scopes"], me["token_id"]) == ("olivia", ["read", "play"], None)
        # Stored as digests only (RFC 9700 token storage).
        stored = AccessToken.objects.get(user=player)
        assert tokens["access_token"] not in (stored.token, stored.token_checksum)

    def test_deny_redirects_with_access_denied_and_grants_nothing(
        self, browser: Client, app: App
    ) -> None:
        _verifier, challenge = pkce_pair()
        url = "/oauth/authorize/?" + authorize_query(app, challenge)
        denied = browser.post(url, consent_form(browser.get(url)))
        assert redirect_params(denied)["error"] == "access_denied"
        assert Grant.objects.count() == 0

    def test_a_confidential_client_must_authenticate_at_the_token_endpoint(
        self, browser: Client, player: User
    ) -> None:
        app = make_app(User.objects.create_user("corp"), confidential=True, name="Corp bot")
        code, verifier = grant_code(browser, app)
        fields = {
            "grant_type": "authorization_code",
            "code": code,
            "redirect_uri": REDIRECT_URI,
            "code_verifier": verifier,
        }
        oauth_error(token_request(app, "not-the-secret", **fields), "invalid_client", 401)
        oauth_error(token_request(app, None, **fields), "invalid_client", 401)
        assert AccessToken.objects.count() == 0
        # The right secret still works: the refusals did not use the code up.
        assert token_request(app, app.secret, **fields).status_code == 200


class TestBadAuthorizationRequests:
    """Refused at the authorize endpoint: nothing is granted."""

    def test_a_wrong_redirect_uri_is_not_followed(self, browser: Client, app: App) -> None:
        _verifier, challenge = pkce_pair()
        query = authorize_query(app, challenge, redirect_uri="https://evil.example/steal")
        answer = browser.get("/oauth/authorize/?" + query)
        # RFC 6749 4.1.2.1: never redirect to an unregistered URI; tell the player instead.
        assert answer.status_code == 400
        assert "Location" not in answer
        assert "invalid_request" in answer.content.decode()
        assert 'href="https://evil.example' not in answer.content.decode()
        assert Grant.objects.count() == 0

    def test_an_unknown_client_is_refused_on_the_page(self, browser: Client, app: App) -> None:
        _verifier, challenge = pkce_pair()
        query = authorize_query(app, challenge, client_id="no-such-client")
        answer = browser.get("/oauth/authorize/?" + query)
        assert answer.status_code == 400
        assert "Location" not in answer
        assert "invalid_request" in answer.content.decode()

    @pytest.mark.parametrize(
        ("overrides", "why"),
        [
            ({"code_challenge_method": "plain"}, "plain PKCE is refused"),
            ({"code_challenge_method": None}, "a missing method means plain"),
            ({"code_challenge": None}, "PKCE is required"),
        ],
    )
    def test_pkce_must_be_s256(
        self, browser: Client, app: App, overrides: dict[str, Any], why: str
    ) -> None:
        _verifier, challenge = pkce_pair()
        answer = browser.get("/oauth/authorize/?" + authorize_query(app, challenge, **overrides))
        params = redirect_params(answer)
        assert params["error"] == "invalid_request", why
        assert params["state"] == "s-123"
        assert "code" not in params
        assert Grant.objects.count() == 0

    def test_plain_pkce_posted_past_the_page_is_refused_too(
        self, browser: Client, app: App
    ) -> None:
        _verifier, challenge = pkce_pair()
        url = "/oauth/authorize/?" + authorize_query(app, challenge)
        form = {**consent_form(browser.get(url)), "allow": "Authorize"}
        tampered = browser.post(url, {**form, "code_challenge_method": "plain"})
        assert redirect_params(tampered)["error"] == "invalid_request"
        assert Grant.objects.count() == 0

    def test_only_the_code_response_type_exists(self, browser: Client, app: App) -> None:
        _verifier, challenge = pkce_pair()
        query = authorize_query(app, challenge, response_type="token")
        params = redirect_params(browser.get("/oauth/authorize/?" + query))
        assert params["error"] == "unsupported_response_type"

    def test_an_unknown_scope_is_refused(self, browser: Client, app: App) -> None:
        _verifier, challenge = pkce_pair()
        query = authorize_query(app, challenge, scope="read admin")
        assert redirect_params(browser.get("/oauth/authorize/?" + query))["error"] == (
            "invalid_scope"
        )


class TestBadTokenRequests:
    """Refused at the token endpoint (RFC 6749 5.2): no token is issued."""

    def test_missing_code_verifier(self, browser: Client, app: App) -> None:
        code, _verifier = grant_code(browser, app)
        oauth_error(exchange(app, code, None), "invalid_request")
        assert AccessToken.objects.count() == 0

    def test_wrong_code_verifier(self, browser: Client, app: App) -> None:
        code, _verifier = grant_code(browser, app)
        other_verifier, _challenge = pkce_pair()
        oauth_error(exchange(app, code, other_verifier), "invalid_grant")
        assert AccessToken.objects.count() == 0

    def test_wrong_redirect_uri(self, browser: Client, app: App) -> None:
        code, verifier = grant_code(browser, app)
        answer = exchange(app, code, verifier, redirect_uri="https://app.example/other")
        oauth_error(answer, "invalid_request")
        assert AccessToken.objects.count() == 0

    def test_expired_code(self, browser: Client, app: App) -> None:
        code, verifier = grant_code(browser, app)
        Grant.objects.filter(code=code).update(expires=timezone.now() - timedelta(seconds=1))
        oauth_error(exchange(app, code, verifier), "invalid_grant")
        assert AccessToken.objects.count() == 0

    def test_unknown_code(self, app: App) -> None:
        verifier, _challenge = pkce_pair()
        oauth_error(exchange(app, "made-up-code", verifier), "invalid_grant")

    def test_a_code_of_another_app(self, browser: Client, app: App) -> None:
        code, verifier = grant_code(browser, app)
        thief = make_app(User.objects.create_user("thief"), name="Thief")
        oauth_error(exchange(thief, code, verifier), "invalid_grant")
        assert AccessToken.objects.count() == 0

    def test_unknown_client(self, browser: Client, app: App) -> None:
        code, verifier = grant_code(browser, app)
        answer = Client().post(
            "/oauth/token/",
            {
                "grant_type": "authorization_code",
                "client_id": "no-such-client",
                "code": code,
                "redirect_uri": REDIRECT_URI,
                "code_verifier": verifier,
            },
        )
        oauth_error(answer, "invalid_client", 401)
        assert AccessToken.objects.count() == 0

    @pytest.mark.parametrize("grant_type", ["password", "client_credentials", "implicit"])
    def test_other_grant_types_do_not_exist(self, app: App, grant_type: str) -> None:
        answer = token_request(
            app, None, grant_type=grant_type, username="olivia", password="correct horse battery"
        )
        oauth_error(answer, "unsupported_grant_type")
        assert AccessToken.objects.count() == 0

    def test_a_reused_code_is_refused_and_revokes_what_its_first_use_issued(
        self, browser: Client, app: App
    ) -> None:
        code, verifier = grant_code(browser, app)
        first = exchange(app, code, verifier).json()
        # The app refreshed once in between: that token goes too (same family).
        refreshed = token_request(
            app, None, grant_type="refresh_token", refresh_token=first["refresh_token"]
        ).json()
        assert bearer(refreshed["access_token"]).get("/api/v1/me").status_code == 200
        oauth_error(exchange(app, code, verifier), "invalid_grant")
        # RFC 6749 10.5: the code leaked, so whatever it produced is revoked.
        for access in (first["access_token"], refreshed["access_token"]):
            refused = bearer(access).get("/api/v1/me")
            assert_problem(refused, ErrorCode.AUTHENTICATION_FAILED)
        again = token_request(
            app, None, grant_type="refresh_token", refresh_token=refreshed["refresh_token"]
        )
        oauth_error(again, "invalid_grant")


class TestScopesOnTheApi:
    def test_a_read_only_oauth_token_cannot_submit(
        self, browser: Client, app: App, player: User
    ) -> None:
        player_tokens = issued_tokens(app, browser)
        created = bearer(player_tokens["access_token"]).post(
            "/api/v1/matches",
            {"game": "yokohama", "players": 2, "bots": [{"seat": 1, "kind": "random"}]},
            format="json",
        )
        assert created.status_code == 201, created.content
        match_id = created.json()["id"]
        reader = bearer(issued_tokens(app, browser, scope="read")["access_token"])
        legal = reader.get(f"/api/v1/matches/{match_id}/legal-actions").json()
        submitted = reader.post(
            f"/api/v1/matches/{match_id}/actions",
            {"expected_seq": legal["seq"], "action": legal["actions"][0]["notation"]},
            format="json",
        )
        body = assert_problem(submitted, ErrorCode.INSUFFICIENT_SCOPE)
        assert body["scope"] == "play"
        assert "`play` scope" in body["detail"]
        assert submitted["WWW-Authenticate"] == 'Bearer error="insufficient_scope", scope="play"'
        assert Match.objects.get(pk=match_id).seq == legal["seq"]

    @pytest.fixture
    def _keep_the_test_connection(self, monkeypatch: pytest.MonkeyPatch) -> None:
        # The stream code closes a connection left in a transaction block (a test's own).
        monkeypatch.setattr("api.streams.close_old_connections", lambda: None)

    @pytest.mark.usefixtures("_keep_the_test_connection")
    def test_a_play_only_token_cannot_read_private_data_nor_streams(
        self, browser: Client, app: App
    ) -> None:
        from api.streams import ProblemError, _token_user

        token = issued_tokens(app, browser, scope="play")["access_token"]
        refused = bearer(token).get("/api/v1/tokens")
        assert assert_problem(refused, ErrorCode.INSUFFICIENT_SCOPE)["scope"] == "read"
        # The event streams authenticate outside DRF (api/streams.py) with the same rules.
        with pytest.raises(ProblemError) as stream_refusal:
            _token_user(token)
        assert stream_refusal.value.code == ErrorCode.INSUFFICIENT_SCOPE

    @pytest.mark.usefixtures("_keep_the_test_connection")
    def test_the_streams_accept_an_oauth_token_with_read(
        self, browser: Client, app: App, player: User
    ) -> None:
        from api.streams import _token_user

        token = issued_tokens(app, browser, scope="read")["access_token"]
        user, access = _token_user(token)
        assert isinstance(access, AccessToken)
        assert (user.pk, access.scope) == (player.pk, "read")

    def test_an_expired_access_token_is_refused_with_a_hint_to_refresh(
        self, browser: Client, app: App
    ) -> None:
        token = issued_tokens(app, browser)["access_token"]
        AccessToken.objects.update(expires=timezone.now() - timedelta(seconds=1))
        refused = assert_problem(bearer(token).get("/api/v1/me"), ErrorCode.AUTHENTICATION_FAILED)
        assert "refresh" in refused["detail"]

    def test_a_deactivated_player_s_tokens_stop_working(
        self, browser: Client, app: App, player: User
    ) -> None:
        token = issued_tokens(app, browser)["access_token"]
        User.objects.filter(pk=player.pk).update(is_active=False)
        assert_problem(bearer(token).get("/api/v1/me"), ErrorCode.AUTHENTICATION_FAILED)


class TestRefreshAndRevocation:
    def test_refresh_rotates_and_the_old_refresh_token_is_refused(
        self, browser: Client, app: App
    ) -> None:
        first = issued_tokens(app, browser)
        refreshed = token_request(
            app, None, grant_type="refresh_token", refresh_token=first["refresh_token"]
        )
        assert refreshed.status_code == 200, refreshed.content
        second = refreshed.json()
        assert second["refresh_token"] != first["refresh_token"]
        assert second["scope"] == "read play"
        assert bearer(second["access_token"]).get("/api/v1/me").status_code == 200
        assert_problem(
            bearer(first["access_token"]).get("/api/v1/me"), ErrorCode.AUTHENTICATION_FAILED
        )
        replay = token_request(
            app, None, grant_type="refresh_token", refresh_token=first["refresh_token"]
        )
        oauth_error(replay, "invalid_grant")
        # Reuse protection: replaying a rotated refresh token revokes the family.
        assert_problem(
            bearer(second["access_token"]).get("/api/v1/me"), ErrorCode.AUTHENTICATION_FAILED
        )

    def test_a_refresh_cannot_widen_the_scopes(self, browser: Client, app: App) -> None:
        first = issued_tokens(app, browser, scope="read")
        widened = token_request(
            app,
            None,
            grant_type="refresh_token",
            refresh_token=first["refresh_token"],
            scope="read play",
        )
        oauth_error(widened, "invalid_scope")

    def test_the_app_revokes_its_token_rfc_7009(self, browser: Client, app: App) -> None:
        tokens = issued_tokens(app, browser)
        client = bearer(tokens["access_token"])
        assert client.get("/api/v1/me").status_code == 200
        revoked = Client().post(
            "/oauth/revoke_token/", {"token": tokens["access_token"], "client_id": app.client_id}
        )
        assert revoked.status_code == 200
        assert_problem(client.get("/api/v1/me"), ErrorCode.AUTHENTICATION_FAILED)

    def test_another_app_cannot_revoke_the_token(self, browser: Client, app: App) -> None:
        tokens = issued_tokens(app, browser)
        other = make_app(User.objects.create_user("other"), name="Other")
        answer = Client().post(
            "/oauth/revoke_token/", {"token": tokens["access_token"], "client_id": other.client_id}
        )
        assert answer.status_code == 200  # RFC 7009 2.2: says nothing either way
        assert bearer(tokens["access_token"]).get("/api/v1/me").status_code == 200

    def test_the_player_revokes_an_app_on_the_authorised_apps_page(
        self, browser: Client, app: App, player: User
    ) -> None:
        tokens = issued_tokens(app, browser)
        other_player = Client()
        other_player.force_login(User.objects.create_user("ursula"))
        theirs = issued_tokens(app, other_player)
        page = browser.get("/account/authorised-apps/")
        assert page.status_code == 200
        assert "Board Buddy" in page.content.decode()
        answer = browser.post(f"/account/authorised-apps/{app.application.pk}/revoke/")
        assert answer.status_code == 302
        assert_problem(
            bearer(tokens["access_token"]).get("/api/v1/me"), ErrorCode.AUTHENTICATION_FAILED
        )
        refresh = token_request(
            app, None, grant_type="refresh_token", refresh_token=tokens["refresh_token"]
        )
        oauth_error(refresh, "invalid_grant")
        listed = f'data-app="{app.application.pk}"'
        assert listed not in browser.get("/account/authorised-apps/").content.decode()
        # Only this player's grant went: the app still acts for the other one.
        assert bearer(theirs["access_token"]).get("/api/v1/me").status_code == 200
        assert RefreshToken.objects.filter(user__username="ursula", revoked=None).count() == 1

    def test_the_page_lists_apps_while_they_can_still_act(self, browser: Client, app: App) -> None:
        issued_tokens(app, browser)
        listed = f'data-app="{app.application.pk}"'
        AccessToken.objects.update(expires=timezone.now() - timedelta(seconds=1))
        # The access token expired, but the refresh token still gets a new one.
        assert listed in browser.get("/account/authorised-apps/").content.decode()
        RefreshToken.objects.update(created=timezone.now() - timedelta(days=31))
        assert listed not in browser.get("/account/authorised-apps/").content.decode()

    def test_revoking_needs_a_post(self, browser: Client, app: App) -> None:
        tokens = issued_tokens(app, browser)
        answer = browser.get(f"/account/authorised-apps/{app.application.pk}/revoke/")
        assert answer.status_code == 405
        assert bearer(tokens["access_token"]).get("/api/v1/me").status_code == 200


def test_browser_apps_on_allowed_origins_may_call_the_token_endpoint(settings: Any) -> None:
    settings.CORS_ALLOWED_ORIGINS = ["https://play.example.org"]

    def preflight(path: str) -> Any:
        return Client().options(
            path,
            HTTP_ORIGIN="https://play.example.org",
            HTTP_ACCESS_CONTROL_REQUEST_METHOD="POST",
            HTTP_ACCESS_CONTROL_REQUEST_HEADERS="content-type",
        )

    for path in ("/oauth/token/", "/oauth/revoke_token/"):
        assert preflight(path)["Access-Control-Allow-Origin"] == "https://play.example.org"
    # The consent page is not for other origins (it uses the session cookie).
    assert "Access-Control-Allow-Origin" not in preflight("/oauth/authorize/")


class TestAppRegistration:
    def test_register_a_confidential_app_and_see_its_secret_once(
        self, browser: Client, player: User
    ) -> None:
        created = browser.post(
            "/account/apps/",
            {
                "name": "My bot",
                "client_type": Application.CLIENT_CONFIDENTIAL,
                "redirect_uris": f"{REDIRECT_URI}\nhttp://127.0.0.1:8765/cb",
            },
        )
        assert created.status_code == 302
        application = Application.objects.get(user=player)
        assert application.authorization_grant_type == Application.GRANT_AUTHORIZATION_CODE
        assert application.redirect_uris == f"{REDIRECT_URI} http://127.0.0.1:8765/cb"
        page = browser.get("/account/apps/").content.decode()
        secret = page.split('id="new-secret"')[1].split('<code class="copy">')[1].split("<")[0]
        assert len(secret) > 30
        assert application.client_secret != secret  # stored hashed
        assert application.client_id in page
        # Shown once: the next visit has no secret.
        assert secret not in browser.get("/account/apps/").content.decode()
        # And it works as the client secret.
        code, verifier = grant_code(browser, App(application, secret))
        assert exchange(App(application, secret), code, verifier).status_code == 200

    def test_a_bad_redirect_uri_is_refused_and_nothing_is_created(self, browser: Client) -> None:
        answer = browser.post(
            "/account/apps/",
            {"name": "Bad", "client_type": Application.CLIENT_PUBLIC, "redirect_uris": "nope"},
        )
        assert answer.status_code == 200
        assert "redirect" in answer.content.decode().lower()
        assert Application.objects.count() == 0

    def test_delete_your_app_but_not_someone_else_s(
        self, browser: Client, player: User, app: App
    ) -> None:
        mine = make_app(player, name="Mine")
        assert browser.post(f"/account/apps/{app.application.pk}/delete/").status_code == 404
        assert browser.post(f"/account/apps/{mine.application.pk}/delete/").status_code == 302
        assert list(Application.objects.values_list("name", flat=True)) == ["Board Buddy"]

    def test_deleting_an_app_revokes_its_tokens(self, browser: Client, player: User) -> None:
        mine = make_app(player, name="Mine")
        tokens = issued_tokens(mine, browser)
        browser.post(f"/account/apps/{mine.application.pk}/delete/")
        assert_problem(
            bearer(tokens["access_token"]).get("/api/v1/me"), ErrorCode.AUTHENTICATION_FAILED
        )

    def test_staff_manage_apps_in_the_admin(self, app: App) -> None:
        admin = User.objects.create_superuser("root", password="correct horse battery")
        client = Client()
        client.force_login(admin)
        listed = client.get("/admin/oauth2_provider/application/")
        assert listed.status_code == 200
        assert "Board Buddy" in listed.content.decode()

    def test_the_pages_need_a_login(self) -> None:
        for url in ("/account/apps/", "/account/authorised-apps/"):
            assert Client().get(url)["Location"].startswith("/login/?next=")
