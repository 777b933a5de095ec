"""OpenAPI documentation of Yokohama's engine output: the view, the options, actions, log entries.

These serializers only describe JSON the engine builds (games/yokohama/views.py, actions.py);
nothing is validated or rendered through them. Every enum takes its values from the engine's
component data or rule tables, so a data change flows into the schema; the names of the public
enums are in ENUM_NAMES (collected into SPECTACULAR_SETTINGS["ENUM_NAME_OVERRIDES"]).
tests/api/test_schema_types.py checks real engine output against the generated schema, so a key
or a type the engine emits and this module does not describe fails a test.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from drf_spectacular.utils import PolymorphicProxySerializer, extend_schema_field
from rest_framework import serializers

from api.schema_base import ClosedSerializer, GameSchemas, VocabularyField, closed_serializer
from games.yokohama import GAME, scoring
from games.yokohama.actions import ENUMS as ACTION_ARG_ENUMS
from games.yokohama.actions import SCHEMA as ACTION_ARGS
from games.yokohama.components import COMPONENTS as C
from games.yokohama.components import GOODS, PIECES, RES_NAMES
from games.yokohama.rules import CHURCH_END_KEY, CUSTOMS_END_KEY, DECISION_NAMES
from games.yokohama.setup import OPTIONS
from games.yokohama.state import PLAY_CATEGORIES


def _unique(values: Iterable[str]) -> list[str]:
    return list(dict.fromkeys(values))


def _resource_order(values: Iterable[str]) -> list[str]:
    """A closed vocabulary of the action parser (a frozenset) in a stable order: resources in
    their board order, then the rest alphabetically (the schema must not vary between runs)."""
    rank = {name: i for i, name in enumerate((*RES_NAMES, *PIECES))}
    return sorted(values, key=lambda v: (rank.get(v, len(rank)), v))


def _tile_ids() -> list[str]:
    """Every map area id setup can give: the tile type's id, then `<id>_2`, ... for copies."""
    out: list[str] = []
    for area in C.area_types:
        out.append(area.id)
        out.extend(f"{area.id}_{copy}" for copy in range(2, area.copies + 1))
    return out


# --- public enums (named in ENUM_NAMES) -------------------------------------------------

GAME_SLUGS = [GAME.slug]
AREA_IDS = _tile_ids()
AREA_TYPES = [a.id for a in C.area_types]
AREA_CATEGORIES = _unique(a.category for a in C.area_types)
COUNTRIES = list(C.countries)
GOODS_ENUM = list(GOODS)
TECH_CARDS = [c.id for c in C.tech_cards]
TECH_TYPES = [t.id for t in C.tech_types]
ORDER_IDS = [o.id for o in C.orders]
SITE_IDS = [s.id for s in C.sites]
FIVE_POWER_TOKENS = [t.id for t in C.five_tokens]
ACHIEVEMENT_IDS = [a.id for a in C.achievements]
ACHIEVEMENT_DECKS = sorted({a.deck for a in C.achievements})
ACHIEVEMENT_GOALS = _unique(a.goal for a in C.achievements)
MARKER_IDS = [m.id for m in C.markers]
PORT_LEVELS = _unique(C.level_names[level] for level in C.port_levels)
SCORE_CATEGORIES = list(PLAY_CATEGORIES)
# The end-game steps of scoring.final_breakdown, after the play categories.
FINAL_CATEGORIES = list(scoring.FINAL_CATEGORIES)
# Setup's simultaneous decision has no rules frame; views.decision_json names it "keep_order".
DECISION_KINDS = _unique(("keep_order", *DECISION_NAMES.values()))
ACTION_KINDS = list(ACTION_ARGS)
# The reasons rules.end_trigger records. The engine names only two of them as constants and has
# no tuple of all five to import, so the other three are spelled here.
END_TRIGGERS = [
    CHURCH_END_KEY,
    CUSTOMS_END_KEY,
    "orders_exhausted",
    "all_shops_built",
    "all_trading_houses_built",
]
OPTION_CHOICES = {o.name: list(o.choices) for o in OPTIONS if o.kind == "choice"}
EDITIONS = OPTION_CHOICES["edition"]
# Closed argument vocabularies of the action parser. Sets that coincide share one enum (and so
# one name): `sell:<item>` and `good:<good>` both take a trade good (GOODS_ENUM).
CHINATOWN_BUY_ITEMS = _resource_order(ACTION_ARG_ENUMS[("buy", "item")])
CHURCH_PAYMENTS = _resource_order(ACTION_ARG_ENUMS[("pay", "item")])
ASSISTANT_SOURCES = _resource_order(ACTION_ARG_ENUMS[("source", "from")])
WAREHOUSE_PIECES = _resource_order(ACTION_ARG_ENUMS[("hire", "piece")])
LAB_FEES = _resource_order(ACTION_ARG_ENUMS[("lab_pay", "fee")])
ORDER_PAYMENTS = _resource_order(ACTION_ARG_ENUMS[("extra_order", "pay")])
# `shift_from:<source>`: an area of the map or the hand.
SHIFT_SOURCES = ["hand", *AREA_IDS]


