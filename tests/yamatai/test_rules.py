"""Rules and rulings of RULES.md, one position at a time."""

from __future__ import annotations

import copy
from typing import Any

import pytest

from games.engine.errors import IllegalAction, InvalidConfig
from games.yamatai import GAME, scoring
from games.yamatai.components import C, ComponentDataError, load
from games.yamatai.state import (
    CHOOSE_3B,
    DOCK,
    EMPTY,
    END,
    FLEET,
    PALACE,
    PLACE,
    RECRUIT,
    SACRED,
    STANDARD,
    TAKE,
    TOKEN,
    TORII,
    TRADE,
    State,
)
from tests.yamatai.helpers import new_game, random_steps
from tests.yamatai.scenario import (
    COL,
    CUL,
    SP,
    TILE,
    at,
    boat,
    building,
    do,
    empty_board,
    give,
    isl,
    legal,
    placed,
    row_with,
    sp,
    token,
    torii,
)

# ----------------------------------------------------------------------------- setup


@pytest.mark.parametrize("players", [2, 3, 4])
def test_setup(players: int) -> None:
    s = new_game(players, seed=players)
    tokens = [o for o in s.occ if TOKEN <= o < STANDARD]
    assert len(tokens) == 30
    assert sum(1 for o in s.occ if o == 0) == 4
    assert sum(s.mountain) == 7
    assert sum(1 for i, o in enumerate(s.occ) if o == 0 and s.mountain[i]) == 1  # blank mountain
    for t in range(6):  # one mountain per culture type
        assert sum(1 for i, o in enumerate(s.occ) if o == TOKEN + t and s.mountain[i]) == 1
    assert len(s.display) == 5
    assert s.display_coins == [0] * 5
    assert len(s.spec_deck) == 13
    assert len(s.row) == 5
    assert len(s.deck) == 23
    assert sorted(s.track) == list(range(1, 11))
    assert s.up == 5
    assert all(p.coins == 10 for p in s.players)
    assert all(p.pieces == {2: 10, 3: 8, 4: 6}[players] for p in s.players)
    if players == 2:
        assert len(s.order) == 4
        assert sorted(s.order[:2]) == [0, 1]
        assert sorted(s.order[2:]) == [0, 1]
    else:
        assert sorted(s.order) == list(range(players))
    assert s.phase == FLEET


def test_seed_decides_setup() -> None:
    assert new_game(4, seed=1) == new_game(4, seed=1)
    assert new_game(4, seed=1) != new_game(4, seed=2)


def test_normalize_config_names_the_bad_field() -> None:
    assert GAME.normalize_config(players=3, options={})["price_wood"] == 2
    assert GAME.normalize_config(players=3, options={})["take_all_tokens"] is True
    with pytest.raises(InvalidConfig, match="players"):
        GAME.normalize_config(players=5, options={})
    with pytest.raises(InvalidConfig, match="players"):
        GAME.normalize_config(players=True, options={})
    with pytest.raises(InvalidConfig, match="colour_blind"):
        GAME.normalize_config(players=3, options={"colour_blind": True})
    with pytest.raises(InvalidConfig, match="price_stone"):
        GAME.normalize_config(players=3, options={"price_stone": "3"})
    with pytest.raises(InvalidConfig, match="price_clay"):
        GAME.normalize_config(players=3, options={"price_clay": 99})
    with pytest.raises(InvalidConfig, match="take_all_tokens"):
        GAME.normalize_config(players=3, options={"take_all_tokens": 1})


def test_component_data_errors_name_the_path() -> None:
    good = C.raw
    bad = copy.deepcopy(good)
    bad["building_tiles"][3]["boats"][0] = "silk"
    with pytest.raises(ComponentDataError, match=r"building_tiles\[3\]\.boats\[0\]"):
        load(bad)
    bad = copy.deepcopy(good)
    bad["board"]["links"][5] = ["s01", "s99"]
    with pytest.raises(ComponentDataError, match=r"board\.links\[5\]"):
        load(bad)
    bad = copy.deepcopy(good)
    del bad["specialists"][4]["pp"]
    with pytest.raises(ComponentDataError, match=r"specialists\[4\]\.pp"):
        load(bad)
    bad = copy.deepcopy(good)
    bad["board"]["islands"][0]["adjacent_spaces"].append("s66")
    with pytest.raises(ComponentDataError, match=r"islands\[0\]\.adjacent_spaces"):
        load(bad)
    bad = copy.deepcopy(good)
    bad["fleet_tiles"][2]["effect"] = "fly"
    with pytest.raises(ComponentDataError, match=r"fleet_tiles\[2\]\.effect"):
        load(bad)
    bad = copy.deepcopy(good)
    bad["fleet_tiles"][2]["params"] = {}
    with pytest.raises(ComponentDataError, match=r"fleet_tiles\[2\]\.params\.tiles"):
        load(bad)
    assert load(copy.deepcopy(good)).colours == C.colours


