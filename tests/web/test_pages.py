"""The page views themselves (no browser): sign-up and the pages' shells."""

from __future__ import annotations

import pytest
from django.test import Client

from games.models import User

PASSWORD = "a long enough password 7"


@pytest.mark.django_db
def test_the_home_page_links_every_part() -> None:
    html = Client().get("/").content.decode()
    pages = ("/lobby/", "/live/", "/tournaments/", "/api/docs/", "/api/redoc/", "/api/schema/")
    for href in (*pages, "/admin/"):
        assert f'href="{href}"' in html, href


@pytest.mark.django_db
def test_sign_up_logs_in_and_refuses_a_taken_name_or_differing_passwords() -> None:
    client = Client()
    answer = client.post(
        "/signup/", {"username": "erin", "password": PASSWORD, "password_again": PASSWORD}
    )
    assert answer.status_code == 302
    assert answer["Location"] == "/lobby/"
    assert client.get("/lobby/").context["user"].username == "erin"
    assert User.objects.get(username="erin").check_password(PASSWORD)
    taken = Client().post(
        "/signup/", {"username": "ERIN", "password": PASSWORD, "password_again": PASSWORD}
    )
    assert taken.status_code == 200
    assert "is taken" in taken.content.decode()
    differ = Client().post(
        "/signup/", {"username": "frank", "password": PASSWORD, "password_again": PASSWORD + "x"}
    )
    assert "The two passwords differ." in differ.content.decode()
    assert not User.objects.filter(username="frank").exists()


@pytest.mark.django_db
def test_login_and_logout_use_the_session() -> None:
    User.objects.create_user(username="gina", password=PASSWORD)
    client = Client()
    answer = client.post("/login/", {"username": "gina", "password": PASSWORD})
    assert answer.status_code == 302
    assert "gina" in client.get("/lobby/").content.decode()
    assert client.post("/logout/").status_code == 302
    assert "gina" not in client.get("/lobby/").content.decode()


@pytest.mark.django_db
def test_the_match_page_is_a_shell_that_reads_the_api() -> None:
    # The page holds no state of its own: only the match id, for its script to ask the API.
    html = Client().get("/matches/41/").content.decode()
    assert 'data-match="41"' in html
    assert "web/match.js" in html


@pytest.mark.django_db
def test_the_redoc_page_and_its_bundle_name_no_outside_address() -> None:
    page = Client().get("/api/redoc/")
    assert page.status_code == 200
    html = page.content.decode()
    assert 'src="/api/redoc/redoc.standalone.js"' in html
    assert "fonts.googleapis.com" not in html
    bundle = Client().get("/api/redoc/redoc.standalone.js")
    assert bundle.status_code == 200
    source = bundle.content
    assert b"Redoc" in source
    assert b"cdn.redoc.ly" not in source


@pytest.mark.django_db
def test_the_api_docs_link_back_to_the_site_and_say_their_language() -> None:
    for path in ("/api/docs/", "/api/redoc/"):
        html = Client().get(path, HTTP_ACCEPT_LANGUAGE="de").content.decode()
        assert 'href="/"' in html, path
        assert '<html lang="de">' in html, path


@pytest.mark.django_db
def test_the_home_page_names_every_game() -> None:
    html = Client().get("/").content.decode()
    for title in ("Yokohama", "Shinjuku", "Yamatai"):
        assert f"<strong>{title}</strong>" in html, title
    assert ">Moves<" in Client().get("/live/").content.decode()
