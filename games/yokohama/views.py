"""What leaves the engine: per-seat views and log entries.

Hidden (§1.16 R-GEN-2, DESIGN "Hidden information"): other seats' orders in hand, every
seat's setup draw once decided, the box, and the content and order of both decks (only
their sizes are shown). Everything else is public.
"""

from __future__ import annotations

from typing import Any

from games.engine.i18n import LogArg, gettext_noop, log_entry, seat_arg, word_arg
from games.yokohama import scoring
from games.yokohama.actions import YokohamaAction
from games.yokohama.components import COMPONENTS as C
from games.yokohama.components import GOODS, IMPORT, RES_NAMES, YEN, AreaType
from games.yokohama.rules import (
    CARD_TYPE,
    DECISION_NAMES,
    SLOTS_LAB,
    SLOTS_PORT,
    current_seats,
    decision_frame,
)
from games.yokohama.state import (
    AGENT_MINI1_BASE,
    AGENT_MINI2_BASE,
    FREE,
    IN_HAND,
    NEUTRAL,
    PLAY_CATEGORIES,
    Player,
    State,
)


def area_name(state: State, area: AreaType) -> str:
    return area.name_de_new if state.static.edition_new else area.name_de_old


def _tech_json(card: int) -> dict[str, Any]:
    t = C.tech_types[CARD_TYPE[card]]
    return {
        "id": C.tech_cards[card].id,
        "name": t.id,
        "name_en": t.name_en,
        "cost": t.cost,
        "flag": C.countries[t.flag],
        "source": t.source,
    }


def _order_json(order: int) -> dict[str, Any]:
    o = C.orders[order]
    return {
        "id": o.id,
        "flag": C.countries[o.flag],
        "cost": {g: c for g, c in zip(GOODS, o.cost, strict=True) if c},
        "reward": o.reward.to_json(),
        "source": o.source,
    }


def _occupant(value: int) -> int | str | None:
    if value == FREE:
        return None
    if value == NEUTRAL:
        return "neutral"
    return value


def _agent_json(code: int) -> dict[str, Any]:
    if code >= AGENT_MINI1_BASE:
        return {"kind": "achievement_marker", "id": C.markers[code - AGENT_MINI1_BASE].id}
    if code >= AGENT_MINI2_BASE:
        return {"kind": "five_power_token", "id": C.five_tokens[code - AGENT_MINI2_BASE].id}
    return {"kind": "supply", "country": C.countries[code]}


def _seat_json(
    state: State, seat: int, player: Player, final: dict[str, int] | None
) -> dict[str, Any]:
    res = player.res
    h = player.holdings
    # Once over, the score is the final one (the result's, end-game scoring included), so no
    # view shows a finished game's seat with a score other than its result.
    breakdown = final if final is not None else dict(zip(PLAY_CATEGORIES, player.vp, strict=True))
    return {
        "seat": seat,
        "start_player": seat == state.static.start_player,
        "money": res[YEN],
        "goods": {g: res[1 + i] for i, g in enumerate(GOODS)},
        "imports": res[IMPORT],
        "president": (
            None if state.pres[seat] == IN_HAND else state.static.tile_ids[state.pres[seat]]
        ),
        "hand": {
            "assistants": player.hand_assistants,
            "shops": h.hand_shops,
            "trading_houses": h.hand_trading_houses,
        },
        "warehouse": {
            "assistants": h.wh_assistants,
            "shops": h.wh_shops,
            "trading_houses": h.wh_trading_houses,
            "next_trading_house_cost": (
                C.release_trading_house[h.trading_houses_released] if h.wh_trading_houses else None
            ),
        },
        "built": {"shops": h.shops_built, "trading_houses": h.trading_houses_built},
        "score": sum(breakdown.values()),
        "score_breakdown": breakdown,
        "technologies": [_tech_json(c) for c in h.techs],
        "fulfilled_orders": [_order_json(o) for o in h.fulfilled],
        "orders_in_hand": len(h.orders),
        "agents": [_agent_json(code) for code in h.agents],
        "agents_used": h.agents_used,
        "five_power_tokens": [C.five_tokens[t].id for t in h.tokens],
        "achievement_markers": [C.markers[m].id for m in h.markers],
        "setup_choice_pending": bool(state.setup_pending >> seat & 1),
    }


