"""The Shinjuku and Yamatai boards in a real browser: drawn from the viewer's view, played by
keyboard, and holding nothing the viewer may not see."""

from __future__ import annotations

import json
import random
import re
from typing import Any

from games.engine.registry import get_game
from tests.web.conftest import sign_in, unique

# The page waits on this seat alone (the bot has answered; in Yokohama's simultaneous setup a
# click before that would be stale), or the match is over.
READY = (
    "() => document.querySelector('#match').dataset.status === 'finished'"
    " || (document.querySelectorAll('#actions button.action:not([disabled])').length > 0"
    " && /^Your turn \\([^,]* to move\\)/.test(document.querySelector('#summary').textContent))"
)
# A board element that one legal action points at (Enter submits it at once).
ONE_ACTION = "#board [data-target].target[data-actions]:not([data-actions*=' '])"


def create_against_a_bot(tab: Any, game: str, options: tuple[str, ...] = ()) -> int:
    page = tab.page
    sign_in(tab, unique("kb"))
    page.wait_for_selector("#create #seat-1")
    page.select_option("#game", game)
    for option in options:
        page.check(f"#opt-{option}")
    page.select_option("#seat-1", "random")
    page.click("#create button[type=submit]")
    page.wait_for_url(re.compile(r"/matches/\d+/$"))
    return int(page.url.rstrip("/").rsplit("/", 1)[1])


def settled_view(page: Any, api: Any, match_id: int) -> Any:
    """The match's view once it waits on the page's seat (nothing moves until the page acts),
    with the page showing that same seq."""
    page.wait_for_function(READY)
    match = api.get(f"/matches/{match_id}")
    page.wait_for_selector(f"#match[data-seq='{match['seq']}']", state="attached")
    return match["state"]


def play_until_a_board_target(page: Any, rng: random.Random) -> None:
    """Click action buttons until the board itself holds a target of one legal action."""
    for _ in range(300):
        page.wait_for_function(READY)
        assert page.locator("#match").get_attribute("data-status") == "active"
        if page.locator(ONE_ACTION).count():
            return
        buttons = page.locator("#actions button.action:not([disabled])")
        before = page.locator("#match").get_attribute("data-seq")
        buttons.nth(rng.randrange(buttons.count())).click()
        page.wait_for_function(
            "(before) => document.querySelector('#match').dataset.seq !== before"
            " || !document.querySelector('#problem').hidden",
            arg=before,
        )
    raise AssertionError("no board target in 300 decisions")


def act_by_keyboard(page: Any, api: Any, match_id: int) -> str:
    """Tab from the last action button onto the board (only targets take the focus), press
    Enter on a target of one action, and check that action reached the match's log."""
    page.focus("#actions button.action >> nth=-1")
    focused: dict[str, Any] = {}
    for _ in range(400):
        page.keyboard.press("Tab")
        focused = page.evaluate(
            "() => { const el = document.activeElement;"
            " return { board: Boolean(el.closest('#board')) && el.id !== 'board',"
            " target: el.classList.contains('target'),"
            " role: el.getAttribute('role'), label: el.getAttribute('aria-label'),"
            " actions: el.dataset.actions ?? null }; }"
        )
        if not focused["board"]:
            continue
        assert focused["target"], f"a board element that is no target took the focus: {focused}"
        assert focused["role"] == "button", focused
        assert focused["label"], focused
        if focused["actions"] and " " not in focused["actions"]:
            break
    else:
        raise AssertionError("Tab never reached a board target of one action")
    notation = focused["actions"]
    before = int(page.locator("#match").get_attribute("data-seq"))
    page.keyboard.press("Enter")
    page.wait_for_function(
        "(before) => Number(document.querySelector('#match').dataset.seq) > before", arg=before
    )
    entry = api.get(f"/matches/{match_id}/actions?after={before}&limit=1")["results"][0]
    assert entry["notation"] == notation
    return str(notation)