def test_every_item_carries_a_source_mark() -> None:
    raw = C.raw
    for key in ("boat_colors", "player_colors", "fleet_tiles", "specialists", "building_tiles"):
        assert all("source" in item for item in raw[key]), key
    assert all(b["source"] == "DESIGNED" for b in raw["building_tiles"])
    assert all(s["source"]["pp"] == "DESIGNED" for s in raw["specialists"])
    assert "DESIGNED" in raw["board"]["source"]


# ----------------------------------------------------------------------------- fleet


def test_fleet_tile_gives_its_boats_and_tile_10_a_colour_of_choice() -> None:
    s = at(empty_board(), FLEET)
    s.track = [10, 7, 1, 2, 3, 4, 5, 6, 8, 9]
    s.supply[COL["gold"]] = 1
    assert legal(s) == ["fleet:1", "fleet:2", "fleet:3", "fleet:7", "fleet:10"]
    after = do(s, "fleet:10")
    p = after.players[0]
    assert p.pool[COL["clay"]] == 1
    assert p.pool[COL["wood"]] == 1
    assert legal(after) == [f"colour:{c}" for c in C.colours]  # gold included
    after = do(after, "colour:gold")
    assert after.players[0].pool[COL["gold"]] == 1
    assert after.phase == TRADE
    assert after.track == [7, 1, 2, 3, 4, 5, 6, 8, 9]
    assert after.up == 4


def test_an_exhausted_colour_gives_nothing() -> None:
    s = at(empty_board(), FLEET)
    s.track = [6, 1, 2, 3, 4, 5, 7, 8, 9, 10]
    s.supply[COL["bamboo"]] = 0
    after = do(s, "fleet:6")
    assert after.players[0].pool[COL["wood"]] == 1
    assert after.players[0].pool[COL["bamboo"]] == 0


# ----------------------------------------------------------------------------- trade


def test_trade_prices_gold_and_one_trade() -> None:
    s = at(empty_board(), TRADE, fleet_tile=1)
    give(s, 0, pool="wood gold")
    options = legal(s)
    assert {"buy:bamboo", "buy:wood", "buy:stone", "buy:clay"} <= set(options)
    assert "buy:gold" not in options
    assert "sell:gold" not in options
    after = do(s, "buy:wood")
    assert after.players[0].coins == 8
    assert after.phase == PLACE
    after = do(s, "sell:wood")
    assert after.players[0].coins == 12


def test_price_option_changes_the_mat() -> None:
    s = at(empty_board(price_wood=5), TRADE, fleet_tile=1)
    assert do(s, "buy:wood").players[0].coins == 5


def test_tomoe_susanoo_izanagi() -> None:
    s = at(empty_board(), TRADE, fleet_tile=1)
    s.players[0].specialists = [SP["tomoe"], SP["susanoo"], SP["izanagi"]]
    give(s, 0, pool="gold stone clay")
    assert {"buy:gold", "sell:gold"} <= set(legal(s))
    after = do(s, "sell:stone")
    assert after.players[0].coins == 16
    assert after.phase == TRADE
    after = do(after, "sell:clay")
    assert after.players[0].coins == 23
    assert after.phase == PLACE
    assert do(s, "buy:gold").players[0].coins == 5


def test_no_effects_between_izanagi_trades() -> None:
    """Y5: step 2 is one window boundary on each side, not between Izanagi's two trades
    (else Raijin could turn the first trade's boats into gold for Tomoe to sell)."""
    s = at(empty_board(), TRADE, fleet_tile=5)
    p = s.players[0]
    p.specialists = [SP["izanagi"], SP["tomoe"], SP["raijin"], SP["hetsuka"]]
    p.culture = [1, 0, 0, 0, 0, 0]
    give(s, 0, pool="bamboo wood")
    effects = ("raijin:", "hetsuka:", "sacred:")
    before = legal(s)
    assert all(any(o.startswith(e) for o in before) for e in effects)  # before step 2
    mid = do(s, "buy:bamboo")
    assert mid.phase == TRADE
    assert mid.trades == 1
    options = legal(mid)
    assert "sell:bamboo" in options
    assert "pass" in options
    assert not any(o.startswith(effects) for o in options)
    for notation in ("raijin:bamboo.bamboo", "hetsuka:drum", "sacred:i01"):
        with pytest.raises(IllegalAction, match="not legal"):
            do(mid, notation)
    # Between step 2 and 3A the window opens again, after a second trade or a pass.
    for after in (do(mid, "sell:wood"), do(mid, "pass")):
        assert after.phase == PLACE
        options = legal(after)
        assert all(any(o.startswith(e) for o in options) for e in effects)