def decision_json(state: State) -> dict[str, Any] | None:
    seats = current_seats(state)
    if not seats:
        return None
    frame = decision_frame(state)
    if frame is None:
        return {
            "kind": "keep_order",
            "seats": list(seats),
            "text": "keep one of the two drawn order cards (the other goes back to the box)",
        }
    kind = DECISION_NAMES.get(frame[0], "unknown")
    return {"kind": kind, "seats": list(seats), "text": _DECISION_TEXT.get(kind, kind)}


_DECISION_TEXT = {
    "additional_actions": "additional actions: use a foreign agent, claim achievements, "
    "fulfil orders, or pass",
    "placement": "placement: place:X starts a spread over different areas, pair:X puts two "
    "assistants in one area",
    "place_spread": "place an assistant in another area, or pass to stop",
    "telegraph": "Telegraph: place one more assistant in an adjacent area, or pass",
    "movement": "move the president (move:X ends in X, via:X passes through), or return",
    "moving": "move:X ends the move in adjacent X; via:X passes through X",
    "recall": "take assistants back to hand, area by area, or pass",
    "chinatown": "exchange goods and money, or pass",
    "church_space": "choose a church space for an assistant",
    "church_payment": "pay for more faith (each kind at most once)",
    "assistant_source": "take the assistant from the area or from hand",
    "customs_space": "choose a customs space and pay its imports, or pass",
    "warehouse_pick": "move a piece from the warehouse to hand, or pass",
    "lab_card": "choose a technology card, or pass",
    "lab_payment": "choose how to pay for the technology",
    "station_token": "place the station token",
    "port_order": "take an order card, or pass",
    "port_extra_order": "pay for a second order card, or pass",
    "build": "build a shop or a trading house, or pass",
    "telephone": "Telephone: keep one assistant in the area, or return all",
    "goods_choice": "choose a trade good",
    "movement_reward": "move an assistant (from hand or an area), or pass",
    "movement_reward_target": "choose the area for the moved assistant",
    "achievement_marker": "choose an achievement reward marker",
}