def _choice(values: list[str], **kwargs: Any) -> VocabularyField:
    return VocabularyField(choices=values, **kwargs)


def _seat(**kwargs: Any) -> serializers.IntegerField:
    return serializers.IntegerField(min_value=0, **kwargs)


def _count(**kwargs: Any) -> serializers.IntegerField:
    return serializers.IntegerField(min_value=0, **kwargs)


def _seats(help_text: str) -> serializers.ListField:
    return serializers.ListField(child=_seat(), help_text=help_text)


# --- small pieces -----------------------------------------------------------------------------

_REWARD_AMOUNTS = ("vp", "yen", *GOODS, "goods_choice", "import", "warehouse", "movement")
_REWARD_HELP = {
    "vp": "Victory points.",
    "yen": "Yen.",
    **{good: f"{good.capitalize()} (trade good)." for good in GOODS},
    "goods_choice": "Trade goods of the receiver's choice.",
    "import": "Imports.",
    "warehouse": "Pieces released from the warehouse.",
    "movement": "Extra president moves.",
}

YokohamaReward = closed_serializer(
    "YokohamaReward",
    {
        **{
            key: serializers.IntegerField(min_value=1, required=False, help_text=_REWARD_HELP[key])
            for key in _REWARD_AMOUNTS
        },
        "foreign_agent": _choice(
            COUNTRIES, required=False, help_text="Mini-expansion #2 tokens: a foreign agent."
        ),
    },
    "A reward; only the parts it has are present (amounts are positive).",
)

YokohamaGoods = closed_serializer(
    "YokohamaGoods",
    {g: _count(help_text=f"{g.capitalize()} held.") for g in GOODS},
    "Trade goods held, by kind.",
)

YokohamaOrderCost = closed_serializer(
    "YokohamaOrderCost",
    {
        g: serializers.IntegerField(min_value=1, required=False, help_text=f"{g.capitalize()}.")
        for g in GOODS
    },
    "Goods an order costs; kinds it does not need are absent.",
)

YokohamaScoreBreakdown = closed_serializer(
    "YokohamaScoreBreakdown",
    {
        **{
            category: serializers.IntegerField(help_text=f"VP scored during play: {category}.")
            for category in SCORE_CATEGORIES
        },
        **{
            category: serializers.IntegerField(
                min_value=0,
                required=False,
                help_text=f"VP of the end-game scoring step: {category} (once over).",
            )
            for category in FINAL_CATEGORIES
        },
    },
    "A seat's VP by category: during play the VP scored so far; once the game is over its "
    "final VP (match_result's breakdown: the play categories, then the end-game scoring steps).",
)

YokohamaForeignAgentSupply = closed_serializer(
    "YokohamaForeignAgentSupply",
    {country: _count(help_text=f"Agents of country `{country}` left.") for country in COUNTRIES},
    "Foreign agents left in the supply, by country.",
)


class YokohamaTechnology(ClosedSerializer):
    """A technology card."""

    id = _choice(TECH_CARDS, help_text="The card (type and copy), e.g. `ball_2`.")
    name = _choice(TECH_TYPES, help_text="The technology.")
    name_en = serializers.CharField(help_text="The technology's English name.")
    cost = serializers.IntegerField(help_text="Industry needed.")
    flag = _choice(COUNTRIES, help_text="The country flag on the card.")
    # `source` shadows Field.source for mypy only: DRF takes declared fields off the class.
    source = serializers.CharField(help_text="How sure its data is (SEED...).")  # type: ignore[assignment]


