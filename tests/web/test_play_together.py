"""Playing together in a real browser: invitations (the lobby's panel and the count in the
navigation), private tables and their share links, rematches and quick match."""

from __future__ import annotations

import importlib.util
import re
from typing import Any

import pytest

from tests.web.conftest import PHONE, SCREENSHOTS, sign_in, unique

# The sizes these pages are looked at: a small laptop and a phone.
DESKTOP = {"width": 1280, "height": 800}
MATCH_URL = re.compile(r"/matches/(\d+)/$")
# The elements that reach past the right edge of the screen (none in a box that scrolls).
WIDER_THAN_THE_SCREEN = """
() => {
  const width = document.documentElement.clientWidth;
  if (document.documentElement.scrollWidth <= width) return [];
  const scrolls = (el) => el.closest(".scroll, .board, .log, .generic");
  return [...document.body.querySelectorAll("*")]
    .filter((el) => el.getBoundingClientRect().right > width + 0.5 && !scrolls(el))
    .map((el) => `${el.tagName.toLowerCase()}${el.id ? "#" + el.id : ""}.${el.className}`)
    .slice(-8);
}
"""


def shoot(tab: Any, name: str) -> None:
    """Full-page screenshots at 1280x800 and 390x844 (var/screenshots/<name>-desktop.png and
    -phone.png). On the phone nothing may make the page wider than the screen (tables and the
    board scroll in their own boxes)."""
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    for size, viewport in (("desktop", DESKTOP), ("phone", PHONE)):
        tab.page.set_viewport_size(viewport)
        tab.settle_paint()
        if size == "phone":
            wide = tab.page.evaluate(WIDER_THAN_THE_SCREEN)
            assert not wide, f"{name}: wider than the phone: {wide}"
        tab.page.screenshot(path=str(SCREENSHOTS / f"{name}-{size}.png"), full_page=True)
    tab.page.set_viewport_size(DESKTOP)


def match_id_of(page: Any) -> int:
    found = MATCH_URL.search(page.url)
    assert found, page.url
    return int(found.group(1))


def wait_for_status(page: Any, status: str) -> None:
    page.wait_for_selector(f"#match[data-status='{status}']", state="attached")


def wait_for_count(page: Any, count: int) -> None:
    """The navigation's count of invitations awaiting an answer (hidden at 0)."""
    page.wait_for_function(
        "(n) => { const b = document.querySelector('#invitation-count');"
        " return n === 0 ? b.hidden : !b.hidden && b.textContent === String(n); }",
        arg=count,
    )


def lobby_ready(page: Any) -> None:
    page.wait_for_selector("#main[data-ready='true']", state="attached")


def signed_up(open_tab: Any, prefix: str) -> tuple[Any, str]:
    tab = open_tab(viewport=DESKTOP)
    username = unique(prefix)
    sign_in(tab, username)
    lobby_ready(tab.page)
    return tab, username


def finished_match(players: list[str], seed: int = 2) -> int:
    """A finished two-player Yokohama match of these accounts, imported as its record (a
    seeded random game): faster than playing one, and a real finished match to the server."""
    from bench.match_page import random_game
    from games import records, services

    actions, outcome = random_game(len(players), seed, avoid_until=0)
    assert outcome is not None
    record = records.build_record(
        match_id=0,
        game="yokohama",
        config={"players": len(players), "edition": "new"},
        seed=seed,
        started_at=None,
        finished_at=None,
        seats=[
            {
                "index": index,
                "holder": "human",
                "username": name,
                "bot_kind": None,
                "display_name": name,
            }
            for index, name in enumerate(players)
        ],
        actions=actions,
        result=records.outcome_rows(outcome),
    )
    return services.match_import(record=record, link_users=True).pk