# ----------------------------------------------------------------------------- placement


def test_first_boat_on_entry_or_next_to_its_colour_then_a_chain() -> None:
    s = at(empty_board(), PLACE, fleet_tile=1)
    boat(s, "s27", "stone")  # s27 links s19 (entry), s20, s34
    give(s, 0, pool="stone bamboo")
    options = legal(s)
    places = {o for o in options if o.startswith("place:")}
    entries = {C.space_ids[e] for e in C.entry_spaces}
    assert {f"place:bamboo:{e}" for e in entries} <= places
    assert "place:stone:s20" in places
    assert "place:stone:s34" in places
    assert "place:bamboo:s20" not in places  # not next to a bamboo boat
    after = do(s, "place:stone:s20")
    nxt = {o for o in legal(after) if o.startswith("place:")}
    # only spaces linked to the last boat, any colour; no effects mid-chain
    assert nxt == {"place:bamboo:s13", "place:bamboo:s28"}
    assert legal(after)[-1] == "pass"


def test_toyo_tama_makes_edge_spaces_entries() -> None:
    s = at(empty_board(), PLACE, fleet_tile=1)
    give(s, 0, pool="bamboo")
    assert "place:bamboo:s01" not in legal(s)
    s.players[0].specialists = [SP["toyo_tama"]]
    s._legal = None
    assert "place:bamboo:s01" in legal(s)
    assert "place:bamboo:s07" not in legal(s)  # not an edge space


def test_no_boat_placed_means_no_step_3b() -> None:
    s = at(empty_board(), PLACE, fleet_tile=1)
    give(s, 0, pool="bamboo")
    token(s, "i03")
    after = do(s, "pass")
    assert after.phase == DOCK


# ----------------------------------------------------------------------------- take


def test_take_is_mandatory_and_limited_by_the_matching() -> None:
    s = at(empty_board(), CHOOSE_3B, fleet_tile=1)
    placed(s, "s03", "bamboo")  # i03, i04
    token(s, "i03", "drum")
    token(s, "i04", "fan")
    options = legal(s)
    assert "pass" not in options
    assert {"take:i03", "take:i04"} <= set(options)
    after = do(s, "take:i03")
    # one boat pays for one token: TAKE is over and the turn went on
    assert after.phase not in (CHOOSE_3B, TAKE)
    assert after.players[0].culture[CUL["drum"]] == 1
    assert after.occ[isl("i04")] == TOKEN + CUL["fan"]


def test_take_reaches_the_maximum_matching() -> None:
    s = at(empty_board(), CHOOSE_3B, fleet_tile=1)
    placed(s, "s01", "bamboo")  # i01, i02
    placed(s, "s07", "bamboo")  # i01, i02, i08
    token(s, "i01")
    token(s, "i02")
    token(s, "i08")
    s.last_space = sp("s07")
    after = do(s, "take:i01")
    assert after.phase == TAKE
    assert set(legal(after)) == {"take:i02", "take:i08"}
    after = do(after, "take:i08")
    assert sum(after.players[0].culture) == 2
    assert after.phase != TAKE
    # i01 first then i02: s01 and s07 both used -> i08 cannot be taken as well
    after = do(do(s, "take:i01"), "take:i02")
    assert sum(after.players[0].culture) == 2
    assert after.occ[isl("i08")] != 0


def test_take_optional_mode_allows_stopping() -> None:
    s = at(empty_board(take_all_tokens=False), CHOOSE_3B, fleet_tile=1)
    placed(s, "s07", "bamboo")
    placed(s, "s01", "bamboo")
    token(s, "i01")
    token(s, "i02")
    after = do(s, "take:i01")
    assert "pass" in legal(after)
    assert sum(do(after, "pass").players[0].culture) == 1


def test_take_leaves_the_mountain_and_ebisu_takes_one_more_anywhere() -> None:
    s = at(empty_board(), CHOOSE_3B, fleet_tile=1)
    s.players[0].specialists = [SP["ebisu"]]
    placed(s, "s03", "bamboo")
    token(s, "i03", "vase")
    s.mountain[isl("i03")] = 1
    token(s, "i30", "mask")
    after = do(s, "take:i03")
    assert after.mountain[isl("i03")] == 1
    assert after.occ[isl("i03")] == 0
    assert legal(after) == ["ebisu:i30"]  # mandatory (Y15)
    after = do(after, "ebisu:i30")
    assert after.players[0].culture[CUL["mask"]] == 1


