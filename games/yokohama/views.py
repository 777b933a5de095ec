"""What leaves the engine: per-seat views and log entries.

Hidden (§1.16 R-GEN-2, DESIGN "Hidden information"): other seats' orders in hand, every
seat's setup draw once decided, the box, and the content and order of both decks (only
their sizes are shown). Everything else is public.
"""

from __future__ import annotations

from typing import Any

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


def _seat_name(seat: int) -> str:
    return f"Seat {seat}"


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
    """Log entry of `action` (taken in `state`) as `viewer` may see it."""
    who = _seat_name(action.seat)
    kind = action.kind
    args = action.args
    if kind == "keep_order":
        if viewer == action.seat:
            return {
                "kind": kind,
                "seat": action.seat,
                "text": f"{who} kept {args[0]}",
                "notation": action.to_notation(),
                "public": False,
            }
        return {
            "kind": kind,
            "seat": action.seat,
            "text": f"{who} kept one of two order cards",
            "notation": None,
            "public": False,
        }
    text = _TEXTS.get(kind, "{who} chose {notation}").format(
        who=who,
        a0=args[0] if args else "",
        a1=args[1] if len(args) > 1 else "",
        notation=action.to_notation(),
    )
    return {
        "kind": kind,
        "seat": action.seat,
        "text": text,
        "notation": action.to_notation(),
        "public": True,
    }


_TEXTS = {
    "pass": "{who} passed",
    "university": "{who} used the University (¥1 for an assistant)",
    "textile": "{who} used the Textile Factory (1 silk for ¥2)",
    "agent": "{who} used a foreign agent in {a0}",
    "claim": "{who} claimed achievement {a0}",
    "fulfil": "{who} fulfilled order {a0}",
    "place": "{who} placed an assistant in {a0}",
    "pair": "{who} placed a pair of assistants in {a0}",
    "return": "{who} returned the president to hand",
    "move": "{who} moved the president to {a0}",
    "via": "{who} moved the president through {a0}",
    "tram": "{who} took the Tram to {a0}",
    "station": "{who} moved the president to the station",
    "recall": "{who} took {a1} assistant(s) back from {a0}",
    "buy": "{who} bought 1 {a0} in Chinatown",
    "sell": "{who} sold 1 {a0} in Chinatown",
    "church": "{who} chose church space {a0}",
    "pay": "{who} paid {a0} for faith",
    "source": "{who} took the assistant from {a0}",
    "customs": "{who} chose customs space {a0}",
    "hire": "{who} took a {a0} from the warehouse",
    "tech": "{who} chose technology {a0}",
    "lab_pay": "{who} paid {a0} import(s) for industry, fee: {a1}",
    "place_station": "{who} placed the station token in {a0}",
    "order": "{who} took order {a0}",
    "extra_order": "{who} took order {a0}, paying with {a1}",
    "build_shop": "{who} built a shop on space {a0}",
    "build_trading_house": "{who} built a trading house",
    "keep_assistant": "{who} kept one assistant in the area (Telephone)",
    "good": "{who} chose {a0}",
    "shift_from": "{who} moves an assistant from {a0}",
    "shift_to": "{who} moved the assistant to {a0}",
    "marker": "{who} took achievement marker {a0}",
}