def test_an_invited_player_accepts_in_the_lobby_and_both_are_at_the_table(open_tab: Any) -> None:
    bob_tab, bob = signed_up(open_tab, "bob")
    bob_page = bob_tab.page
    bob_page.wait_for_selector("#no-invitations")
    wait_for_count(bob_page, 0)
    alice_tab, alice = signed_up(open_tab, "alice")
    alice_tab.expected_statuses.add(422)  # the unknown account, below
    page = alice_tab.page
    page.select_option("#game", "yokohama")
    page.fill("#players", "2")
    page.check("#private")
    page.select_option("#spectators", "players")
    page.select_option("#seat-1", "invite")
    # A name nobody has: the server's words, under the button, and the box it names marked.
    nobody = unique("nobody")
    page.fill("#invite-1", nobody)
    page.click("#create button[type=submit]")
    problem = page.wait_for_selector("#create-problem:not([hidden])")
    assert problem.inner_text() == f"There is no active account called '{nobody}'."
    assert page.get_attribute("#invite-1", "aria-invalid") == "true"
    assert page.evaluate("document.activeElement.id") == "invite-1"
    page.fill("#invite-1", bob)
    page.click("#create button[type=submit]")
    page.wait_for_url(MATCH_URL)
    match_id = match_id_of(page)
    wait_for_status(page, "waiting")
    page.wait_for_selector("#seats [data-seat='1']")
    assert page.inner_text("#seats [data-seat='1']") == f"Seat 1: invited: {bob}"
    assert f"waiting for {bob} to accept" in page.inner_text("#summary")
    assert "private" in page.inner_text("#status")
    # Bob's lobby, open all along, lists the invitation as it arrives, and the navigation
    # counts it.
    invitation = bob_page.wait_for_selector("#received li")
    text = invitation.inner_text()
    for part in ("Yokohama", f"#{match_id}", "2 players", f"from {alice}", "private", "expires"):
        assert part in text, (part, text)
    assert "rematch" not in text
    wait_for_count(bob_page, 1)
    shoot(bob_tab, "lobby-invitation-received")
    # Alice's lobby lists it as sent, beside the form with its new fields.
    alice_tab.goto("/lobby/")
    lobby_ready(page)
    sent = page.wait_for_selector("#sent li")
    assert f"to {bob}" in sent.inner_text()
    assert sent.query_selector("button[data-cancel]") is not None
    page.check("#private")
    page.select_option("#seat-1", "invite")
    page.fill("#invite-1", "a friend's name")
    shoot(alice_tab, "lobby-together")
    alice_tab.goto(f"/matches/{match_id}/")
    wait_for_status(page, "waiting")
    # Bob accepts: both are at the active match.
    bob_page.click("#received button[data-accept]")
    bob_page.wait_for_url(re.compile(rf"/matches/{match_id}/$"))
    for tab_page in (bob_page, page):
        wait_for_status(tab_page, "active")
        tab_page.wait_for_selector("#board svg")
    assert bob_page.inner_text("#actions-title") == "Your actions"
    wait_for_count(bob_page, 0)


def test_invitations_are_declined_and_withdrawn_from_the_lobby(open_tab: Any) -> None:
    from games import services
    from games.models import User

    bob_tab, bob = signed_up(open_tab, "bob")
    alice = unique("alice")
    services.account_create(username=alice)
    accounts = {user.username: user for user in User.objects.filter(username__in=[alice, bob])}
    to_bob = services.match_create(
        creator=accounts[alice], game="yokohama", players=2, invite=[bob]
    )
    from_bob = services.match_create(
        creator=accounts[bob], game="yokohama", players=3, invite=[alice]
    )
    page = bob_tab.page
    bob_tab.goto("/lobby/")
    lobby_ready(page)
    page.wait_for_selector(f"#received li a[href='/matches/{to_bob.pk}/']")
    page.wait_for_selector(f"#sent li a[href='/matches/{from_bob.pk}/']")
    wait_for_count(page, 1)
    page.click("#received button[data-decline]")
    page.wait_for_selector("#received", state="detached")
    wait_for_count(page, 0)
    page.click("#sent button[data-cancel]")
    page.wait_for_selector("#no-invitations")
    statuses = {
        match.pk: list(match.invitations.values_list("status", flat=True))
        for match in (to_bob, from_bob)
    }
    assert statuses == {to_bob.pk: ["declined"], from_bob.pk: ["cancelled"]}