def test_nothing_to_take_or_build_skips_3b() -> None:
    s = at(empty_board(), PLACE, fleet_tile=1)
    give(s, 0, pool="bamboo")
    for i in range(len(s.occ)):
        s.occ[i] = SACRED
    # the lone boat placed, nothing else to decide: 3B, dock, recruit are resolved at once
    after = do(s, "place:bamboo:s03")
    assert after.phase == FLEET
    assert after.turn == 1
    assert sum(after.players[0].culture) == 0
    assert after.players[0].built == []


# ----------------------------------------------------------------------------- build


def build_position(**options: Any) -> State:
    s = at(empty_board(**options), CHOOSE_3B, fleet_tile=1)
    row_with(s, "b05", "b01", "t01")  # b05: bamboo x2 + clay; b01: bamboo x2 (trading post)
    return s


def test_build_requirement_counts_every_adjacent_boat() -> None:
    s = build_position()
    # island i03: spaces s02 s03 s08 s09 s15
    boat(s, "s02", "bamboo")  # someone else's old boat counts too
    boat(s, "s08", "clay")
    placed(s, "s03", "bamboo")
    options = legal(s)
    assert "build:b05:i03" in options
    assert "build:b01:i03" in options
    assert "build:t01:i03" not in options  # needs wood and gold
    after = do(s, "build:b05:i03")
    assert after.occ[isl("i03")] == STANDARD + 0
    assert after.players[0].built == [TILE["b05"]]
    assert after.row == [TILE["b01"], TILE["t01"]]  # no refill before the end of the round
    assert after.boats[sp("s03")] == COL["bamboo"]  # the boats stay


def test_build_needs_an_empty_island_next_to_a_boat_placed_this_turn() -> None:
    s = build_position()
    boat(s, "s02", "bamboo")
    boat(s, "s08", "bamboo")
    boat(s, "s09", "clay")
    placed(s, "s01", "stone")  # adjacent to i01, i02 only
    assert not any(o.startswith("build:") and o.endswith(":i03") for o in legal(s))
    s2 = build_position()
    placed(s2, "s03", "bamboo")
    boat(s2, "s02", "bamboo")
    s2.occ[isl("i03")] = SACRED
    s2.occ[isl("i04")] = SACRED
    assert not any(o.startswith("build:") for o in legal(s2))


def test_fleet_9_ignores_one_boat_and_is_used_up() -> None:
    s = build_position()
    placed(s, "s03", "bamboo")
    boat(s, "s02", "bamboo")
    assert "build:b05:i03" not in legal(s)
    s.fleet_tile = 9
    s._legal = None
    assert "build:b05:i03" in legal(s)
    s.players[0].culture = [2, 0, 0, 0, 0, 0]  # so the turn stops at the recruit decision
    after = do(s, "build:b05:i03")
    assert after.phase == RECRUIT
    assert after.effect_used == 1
    assert TILE["b05"] in after.players[0].built


def test_no_standard_piece_left_blocks_standard_tiles_only() -> None:
    s = build_position()
    placed(s, "s03", "bamboo")
    boat(s, "s02", "bamboo")
    boat(s, "s08", "wood")
    boat(s, "s09", "gold")
    s.players[0].pieces = 0
    options = legal(s)
    assert "build:b01:i03" not in options
    assert "build:t01:i03" in options


def test_bonuses_mountain_torii_and_group_coins() -> None:
    s = build_position()
    placed(s, "s03", "bamboo")
    boat(s, "s02", "bamboo")
    s.mountain[isl("i03")] = 1
    torii(s, "i09")
    building(s, "i02", 0)  # neighbours of i03: i02 i04 i09 i10
    building(s, "i04", 0)
    after = do(s, "build:b01:i03")  # trading post
    p = after.players[0]
    assert p.prestige == 2  # mountain + torii
    assert p.coins == 10 + 2 * 3  # group of 3, doubled for the trading post
    assert "build:b05:i03" not in legal(s)  # b05 needs a clay boat
    s2 = build_position()
    placed(s2, "s03", "bamboo")
    boat(s2, "s02", "bamboo")
    boat(s2, "s08", "clay")
    building(s2, "i02", 0)
    building(s2, "i01", 0)  # connected through i02: the whole group counts
    building(s2, "i10", 1)  # another seat's building does not
    after = do(s2, "build:b05:i03")
    assert after.players[0].coins == 13
    assert after.players[0].prestige == 0