class YokohamaOrder(ClosedSerializer):
    """An order card."""

    id = _choice(ORDER_IDS, help_text="The order card.")
    flag = _choice(COUNTRIES, help_text="The country flag on the card.")
    cost = YokohamaOrderCost(help_text="The goods paid to fulfil it.")
    reward = YokohamaReward(help_text="What fulfilling it gives.")
    source = serializers.CharField(help_text="How sure its data is (SEED...).")  # type: ignore[assignment]


class YokohamaShop(ClosedSerializer):
    """A shop space of a building site."""

    space = serializers.IntegerField(min_value=1, help_text="The space's number, from 1.")
    reward = YokohamaReward(help_text="What building a shop here gives.")
    owner = _seat(allow_null=True, help_text="The seat whose shop stands here, or null.")


class YokohamaTradingHouse(ClosedSerializer):
    """The trading-house space of a building site."""

    reward = YokohamaReward(help_text="What building the trading house gives.")
    owner = _seat(allow_null=True, help_text="The seat whose trading house stands here, or null.")


class YokohamaBuildingSite(ClosedSerializer):
    """The building site card of an area."""

    id = _choice(SITE_IDS, help_text="The building site card.")
    shops = YokohamaShop(many=True, help_text="Its shop spaces, by number.")
    trading_house = YokohamaTradingHouse(help_text="Its trading-house space.")
    source = serializers.CharField(help_text="How sure its data is (SEED...).")  # type: ignore[assignment]


class YokohamaFivePowerToken(ClosedSerializer):
    """A 5-power token still lying in its area."""

    id = _choice(FIVE_POWER_TOKENS, help_text="The token.")
    reward = YokohamaReward(help_text="What taking it gives.")


class YokohamaArea(ClosedSerializer):
    """One area of the map."""

    id = _choice(AREA_IDS, help_text="The area (tile type, `_2` for its second copy).")
    type = _choice(AREA_TYPES, help_text="The area's tile type (copies share it).")
    name = serializers.CharField(help_text="The area's English name.")
    name_de = serializers.CharField(help_text="German name in the match's edition.")
    category = _choice(AREA_CATEGORIES, help_text="The area's category.")
    row = _count(help_text="Row on the map, 0 at the top.")
    col = _count(help_text="Position in its row, 0 at the left.")
    adjacent = serializers.ListField(
        child=_choice(AREA_IDS), help_text="The areas next to it (president moves)."
    )
    assistants = serializers.ListField(
        child=_count(), help_text="Assistants here, one count per seat."
    )
    presidents = _seats("Seats whose president stands here.")
    station = serializers.BooleanField(help_text="The station token lies here.")
    building_site = YokohamaBuildingSite(
        required=False, help_text="Absent for the canal, which has no building site."
    )
    five_power_token = YokohamaFivePowerToken(
        required=False,
        allow_null=True,
        help_text="Null once taken; absent for the canal.",
    )


class YokohamaMap(ClosedSerializer):
    """The map: offset rows of areas, in reading order."""

    rows = serializers.ListField(
        child=serializers.IntegerField(min_value=1), help_text="Row lengths, top first."
    )
    areas = YokohamaArea(many=True, help_text="Every area, row by row, left to right.")


# Church and customs spaces: a seat, the 2-player neutral blocker, or nobody (null).
@extend_schema_field(
    {
        "oneOf": [
            {"type": "integer", "minimum": 0, "description": "A seat."},
            {"type": "string", "enum": ["neutral"], "description": "The 2-player blocker."},
        ],
    },
    component_name="YokohamaOccupant",
)
class OccupantField(serializers.JSONField):
    pass


class YokohamaChurchSpace(ClosedSerializer):
    """A space of the church board."""

    space = serializers.IntegerField(min_value=1, help_text="The space's number, from 1.")
    faith = _count(help_text="Faith needed.")
    reward = YokohamaReward(help_text="What taking the space gives.")
    occupant = OccupantField(allow_null=True, help_text="Who occupies it; null when free.")


