"""The API speaks the request's language: Accept-Language, else English; an account's own
choice (me_update) beats the header. Only the human sentences change: `code`, `type`, `status`
and every other machine-readable field are the same in every language."""

from __future__ import annotations

from typing import Any

import pytest
from django.utils import translation

from games.errors import ErrorCode
from games.models import Match, User
from games.notifications import mail
from tests.api.helpers import create_match

MACHINE_FIELDS = ("type", "status", "code")


def problem_in(client: Any, language: str, method: str, path: str, body: Any = None) -> Any:
    call = getattr(client, method)
    kwargs: dict[str, Any] = {"HTTP_ACCEPT_LANGUAGE": language}
    if body is not None:
        kwargs.update(data=body, format="json")
    response = call(path, **kwargs)
    assert response["Content-Type"] == "application/problem+json", response.content
    return response


def same_machine_fields(english: dict[str, Any], other: dict[str, Any]) -> None:
    for name in (*MACHINE_FIELDS, *(set(english) - {"title", "detail", "reason"})):
        assert other[name] == english[name], name


@pytest.mark.django_db
def test_a_problem_in_german_and_korean_keeps_its_code(client_for: Any) -> None:
    anonymous = client_for(None)
    answers = {
        lang: problem_in(anonymous, lang, "get", "/api/v1/matches/987654")
        for lang in ("en", "de", "ko")
    }
    bodies = {lang: answer.json() for lang, answer in answers.items()}
    assert bodies["en"]["title"] == "Not found"
    assert bodies["en"]["detail"] == "Match 987654 does not exist."
    assert bodies["de"]["title"] == "Nicht gefunden"
    assert bodies["de"]["detail"] == "Partie 987654 existiert nicht."
    assert bodies["ko"]["title"] == "찾을 수 없음"
    assert bodies["ko"]["detail"] == "대국 987654은(는) 존재하지 않습니다."
    for lang in ("de", "ko"):
        same_machine_fields(bodies["en"], bodies[lang])
        assert answers[lang]["Content-Language"] == lang
    assert answers["en"]["Content-Language"] == "en"
    assert "Accept-Language" in answers["de"]["Vary"]


@pytest.mark.django_db
def test_an_unknown_language_gets_english_and_weights_are_honoured(client_for: Any) -> None:
    anonymous = client_for(None)
    french = problem_in(anonymous, "fr-FR,fr;q=0.9", "get", "/api/v1/matches/987654")
    assert french["Content-Language"] == "en"
    assert french.json()["title"] == "Not found"
    weighted = problem_in(anonymous, "fr;q=1, ko;q=0.8, de;q=0.5", "get", "/api/v1/matches/1")
    assert weighted["Content-Language"] == "ko"
    regional = problem_in(anonymous, "de-AT", "get", "/api/v1/matches/1")
    assert regional["Content-Language"] == "de"


@pytest.mark.django_db
def test_engine_sentences_are_translated_and_their_field_is_not(
    make_user: Any, client_for: Any
) -> None:
    _, token = make_user("hana")
    hana = client_for(token)
    body = {"game": "yamatai", "players": 2, "options": {"take_all_tokens": "yes"}}
    bodies = {
        lang: problem_in(hana, lang, "post", "/api/v1/matches", body).json()
        for lang in ("en", "de", "ko")
    }
    assert bodies["en"]["code"] == ErrorCode.INVALID_CONFIG
    assert bodies["en"]["detail"] == "take_all_tokens: must be true or false"
    assert bodies["de"]["detail"] == "take_all_tokens: muss true oder false sein"
    assert bodies["ko"]["detail"] == "take_all_tokens: true 또는 false여야 합니다"
    for lang in ("de", "ko"):
        same_machine_fields(bodies["en"], bodies[lang])  # `field` among them
    assert bodies["de"]["field"] == "take_all_tokens"
    assert Match.objects.count() == 0  # rejected in every language: nothing created


@pytest.mark.django_db
def test_rule_and_turn_problems_in_german_and_korean(make_user: Any, client_for: Any) -> None:
    _, token = make_user("ilse")
    ilse = client_for(token)
    match_id = create_match(ilse, players=2, bots=[{"seat": 1, "kind": "random"}], seed=3)["id"]
    seq = Match.objects.get(pk=match_id).seq
    path = f"/api/v1/matches/{match_id}/actions"
    bad = {"expected_seq": seq, "action": "fly:tokyo"}
    answers = {lang: problem_in(ilse, lang, "post", path, bad).json() for lang in ("en", "de")}
    assert answers["en"]["code"] == answers["de"]["code"] == ErrorCode.INVALID_ACTION
    assert answers["en"]["detail"] == "unknown action kind 'fly'"
    assert answers["de"]["detail"] == "unbekannte Aktionsart 'fly'"
    stale = {"expected_seq": seq + 50, "action": "fly:tokyo"}
    korean = problem_in(ilse, "ko", "post", path, stale).json()
    assert korean["code"] == ErrorCode.STALE_STATE
    assert korean["title"] == "오래된 상태"
    assert f"seq {seq + 50}" in korean["detail"]
    assert "다시 결정하세요" in korean["detail"]
    assert Match.objects.get(pk=match_id).seq == seq  # nothing applied