def test_a_private_table_is_joined_through_its_share_link_and_hidden_without_it(
    open_tab: Any,
) -> None:
    from games.models import Match

    alice_tab, alice = signed_up(open_tab, "alice")
    alice_tab.expected_statuses.add(422)  # inviting herself, below
    page = alice_tab.page
    page.context.grant_permissions(["clipboard-read", "clipboard-write"])
    page.select_option("#game", "yokohama")
    page.fill("#players", "2")
    page.check("#private")
    page.select_option("#seat-1", "open")
    page.click("#create button[type=submit]")
    page.wait_for_url(MATCH_URL)
    match_id = match_id_of(page)
    wait_for_status(page, "waiting")
    # The lobby made the table's share link; the creator copies it.
    link_box = page.wait_for_selector("#share-link")
    first_link = link_box.input_value()
    assert first_link.startswith(f"{alice_tab.base_url}/matches/{match_id}/?code="), first_link
    page.click("#share-copy")
    page.wait_for_selector("#share-status:text('Copied.')")
    assert page.evaluate("navigator.clipboard.readText()") == first_link
    # The creator may invite into the free seat; the server's refusal shows beside the box.
    page.fill("#invite-name", alice)
    page.click("#invite-form button[type=submit]")
    refusal = page.wait_for_selector("#invite-problem:not([hidden])")
    assert "yourself" in refusal.inner_text().lower(), refusal.inner_text()
    page.fill("#invite-name", "")
    page.wait_for_selector("#invite-problem", state="hidden")  # gone once the name is edited
    shoot(alice_tab, "match-share-link")
    # A new link voids the old one.
    page.click("#share-new")
    page.wait_for_function(
        "(old) => document.querySelector('#share-link').value !== old", arg=first_link
    )
    link = page.input_value("#share-link")
    assert link.startswith(f"{alice_tab.base_url}/matches/{match_id}/?code=")
    # Dave, without the code (or with the old one), finds no such match.
    dave_tab, _dave = signed_up(open_tab, "dave")
    dave_tab.expected_statuses.add(404)
    for path in (f"/matches/{match_id}/", first_link.removeprefix(dave_tab.base_url)):
        dave_tab.goto(path)
        wait_for_status(dave_tab.page, "not-found")
        assert f"Match {match_id} does not exist." in dave_tab.page.inner_text("#problem")
        assert dave_tab.page.is_hidden("#board")
    shoot(dave_tab, "match-not-found")
    # Carol opens the link: she sees the table and takes the free seat with its code.
    carol_tab, carol = signed_up(open_tab, "carol")
    carol_page = carol_tab.page
    carol_tab.goto(link.removeprefix(carol_tab.base_url))
    wait_for_status(carol_page, "waiting")
    assert carol_page.is_hidden("#share-box")
    carol_page.click("#actions #join")
    for tab_page in (carol_page, page):
        wait_for_status(tab_page, "active")
        tab_page.wait_for_selector("#board svg")
    seated = Match.objects.get(pk=match_id).seats.get(index=1).user
    assert seated is not None
    assert seated.username == carol
    # The creator revokes the link: it stops working, and can be made again.
    page.click("#share-revoke")
    page.wait_for_selector("#share-make")
    assert Match.objects.get(pk=match_id).share_code is None
    page.click("#share-make")
    page.wait_for_selector("#share-link")
    assert Match.objects.get(pk=match_id).share_code is not None