class YokohamaCustomsSpace(ClosedSerializer):
    """A space of the customs board."""

    space = serializers.IntegerField(min_value=1, help_text="The space's number, from 1.")
    imports = _count(help_text="Imports to pay.")
    reward = YokohamaReward(help_text="What taking the space gives.")
    occupant = OccupantField(allow_null=True, help_text="Who occupies it; null when free.")


class YokohamaLabSlot(ClosedSerializer):
    """A slot of a laboratory board."""

    slot = serializers.IntegerField(min_value=1, help_text="The slot's number, from 1.")
    surcharge = _count(help_text="Extra industry needed to take the card from this slot.")
    card = YokohamaTechnology(allow_null=True, help_text="The card here; null when empty.")


class YokohamaLab(ClosedSerializer):
    """A laboratory board and the area it belongs to."""

    area = _choice(AREA_IDS, help_text="The area whose laboratory board this is.")
    slots = YokohamaLabSlot(many=True, help_text="Its slots, by number.")


class YokohamaPortSlot(ClosedSerializer):
    """A slot of a port board."""

    slot = serializers.IntegerField(min_value=1, help_text="The slot's number, from 1.")
    level = _choice(PORT_LEVELS, help_text="The slot's level.")
    order = YokohamaOrder(allow_null=True, help_text="The order card here; null when empty.")


class YokohamaPort(ClosedSerializer):
    """A port board and the area it belongs to."""

    area = _choice(AREA_IDS, help_text="The area whose port board this is.")
    slots = YokohamaPortSlot(many=True, help_text="Its slots, by number.")


class YokohamaBoards(ClosedSerializer):
    """The management boards."""

    church = YokohamaChurchSpace(many=True, help_text="The church spaces, by number.")
    customs = YokohamaCustomsSpace(many=True, help_text="The customs spaces, by number.")
    labs = YokohamaLab(many=True, help_text="The laboratory boards.")
    ports = YokohamaPort(many=True, help_text="The port boards.")


class YokohamaDecks(ClosedSerializer):
    """Deck sizes (their contents and order are hidden)."""

    technology = _count(help_text="Technology cards left in the deck.")
    orders = _count(help_text="Order cards left in the deck.")


class YokohamaAchievement(ClosedSerializer):
    """An achievement tile of this match."""

    id = _choice(ACHIEVEMENT_IDS, help_text="The achievement tile.")
    deck = _choice(ACHIEVEMENT_DECKS, help_text="The deck it was drawn from.")
    goal = _choice(ACHIEVEMENT_GOALS, help_text="What a seat must reach to claim it.")
    good = serializers.ChoiceField(
        choices=list(GOODS), allow_null=True, help_text="The good to own (goal own_goods)."
    )
    count = serializers.IntegerField(
        help_text="How many goods, yen, technologies, agents and tokens, or orders (0 for "
        "areas_with_own_building)."
    )
    production = serializers.IntegerField(
        help_text="Production areas with an own building (goal areas_with_own_building)."
    )
    commercial = serializers.IntegerField(
        help_text="Commercial areas with an own building (goal areas_with_own_building)."
    )
    vp_first = serializers.IntegerField(help_text="VP for the first seat to claim it.")
    vp_later = serializers.IntegerField(help_text="VP for each later claimant.")
    claimed_by = _seats("Seats that claimed it, first claimant first.")


class YokohamaAchievementMarker(ClosedSerializer):
    """An open achievement reward marker (mini-expansion #1)."""

    id = _choice(MARKER_IDS, help_text="The marker.")
    flag = _choice(COUNTRIES, help_text="The country it counts as (it is also a foreign agent).")


class YokohamaDecision(ClosedSerializer):
    """The pending decision."""

    kind = _choice(DECISION_KINDS, help_text="See the game's README for the actions of each.")
    seats = _seats("Seats that decide now (several only at setup).")
    text = serializers.CharField(help_text="What to decide, in words.")


# --- seats ------------------------------------------------------------------------------------


class YokohamaPieces(ClosedSerializer):
    """Pieces in hand."""

    assistants = _count(help_text="Assistants in hand.")
    shops = _count(help_text="Shops in hand.")
    trading_houses = _count(help_text="Trading houses in hand.")


class YokohamaWarehouse(ClosedSerializer):
    """Pieces in the warehouse."""

    assistants = _count(help_text="Assistants in the warehouse.")
    shops = _count(help_text="Shops in the warehouse.")
    trading_houses = _count(help_text="Trading houses in the warehouse.")
    next_trading_house_cost = serializers.IntegerField(
        allow_null=True, help_text="Cost of releasing the next trading house; null when none left."
    )


