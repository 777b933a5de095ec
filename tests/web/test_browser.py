"""The web client in a real browser against the live uvicorn server: what a person does."""

from __future__ import annotations

import random
import re
from typing import Any

import pytest

from tests.analysis.helpers import finished_match
from tests.web.conftest import WAIT_MS, play_randomly, unique

MAX_CLICKS = 3000


def sign_up(tab: Any, username: str, password: str = "a long enough password 7") -> None:
    tab.goto("/signup/")
    tab.page.fill("#id_username", username)
    tab.page.fill("#id_password", password)
    tab.page.fill("#id_password_again", password)
    tab.page.click("form.form button[type=submit]")
    tab.page.wait_for_url(re.compile(r"/lobby/$"))


def board_drawn(tab: Any) -> None:
    tab.page.wait_for_selector("#board svg")


def test_home_and_the_api_docs_render_without_internet(open_tab: Any) -> None:
    tab = open_tab(offline=True)
    tab.goto("/")
    for name in ("Lobby", "Live matches", "Tournaments", "API docs", "OpenAPI schema", "Admin"):
        assert tab.page.get_by_role("link", name=name, exact=True).count() >= 1, name
    tab.shoot("home")
    tab.goto("/api/docs/")
    title = tab.page.wait_for_selector(".swagger-ui .info .title")
    assert "Yokohama board-game server API" in title.inner_text()
    tab.page.wait_for_selector("#operations-tag-matches")
    tab.shoot("docs", full_page=False)
    tab.page.wait_for_selector("#operations-matches-match_view_at")
    # Redoc, from the sidecar, with no web fonts: one page of the same schema.
    tab.goto("/")
    tab.page.get_by_role("link", name="API reference", exact=True).click()
    tab.page.wait_for_url(re.compile(r"/api/redoc/$"))
    heading = tab.page.wait_for_selector(".api-info h1")
    assert "Yokohama board-game server API" in heading.inner_text()
    tab.page.wait_for_selector("[data-section-id^='tag/matches']", state="attached")
    tab.shoot("redoc", full_page=False)
    assert tab.outside == [], "the docs asked for files from elsewhere"


@pytest.mark.soak
def test_sign_up_create_a_match_against_a_bot_and_play_it_to_the_end_by_clicking(
    open_tab: Any, api_client: Any
) -> None:
    # On a desktop, in English; test_client_pages plays each game to the end on a phone.
    tab = open_tab()
    # A bot deciding at the same moment makes a click stale (409 stale_state, checked below).
    tab.expected_statuses.add(409)
    page = tab.page
    username = unique("player")
    sign_up(tab, username)
    page.wait_for_selector("#create #seat-1")
    assert page.input_value("#players") == "2"
    assert page.input_value("#seat-1") == "random"
    tab.shoot("lobby")
    page.click("#create button[type=submit]")
    page.wait_for_url(re.compile(r"/matches/\d+/$"))
    match_id = int(page.url.rstrip("/").rsplit("/", 1)[1])
    rng = random.Random(15)
    clicks = 0
    shot = False
    ready = (
        "() => document.querySelector('#match').dataset.status === 'finished'"
        " || document.querySelectorAll('#actions button.action:not([disabled])').length > 0"
    )
    while True:
        page.wait_for_function(ready)
        root = page.locator("#match")
        if root.get_attribute("data-status") == "finished":
            break
        problem = page.locator("#problem")
        if problem.is_visible():
            # The only rejection a careful player meets: the bot decided at the same time.
            assert problem.get_attribute("data-code") == "stale_state", problem.inner_text()
        buttons = page.locator("#actions button.action:not([disabled])")
        before = root.get_attribute("data-seq")
        if not shot and clicks == 30:
            tab.shoot("match")
            shot = True
        buttons.nth(rng.randrange(buttons.count())).click()
        clicks += 1
        assert clicks < MAX_CLICKS, "the match did not end"
        page.wait_for_function(
            "(before) => document.querySelector('#match').dataset.seq !== before"
            " || !document.querySelector('#problem').hidden",
            arg=before,
        )
    final = api_client().get(f"/matches/{match_id}")
    assert final["status"] == "finished"
    assert page.locator("#match").get_attribute("data-seq") == str(final["seq"])
    # The log in words reached the last action, and the result is reachable.
    page.wait_for_selector(f"#log li[data-seq='{final['seq']}']", state="attached")
    assert page.get_by_role("link", name="Replay this match").count() == 1
    assert clicks > 10
    tab.shoot("match-finished")