def test_a_shinjuku_match_draws_its_map_and_takes_a_move_by_keyboard(
    open_tab: Any, api_client: Any
) -> None:
    tab = open_tab()
    page = tab.page
    match_id = create_against_a_bot(tab, "shinjuku", ("kaiju", "ceo"))
    page.wait_for_selector("#board svg.shinjuku")
    view = settled_view(page, api_client(), match_id)
    assert page.locator("#board .station").count() == 44
    assert page.locator("#board .connection").count() == 67
    assert page.locator("#board .ward").count() == 24  # 23 wards and Tokyo Bay
    assert page.locator("#board .queue-slot").count() == len(view["queue"])
    assert page.locator("#board .star-stack").count() == len(view["star_track"]["stacks_left"])
    assert page.locator("#seats tbody tr").count() == view["players"]
    play_until_a_board_target(page, random.Random(4))
    notation = act_by_keyboard(page, api_client(), match_id)
    assert ":" in notation  # an action with a place to point at, not a bare choice
    # What the board draws follows the view: the viewer's cards, buildings and rails.
    state = settled_view(page, api_client(), match_id)
    assert page.locator("#board .shop, #board .dept-store").count() == len(state["stations"])
    assert page.locator("#board .connection .rail").count() == len(state["rails"])
    tab.shoot("shinjuku-match")


def test_a_yamatai_match_draws_its_islands_and_takes_a_move_by_keyboard(
    open_tab: Any, api_client: Any
) -> None:
    tab = open_tab()
    page = tab.page
    match_id = create_against_a_bot(tab, "yamatai")
    page.wait_for_selector("#board svg.yamatai")
    state = settled_view(page, api_client(), match_id)
    assert page.locator("#board .island").count() == len(state["board"]["islands"]) == 34
    assert page.locator("#board .space").count() == 66
    assert page.locator("#board .space .boat").count() == len(state["board"]["spaces"])
    assert page.locator("#board .island .token").count() == sum(
        1 for island in state["board"]["islands"] if island["token"]
    )
    assert page.locator("#board .fleet-tile").count() == len(state["fleet_track"]["face_up"]) + len(
        state["fleet_tiles_taken"]
    )
    assert page.locator("#board .specialist").count() == len(state["specialist_display"])
    assert page.locator("#board .tile").count() == len(state["building_row"])
    play_until_a_board_target(page, random.Random(5))
    act_by_keyboard(page, api_client(), match_id)
    page.wait_for_function(READY)
    tab.shoot("yamatai-match")


def test_a_yokohama_board_target_acts_by_keyboard_too(open_tab: Any, api_client: Any) -> None:
    tab = open_tab()
    page = tab.page
    match_id = create_against_a_bot(tab, "yokohama")
    page.wait_for_selector("#board svg.yokohama")
    # Before any target exists, no board element is in the Tab order.
    assert (
        page.locator("#board [data-target][tabindex='0']").count()
        == page.locator("#board .target").count()
    )
    play_until_a_board_target(page, random.Random(6))
    act_by_keyboard(page, api_client(), match_id)


def keep_api_bodies(page: Any) -> list[str]:
    """Every API answer the page reads, caught on the way in (the stream excepted: it never
    ends while the match runs, and what it brings is in the page)."""
    bodies: list[str] = []

    def keep(route: Any) -> None:
        if "/stream" in route.request.url:
            route.continue_()
            return
        response = route.fetch()
        bodies.append(response.text())
        route.fulfill(response=response)

    page.route("**/api/v1/**", keep)
    return bodies


def views_read(bodies: list[str]) -> list[Any]:
    states = []
    for body in bodies:
        try:
            data = json.loads(body)
        except ValueError:
            continue
        if isinstance(data, dict) and isinstance(data.get("state"), dict):
            states.append(data["state"])
    return states


def join_in_the_browser(tab: Any, match_id: int) -> None:
    sign_in(tab, unique("carol"))
    tab.goto(f"/matches/{match_id}/")
    tab.page.click("#join")
    tab.page.wait_for_function("() => document.querySelector('#match').dataset.status === 'active'")