class YokohamaBuilt(ClosedSerializer):
    """Buildings on the map."""

    shops = _count(help_text="Shops built on the map.")
    trading_houses = _count(help_text="Trading houses built on the map.")


class YokohamaSupplyAgent(ClosedSerializer):
    """A foreign agent from the supply."""

    kind = _choice(["supply"], help_text="Discriminator: an agent from the supply.")
    country = _choice(COUNTRIES, help_text="The agent's country.")


class YokohamaMarkerAgent(ClosedSerializer):
    """An achievement reward marker, which also counts as a foreign agent (mini #1)."""

    kind = _choice(["achievement_marker"], help_text="Discriminator: an achievement marker.")
    id = _choice(MARKER_IDS, help_text="The marker.")


class YokohamaFivePowerTokenAgent(ClosedSerializer):
    """A mini-expansion #2 5-power token that is also a foreign agent."""

    kind = _choice(["five_power_token"], help_text="Discriminator: a 5-power token.")
    id = _choice(FIVE_POWER_TOKENS, help_text="The token.")


@extend_schema_field(
    PolymorphicProxySerializer(
        component_name="YokohamaAgent",
        serializers={
            "supply": YokohamaSupplyAgent,
            "achievement_marker": YokohamaMarkerAgent,
            "five_power_token": YokohamaFivePowerTokenAgent,
        },
        resource_type_field_name="kind",
    )
)
class AgentField(serializers.DictField):
    pass


class YokohamaSeat(ClosedSerializer):
    """A seat's public position."""

    seat = _seat(help_text="The seat index.")
    start_player = serializers.BooleanField(help_text="This seat is the start player.")
    money = _count(help_text="Yen.")
    goods = YokohamaGoods(help_text="Trade goods held.")
    imports = _count(help_text="Imports held.")
    president = _choice(
        AREA_IDS, allow_null=True, help_text="The area of the president; null when in hand."
    )
    hand = YokohamaPieces(help_text="Pieces in hand (available to place).")
    warehouse = YokohamaWarehouse(help_text="Pieces still in the warehouse.")
    built = YokohamaBuilt(help_text="Buildings on the map.")
    score = serializers.IntegerField(
        help_text="VP scored during play so far; once the game is over, the final score "
        "(match_result's `score`: the end-game scoring of majorities, country sets and "
        "leftovers included)."
    )
    score_breakdown = YokohamaScoreBreakdown(
        help_text="`score` by category (sums to it); once over, match_result's breakdown."
    )
    technologies = YokohamaTechnology(many=True, help_text="Technologies acquired.")
    fulfilled_orders = YokohamaOrder(many=True, help_text="Orders fulfilled (public).")
    orders_in_hand = _count(help_text="How many; which ones only the seat itself sees (`you`).")
    agents = serializers.ListField(child=AgentField(), help_text="Foreign agents owned.")
    agents_used = _count(help_text="Foreign agents already used.")
    five_power_tokens = serializers.ListField(
        child=_choice(FIVE_POWER_TOKENS), help_text="5-power tokens taken."
    )
    achievement_markers = serializers.ListField(
        child=_choice(MARKER_IDS), help_text="Achievement reward markers taken (mini #1)."
    )
    setup_choice_pending = serializers.BooleanField(
        help_text="Still to keep one of its two setup orders."
    )


class YokohamaYou(ClosedSerializer):
    """What only the viewing seat sees."""

    seat = _seat(help_text="Your seat index.")
    orders = YokohamaOrder(many=True, help_text="Orders in hand.")
    setup_draw = YokohamaOrder(
        many=True, help_text="The two orders drawn at setup (while the choice is open)."
    )


# --- options ----------------------------------------------------------------------------------


def _option_field(spec: Any, **kwargs: Any) -> serializers.Field[Any, Any, Any, Any]:
    if spec.kind == "bool":
        return serializers.BooleanField(help_text=spec.description, **kwargs)
    if spec.kind == "int":
        return serializers.IntegerField(
            min_value=spec.minimum, max_value=spec.maximum, help_text=spec.description, **kwargs
        )
    return _choice(list(spec.choices), help_text=spec.description, **kwargs)