def test_a_click_is_not_lost_to_a_redraw_that_changes_nothing(open_tab: Any) -> None:
    """A stream event makes the page redraw; when nothing changed, the buttons must stay the
    same elements. Replaced between press and release, a click fires on neither, and the
    player's action silently never leaves (seen once in the test above, as a 30 s timeout)."""
    tab = open_tab()
    # The bot keeps its order card at the same moment now and then: our click is then stale.
    tab.expected_statuses.add(409)
    page = tab.page
    legal_reads: list[str] = []

    def stream_of_empty_status_events(route: Any) -> None:
        # A status event with nothing new, again every 50 ms (EventSource reconnects after
        # `retry`): each one makes the page read the match and redraw.
        route.fulfill(
            status=200,
            headers={"Content-Type": "text/event-stream", "Cache-Control": "no-cache"},
            body="retry: 50\nevent: status\ndata: {}\n\n",
        )

    page.route(re.compile(r"/api/v1/matches/\d+/stream"), stream_of_empty_status_events)
    page.on(
        "response",
        lambda response: (
            legal_reads.append(response.url) if response.url.endswith("/legal-actions") else None
        ),
    )
    sign_up(tab, unique("erin"))
    page.wait_for_selector("#create #seat-1")
    page.click("#create button[type=submit]")
    page.wait_for_url(re.compile(r"/matches/\d+/$"))
    button = page.locator("#actions button.action:not([disabled])").first
    box = button.bounding_box()
    assert box is not None
    page.mouse.move(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
    page.mouse.down()
    pressed_at = len(legal_reads)
    for _ in range(100):  # two whole redraws while the button is held down
        if len(legal_reads) >= pressed_at + 3:
            break
        page.wait_for_timeout(50)
    assert len(legal_reads) >= pressed_at + 3, "the page did not redraw while the button was held"
    with page.expect_request(
        lambda request: request.method == "POST" and request.url.endswith("/actions"),
        timeout=10_000,
    ):
        page.mouse.up()


def assistant_discs(state: Any) -> int:
    """Discs the board draws: one per seat with assistants in an area."""
    return sum(1 for area in state["map"]["areas"] for count in area["assistants"] if count)


def settled_on_seat(api: Any, match_id: int) -> Any:
    """The match once it waits on `api`'s seat alone: the bot has answered, nothing moves."""
    for _ in range(200):
        match = api.get(f"/matches/{match_id}")
        if match["status"] != "active" or match["to_move"] == [match["your_seat"]]:
            return match
        api.get(f"/matches/{match_id}/events?after={match['seq']}&timeout=5")
    raise AssertionError(f"match {match_id} never waited on {api!r}")


def test_a_spectator_sees_a_bot_match_change_live(open_tab: Any, api_client: Any) -> None:
    alice = api_client(unique("alice"))
    match = alice.post(
        "/matches", {"game": "yokohama", "players": 2, "bots": [{"seat": 1, "kind": "random"}]}
    )
    tab = open_tab()
    tab.goto(f"/matches/{match['id']}/")
    board_drawn(tab)
    page = tab.page
    start_seq = int(page.locator("#match").get_attribute("data-seq"))
    start_board = page.inner_html("#board")
    assert page.locator("#actions").inner_text().startswith("You are watching")
    # Play on through the API (the bot answers) until assistants stand on the board and the
    # match waits on alice, so the spectator's page has a fixed state to catch up with.
    rng = random.Random(3)
    until_seq = start_seq + 12
    for _ in range(100):
        play_randomly(alice, match["id"], rng, until_seq=until_seq)
        settled = settled_on_seat(alice, match["id"])
        spectator = api_client().get(f"/matches/{match['id']}")
        assert spectator["seq"] == settled["seq"]
        if settled["status"] != "active" or assistant_discs(spectator["state"]) > 0:
            break
        until_seq = settled["seq"] + 1
    discs = assistant_discs(spectator["state"])
    assert discs > 0, "no assistant reached the board in 100 of alice's turns"
    # The open page learns of every action over the stream and redraws the board.
    page.wait_for_selector(f"#match[data-seq='{spectator['seq']}']", state="attached")
    page.wait_for_selector(f"#log li[data-seq='{spectator['seq']}']", state="attached")
    assert page.inner_html("#board") != start_board
    assert page.locator("#board .area .assistant").count() == discs
    # The spectator's log shows the setup choices as hidden.
    assert "kept one of two order cards" in page.inner_text("#log")


def test_a_finished_match_replays_step_by_step(open_tab: Any, api_client: Any) -> None:
    names = [unique("alice"), unique("bob")]
    alice = api_client(names[0])
    api_client(names[1])
    # A seeded random game imported as a record (playing one through the API took ~10 s of
    # the server's CPU; tests/api/test_match_lifecycle.py plays whole games over HTTP).
    match_id = finished_match("yokohama", names, seed=8)
    final = alice.get(f"/matches/{match_id}")
    assert final["status"] == "finished"
    last = final["seq"]
    # As a spectator reads it: the replay tells no seat's hidden choices.
    log = api_client().get(f"/matches/{match_id}/actions?after=0&limit=500")["results"]
    assert len(log) == last
    tab = open_tab()
    page = tab.page
    tab.goto(f"/matches/{match_id}/replay/")

    def at(seq: int) -> None:
        page.wait_for_selector(f"#replay[data-seq='{seq}']", state="attached")

    at(0)
    assert page.locator("#board .area .assistant").count() == 0
    assert page.inner_text("#current") == "The start of the match."
    page.click("#forward")
    at(1)
    # "Seat 0 kept one of two order cards" is shown with the seat's name.
    assert page.inner_text("#current").endswith(log[0]["text"].split(" ", 2)[2])
    page.click("#last")
    at(last)
    end_board = page.inner_html("#board")
    assert "game over" in page.inner_text("#board")
    page.click("#back")
    at(last - 1)
    # The controls are reachable and usable by keyboard: Back, the slider, then Next.
    page.focus("#back")
    page.keyboard.press("Tab")
    page.keyboard.press("Tab")
    assert page.evaluate("document.activeElement.id") == "forward"
    page.keyboard.press("Enter")
    at(last)
    assert page.inner_html("#board") == end_board
    # The spectator's replay holds nobody's hidden cards: the view at seq 2 as a spectator.
    spectator_view = api_client().get(f"/matches/{match_id}/view?seq=2")["state"]
    assert "you" not in spectator_view
    tab.shoot("replay")


def test_a_seat_page_holds_no_other_seat_hidden_cards(open_tab: Any, api_client: Any) -> None:
    tab = open_tab()
    page = tab.page
    bodies: list[str] = []

    def keep_api_body(route: Any) -> None:
        # Every API answer the page read, caught on the way in (a listener on responses can
        # lose the body of a page navigated away from). The stream never ends while the match
        # runs; what it brought is in the page (the log).
        if "/stream" in route.request.url:
            route.continue_()
            return
        response = route.fetch()
        bodies.append(response.text())
        route.fulfill(response=response)

    page.route("**/api/v1/**", keep_api_body)
    sign_up(tab, unique("carol"))
    page.wait_for_selector("#create #seat-1")
    page.select_option("#game", "yokohama")
    page.select_option("#seat-1", "open")
    page.click("#create button[type=submit]")
    page.wait_for_url(re.compile(r"/matches/\d+/$"))
    match_id = int(page.url.rstrip("/").rsplit("/", 1)[1])
    # While seat 1 is open, the creator may start at once with a bot in it (not done here).
    page.wait_for_selector("#start")
    dave = api_client(unique("dave"))
    dave.post(f"/matches/{match_id}/join", {}, expect=200)
    page.wait_for_function("() => document.querySelector('#match').dataset.status === 'active'")
    page.wait_for_selector("#hand li[data-order]")
    own = [el.get_attribute("data-order") for el in page.query_selector_all("#hand li[data-order]")]
    assert len(own) == 2  # carol sees her own setup draw
    dave_view = dave.get(f"/matches/{match_id}")["state"]
    hidden = {o["id"] for o in dave_view["you"]["setup_draw"]}
    assert len(hidden) == 2

    def leaks() -> list[str]:
        everything = page.content() + "".join(bodies)
        return [card for card in hidden if re.search(rf"\b{card}\b", everything)]

    assert leaks() == []
    # Both keep a card (carol by clicking); dave's kept card stays hidden, as does his other.
    page.click("#actions button.action >> nth=0")
    page.wait_for_selector("#match[data-seq='1']", state="attached")
    dave.post(
        f"/matches/{match_id}/actions",
        {
            "expected_seq": dave.get(f"/matches/{match_id}/legal-actions")["seq"],
            "action": f"keep_order:{sorted(hidden)[0]}",
        },
    )
    page.wait_for_function(
        "() => [...document.querySelectorAll('#log li')].length >= 2", timeout=WAIT_MS
    )
    assert "kept one of two order cards" in page.inner_text("#log")
    # Let the answers in flight arrive (and be read) before the tab closes.
    page.unroute_all(behavior="wait")
    assert any('"setup_draw"' in body for body in bodies)  # carol's own view was read
    assert leaks() == []


def test_the_lists_and_a_tournament_page_render_on_a_phone(open_tab: Any, api_client: Any) -> None:
    from django.contrib.auth import get_user_model

    from games.tournaments import services as tournaments
    from games.tournaments.models import Table

    alice = api_client(unique("alice"))
    waiting = alice.post(
        "/matches", {"game": "yokohama", "players": 3, "bots": [{"seat": 1, "kind": "random"}]}
    )
    cup = tournaments.tournament_create(
        name="Browser cup", game="yokohama", table_size=2, rounds=1, seed=4
    )
    # Accounts, not bots: bot entrants would play both tables out through the worker, which
    # the test's teardown then waits for (100 s) while the pages need only the tables.
    for _ in range(4):
        entrant = get_user_model().objects.create_user(username=unique("entrant"))
        tournaments.tournament_register(tournament_id=cup.pk, user=entrant)
    tournaments.tournament_round_start(tournament_id=cup.pk)
    match_ids = sorted(
        Table.objects.filter(round__tournament=cup).values_list("match_id", flat=True)
    )
    tab = open_tab(viewport={"width": 390, "height": 844})
    page = tab.page
    tab.goto("/lobby/")
    page.wait_for_selector(f"#open a[href='/matches/{waiting['id']}/']")
    tab.goto("/live/")
    page.wait_for_selector("#active tbody tr, #finished tbody tr")
    tab.goto("/tournaments/")
    page.click("text=Browser cup")
    page.wait_for_selector("#rounds table")
    linked = sorted(
        int(href.strip("/").rsplit("/", 1)[1])
        for href in page.eval_on_selector_all(
            "#rounds a[href^='/matches/']:not([href$='/replay/'])",
            "links => links.map((a) => a.getAttribute('href'))",
        )
    )
    assert linked == match_ids
    assert page.locator("#standings tbody tr").count() == 4
    tab.shoot("tournament")