def test_kagutsuchi_rewards_an_isolated_standard_building() -> None:
    s = build_position()
    s.players[0].specialists = [SP["kagutsuchi"]]
    placed(s, "s03", "bamboo")
    boat(s, "s02", "bamboo")
    assert do(s, "build:b01:i03").players[0].prestige == 1
    building(s, "i04", 0)
    s._legal = None
    after = do(s, "build:b01:i03")
    assert after.players[0].prestige == 0
    assert after.players[0].coins == 14


def test_prestige_buildings_give_no_bonus_unless_awashima() -> None:
    s = build_position()
    placed(s, "s03", "bamboo")
    boat(s, "s02", "bamboo")
    boat(s, "s08", "wood")
    boat(s, "s09", "gold")
    s.mountain[isl("i03")] = 1
    building(s, "i04", 0)
    after = do(s, "build:t01:i03")
    assert after.occ[isl("i03")] == TORII
    assert after.players[0].prestige == 0
    assert after.players[0].coins == 10
    assert after.players[0].pieces == s.players[0].pieces  # no standard piece used
    s.players[0].specialists = [SP["awashima"]]
    s._legal = None
    after = do(s, "build:t01:i03")
    assert after.players[0].prestige == 1
    assert after.players[0].coins == 12


def test_ananda_toll() -> None:
    s = build_position()
    s.players[1].specialists = [SP["ananda"]]
    placed(s, "s03", "bamboo")
    boat(s, "s02", "bamboo")
    building(s, "i04", 1)
    building(s, "i10", 1)
    after = do(s, "build:b01:i03")
    assert after.players[0].coins == 8
    assert after.players[1].coins == 12
    s.players[0].coins = 1
    s._legal = None
    assert "build:b01:i03" not in legal(s)
    s.players[0].coins = 10
    s.players[1].specialists = []
    s.players[0].specialists = [SP["ananda"]]  # the owner never pays
    s._legal = None
    assert do(s, "build:b01:i03").players[0].coins == 10


def test_reserved_tile_is_built_only_in_a_later_round() -> None:
    s = build_position()
    placed(s, "s03", "bamboo")
    boat(s, "s02", "bamboo")
    tile = TILE["b11"]  # bamboo x3 + wood
    s.deck = [t for t in s.deck if t != TILE["b01"]]
    s.row = [TILE["b01"]]
    s.players[0].reserved = [[TILE["b04"], s.round]]
    s.deck = [t for t in s.deck if t != TILE["b04"]]
    boat(s, "s09", "stone")
    assert "build:b04:i03" not in legal(s)
    s.players[0].reserved = [[TILE["b04"], s.round - 1]]
    s._legal = None
    after = do(s, "build:b04:i03")
    assert after.players[0].reserved == []
    assert TILE["b04"] in after.players[0].built
    del tile


# ----------------------------------------------------------------------------- dock


def test_dock_keeps_the_harbour_unless_full_and_replaced() -> None:
    s = at(empty_board(), DOCK, fleet_tile=1)
    give(s, 0, pool="wood stone", harbour="gold")
    assert set(legal(s)) == {"dock:gold", "dock:wood", "dock:stone"}
    after = do(s, "dock:wood")
    p = after.players[0]
    assert p.harbour[COL["wood"]] == 1
    assert sum(p.harbour) == 1
    assert p.beside[COL["gold"]] == 1
    assert p.beside[COL["stone"]] == 1
    assert sum(p.pool) == 0
    s2 = at(empty_board(), DOCK, fleet_tile=1)
    give(s2, 0, pool="wood stone")
    assert set(legal(s2)) == {"dock:none", "dock:wood", "dock:stone"}


def test_riu_harbour_holds_three() -> None:
    s = at(empty_board(), DOCK, fleet_tile=1)
    s.players[0].specialists = [SP["riu"]]
    give(s, 0, pool="wood stone clay", harbour="gold")
    options = set(legal(s))
    assert "dock:wood.stone.gold" in options
    assert "dock:wood.stone.clay" in options
    assert "dock:wood" not in options  # the gold boat is not dropped without a full harbour
    assert "dock:wood.gold" in options


# ----------------------------------------------------------------------------- recruit


def test_recruit_payments_coins_and_izanami() -> None:
    s = at(empty_board(), RECRUIT, fleet_tile=1)
    p = s.players[0]
    p.culture = [2, 1, 1, 0, 0, 0]
    s.display_coins = [4, 0, 0, 0, 0]
    target = C.specialists[s.display[0]].id
    options = legal(s)
    assert f"recruit:{target}:drum.drum" in options
    assert f"recruit:{target}:drum.fan.lantern" in options
    assert f"recruit:{target}:fan.fan" not in options
    assert f"recruit:{target}:drum.fan" not in options
    s.players[2].specialists = [SP["izanami"]]
    after = do(s, f"recruit:{target}:drum.fan.lantern")
    assert after.players[0].coins == 12
    assert after.players[2].coins == 12
    assert after.players[0].culture == [1, 0, 0, 0, 0, 0]
    assert after.display[0] == EMPTY
    assert s.display[0] in after.players[0].specialists