YokohamaOptions = closed_serializer(
    "YokohamaOptions",
    {spec.name: _option_field(spec) for spec in OPTIONS},
    "Yokohama's match options, normalised (every option present).",
)

# The same options as match_create takes them: each optional, its default in the schema.
# Combinations the types cannot express (the mini-expansions need the new edition, the start
# player must be a seat of the match) are refused with `invalid_config`.
YokohamaOptionsInput = closed_serializer(
    "YokohamaOptionsInput",
    {spec.name: _option_field(spec, required=False, default=spec.default) for spec in OPTIONS},
    "Yokohama's match options as match_create takes them: omitted ones take their default.",
)


# --- the view ---------------------------------------------------------------------------------


class YokohamaView(ClosedSerializer):
    """Yokohama as a seat (or a spectator) may see it: `view_for(state, seat)`.

    Other seats' orders in hand, the setup draws, the box and the decks' contents are never
    part of it; `you` (present only for a seat) holds the viewer's own hidden cards.
    """

    game = _choice(GAME_SLUGS, help_text="The game: tells which game's view this is.")
    viewer = _seat(allow_null=True, help_text="The viewing seat; null for a spectator.")
    options = YokohamaOptions(help_text="The match's options.")
    players = serializers.IntegerField(
        min_value=GAME.min_players, max_value=GAME.max_players, help_text="Number of seats."
    )
    start_player = _seat(help_text="The start player's seat.")
    round = _count(help_text="0 during setup; the first round is 1.")
    turn_in_round = _count(
        help_text="Place of the active turn in the round's turn order, from 0 (the start "
        "player's turn)."
    )
    active_seat = _seat(
        allow_null=True, help_text="Whose turn it is; null during setup and once over."
    )
    final_round = serializers.IntegerField(
        allow_null=True, help_text="The last round once the end is triggered, else null."
    )
    end_trigger = _choice(
        END_TRIGGERS, allow_null=True, help_text="What triggered the end, or null."
    )
    over = serializers.BooleanField(
        help_text="The game is over: the seats' `score` is then the final score."
    )
    decision = YokohamaDecision(allow_null=True, help_text="Null once the game is over.")
    map = YokohamaMap(help_text="The map and what stands on it.")
    boards = YokohamaBoards(help_text="The management boards (church, customs, labs, ports).")
    decks = YokohamaDecks(help_text="Deck sizes.")
    achievements = YokohamaAchievement(many=True, help_text="This match's achievement tiles.")
    foreign_agent_supply = YokohamaForeignAgentSupply(help_text="Foreign agents left.")
    achievement_markers_open = YokohamaAchievementMarker(
        many=True, help_text="Markers still to take (mini-expansion #1; else empty)."
    )
    seats = YokohamaSeat(many=True, help_text="Every seat's public position, by index.")
    you = YokohamaYou(required=False, help_text="Present only in a seat's own view.")


# --- actions and log entries ------------------------------------------------------------------

# Argument name -> vocabulary, for the arguments the parser leaves open (checked by legality).
_OPEN_ARG_VOCABULARIES: dict[str, list[str]] = {
    "area": AREA_IDS,
    "order": ORDER_IDS,
    "achievement": ACHIEVEMENT_IDS,
    "card": TECH_CARDS,
    "marker": MARKER_IDS,
    "source": SHIFT_SOURCES,
}


def _arg_field(kind: str, name: str, kind_of: str) -> serializers.Field[Any, Any, Any, Any]:
    text = f"The `<{name}>` of `{kind}` (as in its notation)."
    if kind_of == "int":
        return _count(help_text=text)
    closed = ACTION_ARG_ENUMS.get((kind, name))
    if closed is not None:
        return _choice(_resource_order(closed), help_text=text)
    vocabulary = _OPEN_ARG_VOCABULARIES.get(name)
    if vocabulary is not None:
        return _choice(vocabulary, help_text=text)
    return serializers.CharField(help_text=text)


def _camel(kind: str) -> str:
    return "".join(part.capitalize() for part in kind.split("_"))


def _notation(kind: str, args: tuple[tuple[str, str], ...]) -> str:
    return ":".join((kind, *(f"<{name}>" for name, _ in args)))