def view_for(state: State, seat: int | None) -> dict[str, Any]:
    static = state.static
    n = static.players
    ids = static.tile_ids
    slots = static.slots_per_site
    areas: list[dict[str, Any]] = []
    for pos, tile in enumerate(static.tiles):
        area = C.area_types[tile]
        entry: dict[str, Any] = {
            "id": ids[pos],
            "type": area.id,
            "name": area.name_en,
            "name_de": area_name(state, area),
            "category": area.category,
            "row": static.coords[pos][0],
            "col": static.coords[pos][1],
            "adjacent": [ids[nb] for nb in static.adjacency[pos]],
            "assistants": state.assist[pos * n : (pos + 1) * n],
            "presidents": [s for s in range(n) if state.pres[s] == pos],
            "station": state.station == pos,
        }
        if static.sites[pos] >= 0:
            site = C.sites[static.sites[pos]]
            entry["building_site"] = {
                "id": site.id,
                "shops": [
                    {
                        "space": k + 1,
                        "reward": site.shops[k].to_json(),
                        "owner": _occupant(state.shops[pos * slots + k]),
                    }
                    for k in range(slots)
                ],
                "trading_house": {
                    "reward": site.trading_house.to_json(),
                    "owner": _occupant(state.trading_houses[pos]),
                },
                "source": site.source,
            }
            token = state.five[pos]
            entry["five_power_token"] = (
                None
                if token == FREE
                else {
                    "id": C.five_tokens[token].id,
                    "reward": C.five_tokens[token].reward.to_json(),
                }
            )
        areas.append(entry)

    labs = []
    for board, pos in enumerate(static.lab_positions):
        labs.append(
            {
                "area": ids[pos],
                "slots": [
                    {
                        "slot": k + 1,
                        "surcharge": C.lab_surcharges[k],
                        "card": None
                        if state.labs[board * SLOTS_LAB + k] == FREE
                        else _tech_json(state.labs[board * SLOTS_LAB + k]),
                    }
                    for k in range(SLOTS_LAB)
                ],
            }
        )
    ports = []
    for board, pos in enumerate(static.port_positions):
        ports.append(
            {
                "area": ids[pos],
                "slots": [
                    {
                        "slot": k + 1,
                        "level": C.level_names[C.port_levels[k]],
                        "order": None
                        if state.ports[board * SLOTS_PORT + k] == FREE
                        else _order_json(state.ports[board * SLOTS_PORT + k]),
                    }
                    for k in range(SLOTS_PORT)
                ],
            }
        )

    final = scoring.final_breakdown(state) if state.over else None
    view: dict[str, Any] = {
        "game": "yokohama",
        "viewer": seat,
        "options": dict(static.options),
        "players": n,
        "start_player": static.start_player,
        "round": state.round,
        "turn_in_round": state.turn,
        "active_seat": None if state.setup_pending or state.over else state.active,
        "final_round": state.end_round if state.end_round >= 0 else None,
        "end_trigger": state.end_reason or None,
        "over": bool(state.over),
        "decision": decision_json(state),
        "map": {"rows": list(static.rows), "areas": areas},
        "boards": {
            "church": [
                {
                    "space": sl.number,
                    "faith": sl.need,
                    "reward": sl.reward.to_json(),
                    "occupant": _occupant(state.church[i]),
                }
                for i, sl in enumerate(C.church_slots)
            ],
            "customs": [
                {
                    "space": sl.number,
                    "imports": sl.need,
                    "reward": sl.reward.to_json(),
                    "occupant": _occupant(state.customs[i]),
                }
                for i, sl in enumerate(C.customs_slots)
            ],
            "labs": labs,
            "ports": ports,
        },
        "decks": {"technology": len(state.tech_deck), "orders": len(state.order_deck)},
        "achievements": [
            {
                "id": C.achievements[a].id,
                "deck": C.achievements[a].deck,
                "goal": C.achievements[a].goal,
                # The goal's figures, so a client can say it in words in any language.
                "good": RES_NAMES[C.achievements[a].good] if C.achievements[a].good >= 0 else None,
                "count": C.achievements[a].count,
                "production": C.achievements[a].production,
                "commercial": C.achievements[a].commercial,
                "vp_first": C.achievements[a].vp_first,
                "vp_later": C.achievements[a].vp_later,
                "claimed_by": list(state.claims[i]),
            }
            for i, a in enumerate(static.achievements)
        ],
        "foreign_agent_supply": dict(zip(C.countries, state.agent_supply, strict=True)),
        "achievement_markers_open": [
            {"id": C.markers[m].id, "flag": C.countries[C.markers[m].flag]}
            for m in state.markers_open
        ],
        "seats": [
            _seat_json(state, s, p, final[s] if final is not None else None)
            for s, p in enumerate(state.players)
        ],
    }
    if seat is not None and 0 <= seat < n:
        me = state.players[seat]
        view["you"] = {
            "seat": seat,
            "orders": [_order_json(o) for o in me.orders],
            "setup_draw": [_order_json(o) for o in me.draw],
        }
    return view


def reveals(before: State, action: YokohamaAction, after: State) -> bool:
    """Whether `action` showed something hidden (the contract's `Game.reveals`).

    Yokohama's rules use no randomness after setup: everything random sits in the two
    shuffled decks. So an action reveals exactly when a card left a deck (a technology or an
    order drawn, e.g. the row refilled after a technology was taken), or when an order left
    a hidden hand (fulfilled: the others see it). Keeping a setup order returns the other one
    to the box unseen, which shows nothing.
    """
    if len(after.tech_deck) != len(before.tech_deck):
        return True
    if len(after.order_deck) != len(before.order_deck):
        return True
    for old, new in zip(before.players, after.players, strict=True):
        if old.holdings.orders is not new.holdings.orders and not set(old.holdings.orders).issubset(
            new.holdings.orders
        ):
            return True
    return False