def test_a_finished_match_offers_a_rematch_that_the_other_player_joins(open_tab: Any) -> None:
    alice_tab, alice = signed_up(open_tab, "alice")
    bob_tab, bob = signed_up(open_tab, "bob")
    match_id = finished_match([alice, bob])
    page, bob_page = alice_tab.page, bob_tab.page
    for tab in (alice_tab, bob_tab):
        tab.goto(f"/matches/{match_id}/")
        tab.page.wait_for_selector("#summary:text('Final scores')")
        assert tab.page.inner_text("#rematch") == "Rematch"
    shoot(alice_tab, "match-rematch")
    page.click("#rematch")
    page.wait_for_url(lambda url: MATCH_URL.search(url) and f"/matches/{match_id}/" not in url)
    rematch_id = match_id_of(page)
    wait_for_status(page, "waiting")
    # Seats move one place on: alice plays seat 1, bob's seat 0 is held for him.
    page.wait_for_selector("#seats [data-seat='0']")
    assert page.inner_text("#seats [data-seat='0']") == f"Seat 0: invited: {bob}"
    assert page.inner_text("#seats [data-seat='1']").startswith(f"Seat 1: {alice}")
    # Bob's page of the finished match, open all along, now offers to join it, and his
    # navigation counts the invitation.
    bob_page.wait_for_selector("#rematch:text('Join rematch')")
    wait_for_count(bob_page, 1)
    shoot(bob_tab, "match-rematch-offered")
    bob_tab.goto("/lobby/")
    invitation = bob_page.wait_for_selector(f"#received li a[href='/matches/{rematch_id}/']")
    assert "rematch" in bob_page.inner_text("#received li")
    assert invitation is not None
    bob_tab.goto(f"/matches/{match_id}/")
    bob_page.click("#rematch:text('Join rematch')")
    bob_page.wait_for_url(re.compile(rf"/matches/{rematch_id}/$"))
    for tab_page in (bob_page, page):
        wait_for_status(tab_page, "active")
        tab_page.wait_for_selector("#board svg")


def test_quick_match_pairs_two_players_into_one_match(open_tab: Any) -> None:
    if importlib.util.find_spec("api.seeks") is None:
        pytest.skip("quick match (api/seeks.py, seek_create) is not in this server yet")
    alice_tab, alice = signed_up(open_tab, "alice")
    bob_tab, bob = signed_up(open_tab, "bob")
    page, bob_page = alice_tab.page, bob_tab.page
    for tab_page in (page, bob_page):
        tab_page.wait_for_selector("#quick button[data-seek='yokohama']")
    page.select_option("#quick-players-yokohama", "2")
    page.click("#quick button[data-seek='yokohama']")
    page.wait_for_selector("#seeking-text:text('Looking for opponents for Yokohama (2 players)')")
    assert page.is_disabled("#quick button[data-seek='yokohama']")
    # Cancelled, the wait ends; asked again, it resumes.
    page.click("#seek-cancel")
    page.wait_for_selector("#seeking", state="hidden")
    page.click("#quick button[data-seek='yokohama']")
    page.wait_for_selector("#seeking:not([hidden])")
    shoot(alice_tab, "lobby-quick-match")
    # Bob, for any number of players, completes the pair: both go to the same new match.
    assert bob_page.input_value("#quick-players-yokohama") == ""
    bob_page.click("#quick button[data-seek='yokohama']")
    bob_page.wait_for_url(MATCH_URL)
    page.wait_for_url(MATCH_URL)
    assert match_id_of(page) == match_id_of(bob_page)
    for tab_page in (page, bob_page):
        wait_for_status(tab_page, "active")
        tab_page.wait_for_selector("#board svg")
    seats = page.inner_text("#seats")
    assert alice in seats
    assert bob in seats


@pytest.mark.django_db
def test_the_navigation_counts_invitations_only_for_a_signed_in_user() -> None:
    from django.test import Client

    from games.models import User

    anonymous = Client().get("/lobby/").content.decode()
    assert 'id="nav-invitations"' not in anonymous
    assert "web/nav" not in anonymous
    client = Client()
    client.force_login(User.objects.create_user(username="erin", password="x" * 12))
    signed_in = client.get("/matches/3/").content.decode()
    assert 'href="/lobby/#invitations"' in signed_in
    assert "web/nav" in signed_in