ACTION_FORMS: dict[str, type[ClosedSerializer]] = {
    kind: closed_serializer(
        f"YokohamaAction{_camel(kind)}",
        {
            "kind": _choice([kind], help_text=f"The action kind: `{kind}`."),
            **{name: _arg_field(kind, name, kind_of) for name, kind_of in args},
        },
        f"The JSON form of `{_notation(kind, args)}`.",
    )
    for kind, args in ACTION_ARGS.items()
}

_Forms = dict[str, serializers.Serializer[Any] | type[serializers.Serializer[Any]]]

YokohamaAction = PolymorphicProxySerializer(
    component_name="YokohamaAction",
    serializers=_Forms(ACTION_FORMS),
    resource_type_field_name="kind",
)


class YokohamaLogEntry(ClosedSerializer):
    """An action as a viewer may know it (`describe_action`)."""

    kind = _choice(ACTION_KINDS, help_text="The action's kind (its notation's first part).")
    seat = _seat(help_text="The seat that acted (its text names it `Seat <seat>`).")
    text = serializers.CharField(help_text="What happened, as the viewer may know it.")
    notation = serializers.CharField(allow_null=True, help_text="Null when hidden from the viewer.")
    public = serializers.BooleanField(help_text="Whether every viewer sees the same entry.")


YokohamaResultBreakdown = closed_serializer(
    "YokohamaResultBreakdown",
    {
        **{
            category: serializers.IntegerField(help_text=f"VP scored during play: {category}.")
            for category in SCORE_CATEGORIES
        },
        **{
            category: serializers.IntegerField(
                min_value=0, help_text=f"VP of the end-game scoring step: {category}."
            )
            for category in FINAL_CATEGORIES
        },
    },
    "A seat's final VP by category: the play categories, then the end-game scoring steps (the "
    "view's `score_breakdown` once over). The values sum to the result's `score`.",
)

# The names of Yokohama's public enums in the schema (api/enum_names.py collects every game's).
ENUM_NAMES: dict[str, list[str]] = {
    "YokohamaGameEnum": GAME_SLUGS,
    "YokohamaAreaIdEnum": AREA_IDS,
    "YokohamaAreaTypeEnum": AREA_TYPES,
    "YokohamaAreaCategoryEnum": AREA_CATEGORIES,
    "YokohamaCountryEnum": COUNTRIES,
    "YokohamaGoodEnum": GOODS_ENUM,
    "YokohamaTechCardEnum": TECH_CARDS,
    "YokohamaTechTypeEnum": TECH_TYPES,
    "YokohamaOrderIdEnum": ORDER_IDS,
    "YokohamaSiteIdEnum": SITE_IDS,
    "YokohamaFivePowerTokenEnum": FIVE_POWER_TOKENS,
    "YokohamaAchievementIdEnum": ACHIEVEMENT_IDS,
    "YokohamaAchievementDeckEnum": ACHIEVEMENT_DECKS,
    "YokohamaAchievementGoalEnum": ACHIEVEMENT_GOALS,
    "YokohamaMarkerIdEnum": MARKER_IDS,
    "YokohamaPortLevelEnum": PORT_LEVELS,
    "YokohamaDecisionKindEnum": DECISION_KINDS,
    "YokohamaActionKindEnum": ACTION_KINDS,
    "YokohamaEndTriggerEnum": END_TRIGGERS,
    "YokohamaEditionEnum": EDITIONS,
    "YokohamaChinatownBuyEnum": CHINATOWN_BUY_ITEMS,
    "YokohamaChurchPaymentEnum": CHURCH_PAYMENTS,
    "YokohamaAssistantSourceEnum": ASSISTANT_SOURCES,
    "YokohamaWarehousePieceEnum": WAREHOUSE_PIECES,
    "YokohamaLabFeeEnum": LAB_FEES,
    "YokohamaOrderPaymentEnum": ORDER_PAYMENTS,
    "YokohamaShiftSourceEnum": SHIFT_SOURCES,
}

SCHEMAS = GameSchemas(
    view=YokohamaView,
    options=YokohamaOptions,
    options_input=YokohamaOptionsInput,
    action=YokohamaAction,
    log_entry=YokohamaLogEntry,
    result_breakdown=YokohamaResultBreakdown,
    enum_names=ENUM_NAMES,
)