def test_end_of_round_coins_refill_turn_order_and_fleet_track() -> None:
    s = new_game(4, seed=11)
    rng_state = s.rng
    display = list(s.display)
    tiles = sorted(s.track[:5])[:4]
    remaining_up = [t for t in s.track[:5] if t not in tiles]
    face_down = s.track[5:]
    taken_by = {}
    state = s
    for tile in tiles:
        seat = GAME.current_seats(state)[0]
        taken_by[seat] = tile
        state = do(state, f"fleet:{tile}")
        while state.round == 1 and state.phase != FLEET:
            options = legal(state)
            state = do(state, "pass" if "pass" in options else options[0])
    assert not state.over
    assert state.round == 2
    assert state.order == sorted(taken_by, key=lambda seat: taken_by[seat])
    assert state.track[:6] == remaining_up + face_down[:5]
    assert sorted(state.track[6:]) == tiles
    assert state.up == 5
    assert state.rng != rng_state
    for slot, specialist in enumerate(display):
        if state.display[slot] == specialist:
            assert state.display_coins[slot] == 2


# ----------------------------------------------------------------------------- specialists


def test_once_per_turn_specialists() -> None:
    s = at(empty_board(), TRADE, fleet_tile=1)
    p = s.players[0]
    p.specialists = [SP["raijin"], SP["nakatsu"], SP["michimata"], SP["hetsuka"], SP["kachiko"]]
    p.culture = [1, 1, 0, 0, 0, 0]
    give(s, 0, pool="bamboo wood gold")
    s.occ[isl("i05")] = SACRED
    s.sacred_left -= 1
    options = legal(s)
    assert "raijin:bamboo.wood" in options
    assert "nakatsu:bamboo.clay" in options
    assert "nakatsu:bamboo.gold" not in options
    after = do(s, "raijin:bamboo.wood")
    assert after.players[0].pool == [0, 0, 0, 0, 2]
    assert not any(o.startswith("raijin:") for o in legal(after))
    after = do(after, "nakatsu:stone.stone")
    assert after.players[0].pool == [0, 0, 2, 0, 1]
    after = do(after, "michimata:drum")
    assert after.players[0].pool[COL["gold"]] == 2
    assert after.players[0].culture[0] == 0
    after = do(after, "hetsuka:fan")
    assert after.players[0].coins == 14
    after = do(after, "kachiko:i05")
    assert after.players[0].coins == 12
    assert after.occ[isl("i05")] == 0
    assert not any(o.split(":")[0] in ("hetsuka", "kachiko") for o in legal(after))


def test_boat_gaining_abilities_end_at_docking() -> None:
    s = at(empty_board(), RECRUIT, fleet_tile=1)
    s.players[0].specialists = [SP["michimata"], SP["hetsuka"]]
    s.players[0].culture = [1, 0, 0, 0, 0, 0]
    options = legal(s)
    assert "hetsuka:drum" in options
    assert "michimata:drum" not in options


def test_no_specialist_ability_repeats_across_2p_turns_within_one_turn_only() -> None:
    s = at(empty_board(players=2), END, fleet_tile=1)
    s.players[0].specialists = [SP["hetsuka"]]
    s.players[0].culture = [2, 0, 0, 0, 0, 0]
    s.used = [SP["hetsuka"]]
    assert legal(s) == ["pass"]
    s.used = []
    s._legal = None
    assert legal(s) == ["hetsuka:drum", "pass"]


# ----------------------------------------------------------------------------- fleet effects


def test_fleet_2_reserves_a_tile() -> None:
    s = at(empty_board(), TRADE, fleet_tile=2)
    first = s.row[0]
    after = do(s, f"reserve:{C.buildings[first].id}")
    assert after.players[0].reserved == [[first, s.round]]
    assert first not in after.row
    assert not any(o.startswith("reserve:") for o in legal(after))