def test_a_shinjuku_seat_page_holds_no_other_seat_hand_or_screen(
    open_tab: Any, api_client: Any
) -> None:
    dave = api_client(unique("dave"))
    match = dave.post("/matches", {"game": "shinjuku", "players": 2})
    tab = open_tab()
    page = tab.page
    bodies = keep_api_bodies(page)
    join_in_the_browser(tab, match["id"])
    page.wait_for_selector("#board svg.shinjuku")
    dave_state = dave.get(f"/matches/{match['id']}")["state"]
    dave_seat = dave_state["viewer"]
    assert dave_state["seats"][dave_seat]["hand"], "dave holds cards"
    carol_seat = 1 - dave_seat
    page.unroute_all(behavior="wait")
    states = views_read(bodies)
    assert states, "the page read its views"
    for state in states:
        assert state["viewer"] == carol_seat
        assert state["seats"][dave_seat]["hand"] is None
        assert state["seats"][dave_seat]["customers"] is None
        assert state["seats"][dave_seat]["stars"] is None
    # The board draws carol's own cards, as many as she holds, and nobody else's.
    own = states[-1]["seats"][carol_seat]
    cards = page.eval_on_selector_all(
        "#board [data-card]", "cards => cards.map((c) => c.dataset.card)"
    )
    assert sorted(cards) == sorted(w for w, n in own["hand"].items() for _ in range(n))
    assert len(cards) == own["hand_count"]
    dave_row = page.locator(f"#seats tr[data-seat='{dave_seat}']").inner_text()
    assert "hidden" in dave_row


def seed_where_the_first_seat_may_look_at_tiles() -> int:
    """A Yamatai seed (2 players) where seat 0 moves first and fleet tile 3 (look at the top
    three building tiles) lies face up: found with the engine, as the server will deal it."""
    game = get_game("yamatai")
    config = game.normalize_config(players=2, options={})
    for seed in range(1, 500):
        state = game.initial_state(config, seed)
        if game.current_seats(state) == (0,) and any(
            a.to_notation() == "fleet:3" for a in game.legal_actions(state, 0)
        ):
            return seed
    raise AssertionError("no such seed in 500")


def test_a_yamatai_seat_page_holds_no_tiles_another_seat_looks_at(
    open_tab: Any, api_client: Any
) -> None:
    dave = api_client(unique("dave"))
    seed = seed_where_the_first_seat_may_look_at_tiles()
    match = dave.post("/matches", {"game": "yamatai", "players": 2, "seed": seed})
    match_id = match["id"]
    tab = open_tab()
    page = tab.page
    bodies = keep_api_bodies(page)
    join_in_the_browser(tab, match_id)
    page.wait_for_selector("#board svg.yamatai")
    state = dave.get(f"/matches/{match_id}")["state"]
    assert state["viewer"] == 0
    assert state["decision"]["seat"] == 0, "dave (seat 0) moves first"

    def play(notation: str) -> None:
        legal = dave.get(f"/matches/{match_id}/legal-actions")
        assert notation in [a["notation"] for a in legal["actions"]], legal
        dave.post(
            f"/matches/{match_id}/actions", {"expected_seq": legal["seq"], "action": notation}
        )

    play("fleet:3")
    play("peek")
    after = dave.get(f"/matches/{match_id}")
    looked_at = after["state"]["turn"]["peek"]
    assert len(looked_at) == 3, after["state"]["turn"]
    page.wait_for_selector(f"#match[data-seq='{after['seq']}']", state="attached")
    page.wait_for_selector(f"#log li[data-seq='{after['seq']}']", state="attached")
    page.unroute_all(behavior="wait")
    everything = page.content() + "".join(bodies)
    assert [tile for tile in looked_at if re.search(rf"\b{tile}\b", everything)] == []
    assert all(s["turn"]["peek"] is None for s in views_read(bodies) if s["turn"])
    assert all(s["turn"]["peek_tiles"] is None for s in views_read(bodies) if s["turn"])
    assert page.locator("#board .tile.peek").count() == 0