def quiet_decision_made(alice: str, seed: int = 7) -> int:
    """A two-player Yokohama match where `alice` (seat 0) has just made a decision that
    revealed nothing and is still to move: the position the Undo button is for."""
    from games import services
    from games.codec import game_of, load_state
    from games.engine.contract import action_reveals
    from games.models import Match, User

    owner = User.objects.get(username=alice)
    other = User.objects.create(username=unique("bea"))
    match = services.match_create(creator=owner, game="yokohama", players=2, seed=seed)
    services.match_join(match_id=match.pk, user=other)
    for _ in range(300):
        current = Match.objects.get(pk=match.pk)
        game, state = game_of(current), load_state(current)
        seat = current.to_move[0]
        legal = list(game.legal_actions(state, seat))
        quiet = [a for a in legal if not action_reveals(game, state, a, game.apply(state, a))]
        chosen = (quiet or legal)[0]
        done = services.match_action_submit(
            match_id=match.pk,
            action=chosen.to_notation(),
            expected_seq=current.seq,
            seat_index=seat,
        )
        if seat == 0 and quiet and 0 in done.response["to_move"]:
            return int(match.pk)
    raise AssertionError("seat 0 never made a quiet decision within its turn")


def test_a_player_takes_back_a_decision_from_the_match_page(open_tab: Any) -> None:
    tab, alice = signed_up(open_tab, "alice")
    match_id = quiet_decision_made(alice)
    tab.goto(f"/matches/{match_id}/")
    page = tab.page
    wait_for_status(page, "active")
    page.wait_for_selector("#undo")
    shoot(tab, "match-undo")
    page.click("#undo")
    page.wait_for_function(
        "() => [...document.querySelectorAll('#log li')]"
        ".some((li) => li.textContent.includes('took back a decision'))"
    )
    # Its only decision since the other seat acted is taken back: nothing more to take back.
    page.wait_for_selector("#undo", state="detached")
    assert page.query_selector_all("button.action")


def test_players_and_spectators_chat_each_in_their_own_channel(open_tab: Any) -> None:
    from games import services
    from games.models import User

    alice_tab, alice = signed_up(open_tab, "alice")
    bob_tab, bob = signed_up(open_tab, "bob")
    carol_tab, _ = signed_up(open_tab, "carol")
    match = services.match_create(
        creator=User.objects.get(username=alice), game="yokohama", players=2, seed=5
    )
    services.match_join(match_id=match.pk, user=User.objects.get(username=bob))
    for tab in (alice_tab, bob_tab, carol_tab):
        tab.goto(f"/matches/{match.pk}/")
        wait_for_status(tab.page, "active")
        tab.page.wait_for_selector("#chat-form:not([hidden])")
        tab.page.wait_for_selector("#match[data-ready='true']", state="attached")
    # A player writes: the other player reads it at once, the spectator never.
    alice_tab.page.fill("#chat-text", "good luck!")
    alice_tab.page.click("#chat-form button[type=submit]")
    bob_tab.page.wait_for_selector("#chat li:has-text('good luck!')")
    assert bob_tab.page.inner_text("#chat li") == f"{alice}: good luck!"
    # The spectator writes in the spectators' channel, which the players do not see in play.
    carol_tab.page.fill("#chat-text", "nice opening")
    carol_tab.page.click("#chat-form button[type=submit]")
    carol_tab.page.wait_for_selector("#chat li:has-text('nice opening')")
    bob_tab.page.fill("#chat-text", "thanks")
    bob_tab.page.click("#chat-form button[type=submit]")
    alice_tab.page.wait_for_selector("#chat li:has-text('thanks')")
    for tab in (alice_tab, bob_tab):
        assert "nice opening" not in tab.page.inner_text("#chat")
    assert "good luck" not in carol_tab.page.inner_text("#chat")
    assert "thanks" not in carol_tab.page.inner_text("#chat")
    shoot(alice_tab, "match-chat")