def test_fleet_3_peek_and_put_back() -> None:
    s = at(empty_board(), TRADE, fleet_tile=3)
    top = s.deck[:3]
    after = do(s, "peek")
    assert sorted(after.peek) == sorted(top)
    ids = sorted(C.buildings[t].id for t in top)
    assert set(legal(after)) == {f"put_top:{i}" for i in ids} | {f"put_bottom:{i}" for i in ids}
    after = do(after, f"put_bottom:{ids[0]}")
    after = do(after, f"put_top:{ids[1]}")
    after = do(after, f"put_top:{ids[2]}")
    assert after.deck[:2] == [TILE[ids[2]], TILE[ids[1]]]
    assert after.deck[-1] == TILE[ids[0]]
    assert after.phase == TRADE
    assert after.peek == []


def test_fleet_4_moves_a_boat_to_an_empty_linked_space() -> None:
    s = at(empty_board(), TRADE, fleet_tile=4)
    boat(s, "s03", "clay")
    boat(s, "s15", "wood")
    after = do(s, "move_boat:s03")
    assert legal(after) == ["move_to:s09"]
    after = do(after, "move_to:s09")
    assert after.boats[sp("s09")] == COL["clay"]
    assert after.boats[sp("s03")] == EMPTY


def test_fleet_5_sacred_ground() -> None:
    s = at(empty_board(), TRADE, fleet_tile=5)
    token(s, "i01")
    options = legal(s)
    assert "sacred:i02" in options
    assert "sacred:i01" not in options
    after = do(s, "sacred:i02")
    assert after.occ[isl("i02")] == SACRED
    assert after.sacred_left == C.sacred_supply - 1
    s.sacred_left = 0
    s._legal = None
    assert not any(o.startswith("sacred:") for o in legal(s))  # Y19


def test_fleet_6_swaps_tokens_not_mountains() -> None:
    s = at(empty_board(), TRADE, fleet_tile=6)
    token(s, "i01", "drum")
    token(s, "i02", "fan")
    token(s, "i03", "drum")
    s.mountain[isl("i01")] = 1
    after = do(s, "swap_token:i01")
    assert legal(after) == ["swap_token_with:i02"]  # same-type swaps change nothing
    after = do(after, "swap_token_with:i02")
    assert after.occ[isl("i01")] == TOKEN + CUL["fan"]
    assert after.mountain[isl("i01")] == 1


def test_fleet_7_removes_up_to_two_boats() -> None:
    s = at(empty_board(), TRADE, fleet_tile=7)
    boat(s, "s03", "clay")
    boat(s, "s09", "wood")
    boat(s, "s15", "wood")
    supply = list(s.supply)
    after = do(s, "remove_boat:s03")
    assert "pass" in legal(after)
    after = do(after, "remove_boat:s09")
    assert after.supply[COL["clay"]] == supply[COL["clay"]] + 1
    assert after.boats[sp("s15")] == COL["wood"]
    assert after.phase == TRADE
    assert not any(o.startswith("remove_boat") for o in legal(after))


def test_fleet_8_swaps_boats_and_3b_follows_them() -> None:
    s = at(empty_board(), CHOOSE_3B, fleet_tile=8)
    placed(s, "s03", "clay")
    boat(s, "s66", "clay")  # same colour, not placed this turn: the swap still matters
    token(s, "i33")
    after = do(s, "swap_boat:s03")
    assert "swap_boat_with:s66" in legal(after)
    after = do(after, "swap_boat_with:s66")
    assert after.placed == [sp("s66")]
    assert "take:i33" in legal(after)


def test_effects_are_offered_in_each_window_but_not_mid_chain() -> None:
    s = at(empty_board(), PLACE, fleet_tile=5)
    give(s, 0, pool="bamboo bamboo")
    assert any(o.startswith("sacred:") for o in legal(s))
    after = do(s, "place:bamboo:s03")
    assert not any(o.startswith("sacred:") for o in legal(after))
    for phase in (TRADE, DOCK, RECRUIT, END):
        s2 = at(empty_board(), phase, fleet_tile=5)
        assert any(o.startswith("sacred:") for o in legal(s2)), phase


# ----------------------------------------------------------------------------- scoring


def test_scoring_categories() -> None:
    s = empty_board()
    p = s.players[0]
    p.coins = 14
    p.prestige = 3
    p.built = [TILE["b21"], TILE["p03"]]
    p.specialists = [SP["yasoma"]]
    p.reserved = [[TILE["b01"], 1]]
    p.beside = [1, 2, 0, 0, 0]
    assert scoring.breakdown(s, 0) == {
        "coins": 2,
        "prestige_tokens": 3,
        "buildings": 12,
        "specialists": 5,
        "reserved_tiles": -1,
        "boats_beside_harbour": -1,
    }
    p.specialists = [SP["fu_hsi"], SP["amaterasu"]]
    b = scoring.breakdown(s, 0)
    assert b["coins"] == 4
    assert b["prestige_tokens"] == 6
    assert b["specialists"] == 2