@pytest.mark.django_db
def test_the_account_language_beats_accept_language(make_user: Any, client_for: Any) -> None:
    user, token = make_user("jun")
    jun = client_for(token)
    me = jun.get("/api/v1/me", HTTP_ACCEPT_LANGUAGE="de")
    assert me.json()["language"] is None
    assert me["Content-Language"] == "de"
    changed = jun.patch("/api/v1/me", {"language": "ko"}, format="json", HTTP_ACCEPT_LANGUAGE="de")
    assert changed.status_code == 200, changed.content
    assert changed.json()["language"] == "ko"
    assert changed["Content-Language"] == "ko"  # this answer already speaks it
    user.refresh_from_db()
    assert user.language == "ko"
    problem = problem_in(jun, "de", "get", "/api/v1/matches/987654")
    assert problem["Content-Language"] == "ko"
    assert problem.json()["title"] == "찾을 수 없음"
    # Back to none: the header decides again.
    cleared = jun.patch("/api/v1/me", {"language": None}, format="json", HTTP_ACCEPT_LANGUAGE="de")
    assert cleared.json()["language"] is None
    assert cleared["Content-Language"] == "de"
    assert problem_in(jun, "de", "get", "/api/v1/matches/1").json()["title"] == "Nicht gefunden"


@pytest.mark.django_db
def test_a_bad_language_is_refused_and_changes_nothing(make_user: Any, client_for: Any) -> None:
    user, token = make_user("kim")
    kim = client_for(token)
    kim.patch("/api/v1/me", {"language": "de"}, format="json")
    refused = problem_in(kim, "en", "patch", "/api/v1/me", {"language": "fr"})
    assert refused.status_code == 400
    assert refused.json()["code"] == ErrorCode.VALIDATION_ERROR
    assert "language" in refused.json()["errors"]
    # Django REST framework's own field messages come translated as well (its catalogues).
    assert refused["Content-Language"] == "de"
    user.refresh_from_db()
    assert user.language == "de"


@pytest.mark.django_db
def test_django_level_problems_carry_content_language(client_for: Any) -> None:
    answer = problem_in(client_for(None), "ko", "get", "/api/v1/no-such-endpoint")
    assert answer.status_code == 404
    assert answer["Content-Language"] == "ko"
    assert answer.json()["detail"] == "/api/v1/no-such-endpoint에는 엔드포인트가 없습니다."


@pytest.mark.django_db
def test_every_answer_carries_content_language(client_for: Any) -> None:
    anonymous = client_for(None)
    for path in ("/api/v1/games", "/api/v1/health", "/", "/lobby/", "/api/schema/"):
        answer = anonymous.get(path, HTTP_ACCEPT_LANGUAGE="ko")
        assert answer["Content-Language"] == "ko", path


@pytest.mark.django_db
def test_pages_follow_cookie_then_account(client: Any) -> None:
    User.objects.create_user(username="lena", password="a long enough password 7")
    page = client.get("/lobby/", HTTP_ACCEPT_LANGUAGE="de")
    assert '<html lang="de">' in page.content.decode()
    assert "Offene Partien" in page.content.decode()
    # The switcher: Django's set_language with the cookie, back to `next`.
    switched = client.post("/i18n/setlang/", {"language": "ko", "next": "/lobby/"})
    assert switched.status_code == 302
    assert switched["Location"] == "/lobby/"
    page = client.get("/lobby/", HTTP_ACCEPT_LANGUAGE="de")
    assert '<html lang="ko">' in page.content.decode()
    assert "참가할 수 있는 대국" in page.content.decode()
    # Signed in with a preference: the account beats the cookie and the header.
    lena = User.objects.get(username="lena")
    lena.language = "de"
    lena.save()
    client.force_login(lena)
    page = client.get("/lobby/", HTTP_ACCEPT_LANGUAGE="ko")
    assert '<html lang="de">' in page.content.decode()
    # Switching while signed in changes the account's preference too.
    client.post("/i18n/setlang/", {"language": "ko", "next": "/"})
    lena.refresh_from_db()
    assert lena.language == "ko"
    assert '<html lang="ko">' in client.get("/", HTTP_ACCEPT_LANGUAGE="de").content.decode()
    # A language the server does not speak changes nothing.
    client.post("/i18n/setlang/", {"language": "fr", "next": "/"})
    lena.refresh_from_db()
    assert lena.language == "ko"


@pytest.mark.django_db
def test_the_sign_up_form_speaks_the_language(client: Any) -> None:
    page = client.get("/signup/", HTTP_ACCEPT_LANGUAGE="de").content.decode()
    assert "Benutzername" in page
    assert "Passwort wiederholen" in page
    answer = client.post(
        "/signup/",
        {"username": "x", "password": "a", "password_again": "b"},
        HTTP_ACCEPT_LANGUAGE="ko",
    ).content.decode()
    assert "영문자, 숫자, 점, 하이픈, 밑줄로 3~32자를 쓰세요." in answer
    assert "두 비밀번호가 다릅니다." in answer


@pytest.mark.parametrize(
    ("language", "subject", "line"),
    [
        ("en", "Your turn in Yokohama match #7", "It is your turn in match #7 of Yokohama"),
        ("de", "Du bist am Zug in Yokohama-Partie #7", "du bist am Zug in Partie #7"),
        ("ko", "Yokohama 대국 #7: 당신의 차례입니다", "Yokohama 대국 #7에서 당신의 차례입니다"),
    ],
)
def test_mails_are_written_in_the_active_language(language: str, subject: str, line: str) -> None:
    with translation.override(language):
        composed = mail.your_turn(
            username="mina", token="t", game_title="Yokohama", match_id=7, opponents=["a", "b"]
        )
        finished = mail.match_finished(
            username="mina",
            token="t",
            game_title="Yokohama",
            match_id=7,
            placings=[mail.Placing(1, "a", 30, False), mail.Placing(2, "mina", 20, True)],
        )
    assert composed.subject == subject
    assert line in composed.body
    ordinal = {"en": "2nd of 2", "de": "2. von 2", "ko": "2명 중 2위"}[language]
    assert ordinal in finished.subject