def describe(state: State, action: YokohamaAction, viewer: int | None) -> dict[str, Any]:
    """Log entry of `action` (taken in `state`) as `viewer` may see it: its English template
    and arguments (games.engine.i18n), rendered in each reader's language when read."""
    kind = action.kind
    args = action.args
    who = seat_arg(action.seat)
    if kind == "keep_order":
        if viewer == action.seat:
            return log_entry(
                kind=kind,
                seat=action.seat,
                template=gettext_noop("%(who)s kept %(order)s"),
                args={"who": who, "order": args[0]},
                notation=action.to_notation(),
                public=False,
            )
        return log_entry(
            kind=kind,
            seat=action.seat,
            template=gettext_noop("%(who)s kept one of two order cards"),
            args={"who": who},
            notation=None,
            public=False,
        )
    template = _TEXTS.get(kind)
    values: dict[str, LogArg] = {"who": who}
    if kind == "source":
        template = _SOURCE_TEXTS[str(args[0])]
    elif kind == "shift_from" and args[0] == "hand":
        template = gettext_noop("%(who)s moves an assistant from hand")
    elif template is None:
        template = gettext_noop("%(who)s chose %(notation)s")
        values["notation"] = action.to_notation()
    else:
        for name, value in zip(("a0", "a1"), args, strict=False):
            values[name] = _log_arg(state, kind, name, value)
    return log_entry(
        kind=kind,
        seat=action.seat,
        template=template,
        args=values,
        notation=action.to_notation(),
        public=True,
    )


def _log_arg(state: State, kind: str, name: str, value: str | int) -> LogArg:
    """An action's argument in a log text: an area, good or piece as a word to translate when
    read; a number or an id (an order, an achievement) as it is."""
    if isinstance(value, int):
        return value
    if (kind, name) in _AREA_ARGS:
        return _area_arg(state, value)
    if kind == "tech":
        tech = _TECH_BY_CARD.get(value)
        return word_arg(tech) if tech in _TECH_WORDS else value
    word = _ITEM_WORDS.get(value)
    return word_arg(word) if word is not None else value


def _area_arg(state: State, area_id: str) -> LogArg:
    """An area by its name ("Fishery"), numbered like the map's when its type is there twice
    ("Fishery 2")."""
    static = state.static
    if area_id not in static.tile_ids:
        return area_id
    area_type = C.area_types[static.tiles[static.tile_ids.index(area_id)]].id
    word = _AREA_WORDS.get(area_type)
    if word is None:
        return area_id
    copies = sum(1 for tile in static.tiles if C.area_types[tile].id == area_type)
    if copies < 2:
        return word_arg(word)
    suffix = area_id[len(area_type) + 1 :]
    return word_arg(word, f" {int(suffix) if suffix.isdigit() else 1}")