def test_ties_go_to_the_earlier_turn_of_the_last_round() -> None:
    s = empty_board(players=2)
    s.order = [1, 0, 0, 1]
    s.phase = "game_over"
    s.end_reason = "boat_colour_exhausted"
    outcome = GAME.outcome(s)
    assert outcome is not None
    by_seat = {r.seat: r for r in outcome.results}
    assert by_seat[0].score == by_seat[1].score
    assert by_seat[1].rank == 1
    assert by_seat[0].rank == 2
    assert by_seat[1].tiebreak > by_seat[0].tiebreak


# ----------------------------------------------------------------------------- game end


def finish_round(s: State) -> State:
    """Everyone passes where possible until the round is over."""
    start = s.round
    while not s.over and s.round == start:
        options = legal(s)
        s = do(s, "pass" if "pass" in options else options[0])
    return s


def test_last_standard_building_ends_after_the_round() -> None:
    s = build_position()
    placed(s, "s03", "bamboo")
    boat(s, "s02", "bamboo")
    s.players[0].pieces = 1
    after = do(s, "build:b01:i03")
    assert not after.over
    assert finish_round(after).end_reason == "last_building"


def test_exhausted_colour_and_decks_end_the_game() -> None:
    s = new_game(4, seed=5)
    s.supply[COL["clay"]] = 0
    assert finish_round(s).end_reason == "boat_colour_exhausted"
    s = new_game(4, seed=5)
    s.spec_deck = []
    s.display[0] = EMPTY
    assert finish_round(s).end_reason == "specialists_exhausted"
    s = new_game(4, seed=5)
    s.deck = []
    s.row = s.row[:4]
    assert finish_round(s).end_reason == "building_tiles_exhausted"


def test_illegal_actions_are_rejected_with_a_reason() -> None:
    s = new_game(4, seed=1)
    seat = GAME.current_seats(s)[0]
    other = (seat + 1) % 4
    with pytest.raises(IllegalAction, match="turn"):
        GAME.apply(s, GAME.parse_action(s, other, "pass"))
    with pytest.raises(IllegalAction, match="not legal"):
        GAME.apply(s, GAME.parse_action(s, seat, "buy:wood"))
    final = s
    for _b, _a, after in random_steps(s, 1):
        final = after
    with pytest.raises(IllegalAction, match="over"):
        GAME.apply(final, GAME.parse_action(final, 0, "pass"))


def test_pieces_match_torii_and_palace_counts() -> None:
    kinds = [b.kind for b in C.buildings]
    assert kinds.count("torii") == 3
    assert kinds.count("palace") == 4
    assert PALACE != TORII


def test_tile_10_with_every_colour_exhausted_gives_nothing_more() -> None:
    s = at(empty_board(), FLEET)
    s.track = [10, 1, 2, 3, 4, 5, 6, 7, 8, 9]
    s.supply = [0] * len(s.supply)
    s.supply[COL["clay"]] = 1
    after = do(s, "fleet:10")
    assert after.phase == TRADE  # no colour left to choose
    assert after.players[0].pool == [0, 0, 0, 1, 0]


def test_boats_beside_the_harbour_cannot_be_sold() -> None:
    s = at(empty_board(), TRADE, fleet_tile=1)
    s.players[0].beside[COL["clay"]] = 2
    s.supply[COL["clay"]] -= 2
    assert "sell:clay" not in legal(s)


def test_two_players_take_two_separate_turns_each_round() -> None:
    s = new_game(2, seed=8)
    turns: list[tuple[int, int]] = []
    state = s
    while state.round == 1 and not state.over:
        seat = GAME.current_seats(state)[0]
        if state.phase == FLEET:
            tile = min(state.track[: state.up])
            turns.append((seat, tile))
            state = do(state, f"fleet:{tile}")
            continue
        options = legal(state)
        state = do(state, "pass" if "pass" in options else options[0])
    assert [seat for seat, _ in turns] == s.order
    assert sorted(seat for seat, _ in turns) == [0, 0, 1, 1]
    assert not state.over
    assert state.order == [seat for seat, _ in sorted(turns, key=lambda t: t[1])]


def test_a_colour_running_out_mid_round_ends_the_game_only_after_the_round() -> None:
    s = new_game(4, seed=5)
    s.supply[COL["clay"]] = 0
    after = do(s, f"fleet:{min(s.track[:5])}")
    assert not after.over
    end = finish_round(after)
    assert end.end_reason == "boat_colour_exhausted"
    assert end.turn == len(end.order) - 1  # every turn of the round was played
    assert all(end.taken)