# Log texts' templates (msgids); a0/a1 are the action's arguments (_log_arg).
_TEXTS = {
    "pass": gettext_noop("%(who)s passed"),
    "university": gettext_noop("%(who)s used the University (¥1 for an assistant)"),
    "textile": gettext_noop("%(who)s used the Textile Factory (1 silk for ¥2)"),
    "agent": gettext_noop("%(who)s used a foreign agent in %(a0)s"),
    "claim": gettext_noop("%(who)s claimed achievement %(a0)s"),
    "fulfil": gettext_noop("%(who)s fulfilled order %(a0)s"),
    "place": gettext_noop("%(who)s placed an assistant in %(a0)s"),
    "pair": gettext_noop("%(who)s placed a pair of assistants in %(a0)s"),
    "return": gettext_noop("%(who)s returned the president to hand"),
    "move": gettext_noop("%(who)s moved the president to %(a0)s"),
    "via": gettext_noop("%(who)s moved the president through %(a0)s"),
    "tram": gettext_noop("%(who)s took the Tram to %(a0)s"),
    "station": gettext_noop("%(who)s moved the president to the station"),
    "recall": gettext_noop("%(who)s took %(a1)s assistant(s) back from %(a0)s"),
    "buy": gettext_noop("%(who)s bought 1 %(a0)s in Chinatown"),
    "sell": gettext_noop("%(who)s sold 1 %(a0)s in Chinatown"),
    "church": gettext_noop("%(who)s chose church space %(a0)s"),
    "pay": gettext_noop("%(who)s paid %(a0)s for faith"),
    "customs": gettext_noop("%(who)s chose customs space %(a0)s"),
    "hire": gettext_noop("%(who)s took a %(a0)s from the warehouse"),
    "tech": gettext_noop("%(who)s chose technology %(a0)s"),
    "lab_pay": gettext_noop("%(who)s paid %(a0)s import(s) for industry, fee: %(a1)s"),
    "place_station": gettext_noop("%(who)s placed the station token in %(a0)s"),
    "order": gettext_noop("%(who)s took order %(a0)s"),
    "extra_order": gettext_noop("%(who)s took order %(a0)s, paying with %(a1)s"),
    "build_shop": gettext_noop("%(who)s built a shop on space %(a0)s"),
    "build_trading_house": gettext_noop("%(who)s built a trading house"),
    "keep_assistant": gettext_noop("%(who)s kept one assistant in the area (Telephone)"),
    "good": gettext_noop("%(who)s chose %(a0)s"),
    "shift_from": gettext_noop("%(who)s moves an assistant from %(a0)s"),
    "shift_to": gettext_noop("%(who)s moved the assistant to %(a0)s"),
    "marker": gettext_noop("%(who)s took achievement marker %(a0)s"),
}
_SOURCE_TEXTS = {
    "area": gettext_noop("%(who)s took the assistant from the area"),
    "hand": gettext_noop("%(who)s took the assistant from hand"),
}
_AREA_ARGS = frozenset(
    (
        ("agent", "a0"),
        ("place", "a0"),
        ("pair", "a0"),
        ("move", "a0"),
        ("via", "a0"),
        ("tram", "a0"),
        ("recall", "a0"),
        ("place_station", "a0"),
        ("shift_from", "a0"),
        ("shift_to", "a0"),
    )
)
# The words a log text names, by id (the web client's names for them).
_AREA_WORDS = {
    "copper_mine": gettext_noop("Copper Mine"),
    "silk_mill": gettext_noop("Silk Mill"),
    "tea_plantation": gettext_noop("Tea Plantation"),
    "fishery": gettext_noop("Fishery"),
    "bank": gettext_noop("Bank"),
    "chinatown": gettext_noop("Chinatown"),
    "church": gettext_noop("Church"),
    "customs": gettext_noop("Customs"),
    "employment_agency": gettext_noop("Employment Agency"),
    "laboratory_a": gettext_noop("Laboratory"),
    "laboratory_b": gettext_noop("Research Center"),
    "port_a": gettext_noop("Port"),
    "port_b": gettext_noop("Dock"),
    "canal": gettext_noop("Canal"),
}
_ITEM_WORDS = {
    "copper": gettext_noop("copper"),
    "silk": gettext_noop("silk"),
    "tea": gettext_noop("tea"),
    "fish": gettext_noop("fish"),
    "import": gettext_noop("import"),
    "yen": gettext_noop("yen"),
    "none": gettext_noop("none"),
    "assistant": gettext_noop("assistant"),
    "shop": gettext_noop("shop"),
    "trading_house": gettext_noop("trading house"),
}
_TECH_WORDS = frozenset(
    (
        gettext_noop("Ball"),
        gettext_noop("Brickworks"),
        gettext_noop("Electric Light"),
        gettext_noop("Exhibition"),
        gettext_noop("Gas Lamp"),
        gettext_noop("Language School"),
        gettext_noop("Mining Technology"),
        gettext_noop("Newspaper"),
        gettext_noop("Patent System"),
        gettext_noop("Postal Service"),
        gettext_noop("Printing Press"),
        gettext_noop("Railway Station"),
        gettext_noop("Stagecoach"),
        gettext_noop("Stock Exchange"),
        gettext_noop("Telegraph"),
        gettext_noop("Telephone"),
        gettext_noop("Textile Factory"),
        gettext_noop("Tram"),
        gettext_noop("University"),
        gettext_noop("Winery"),
    )
)
_TECH_BY_CARD = {
    card.id: C.tech_types[CARD_TYPE[index]].name_en for index, card in enumerate(C.tech_cards)
}
