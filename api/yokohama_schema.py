"""OpenAPI documentation of Yokohama's engine output: the view, the options, actions, log entries.

These serializers only describe JSON the engine builds (games/yokohama/views.py, actions.py);
nothing is validated or rendered through them. Every enum takes its values from the engine's
component data or rule tables, so a data change flows into the schema; the names of the public
enums are set in SPECTACULAR_SETTINGS["ENUM_NAME_OVERRIDES"] (pointing at the lists below).
tests/api/test_schema_types.py checks real engine output against the generated schema, so a key
or a type the engine emits and this module does not describe fails a test.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from drf_spectacular.utils import PolymorphicProxySerializer, extend_schema_field
from rest_framework import serializers

from api.schema_base import ClosedSerializer, GameSchemas, VocabularyField, closed_serializer
from games.yokohama import GAME
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


# --- public enums (named in ENUM_NAME_OVERRIDES) -------------------------------------------------

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

YokohamaReward = closed_serializer(
    "YokohamaReward",
    {
        **{key: serializers.IntegerField(min_value=1, required=False) for key in _REWARD_AMOUNTS},
        "foreign_agent": _choice(
            COUNTRIES, required=False, help_text="Mini-expansion #2 tokens: a foreign agent."
        ),
    },
    "A reward; only the parts it has are present (amounts are positive).",
)

YokohamaGoods = closed_serializer(
    "YokohamaGoods", {g: _count() for g in GOODS}, "Trade goods held, by kind."
)

YokohamaOrderCost = closed_serializer(
    "YokohamaOrderCost",
    {g: serializers.IntegerField(min_value=1, required=False) for g in GOODS},
    "Goods an order costs; kinds it does not need are absent.",
)

YokohamaScoreBreakdown = closed_serializer(
    "YokohamaScoreBreakdown",
    {category: serializers.IntegerField() for category in SCORE_CATEGORIES},
    "VP scored during play, by category.",
)

YokohamaForeignAgentSupply = closed_serializer(
    "YokohamaForeignAgentSupply",
    {country: _count() for country in COUNTRIES},
    "Foreign agents left in the supply, by country.",
)


class YokohamaTechnology(ClosedSerializer):
    """A technology card."""

    id = _choice(TECH_CARDS, help_text="The card (type and copy), e.g. `ball_2`.")
    name = _choice(TECH_TYPES, help_text="The technology.")
    name_en = serializers.CharField()
    cost = serializers.IntegerField(help_text="Industry needed.")
    flag = _choice(COUNTRIES)
    # `source` shadows Field.source for mypy only: DRF takes declared fields off the class.
    source = serializers.CharField(help_text="How sure its data is (SEED...).")  # type: ignore[assignment]


class YokohamaOrder(ClosedSerializer):
    """An order card."""

    id = _choice(ORDER_IDS)
    flag = _choice(COUNTRIES)
    cost = YokohamaOrderCost()
    reward = YokohamaReward()
    source = serializers.CharField()  # type: ignore[assignment]


class YokohamaShop(ClosedSerializer):
    """A shop space of a building site."""

    space = serializers.IntegerField(min_value=1)
    reward = YokohamaReward()
    owner = _seat(allow_null=True, help_text="The seat whose shop stands here, or null.")


class YokohamaTradingHouse(ClosedSerializer):
    """The trading-house space of a building site."""

    reward = YokohamaReward()
    owner = _seat(allow_null=True, help_text="The seat whose trading house stands here, or null.")


class YokohamaBuildingSite(ClosedSerializer):
    """The building site card of an area."""

    id = _choice(SITE_IDS)
    shops = YokohamaShop(many=True)
    trading_house = YokohamaTradingHouse()
    source = serializers.CharField()  # type: ignore[assignment]


class YokohamaFivePowerToken(ClosedSerializer):
    """A 5-power token still lying in its area."""

    id = _choice(FIVE_POWER_TOKENS)
    reward = YokohamaReward()


class YokohamaArea(ClosedSerializer):
    """One area of the map."""

    id = _choice(AREA_IDS, help_text="The area (tile type, `_2` for its second copy).")
    type = _choice(AREA_TYPES)
    name = serializers.CharField()
    name_de = serializers.CharField(help_text="German name in the match's edition.")
    category = _choice(AREA_CATEGORIES)
    row = _count()
    col = _count()
    adjacent = serializers.ListField(child=_choice(AREA_IDS))
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
    areas = YokohamaArea(many=True)


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

    space = serializers.IntegerField(min_value=1)
    faith = _count(help_text="Faith needed.")
    reward = YokohamaReward()
    occupant = OccupantField(allow_null=True, help_text="Who occupies it; null when free.")


class YokohamaCustomsSpace(ClosedSerializer):
    """A space of the customs board."""

    space = serializers.IntegerField(min_value=1)
    imports = _count(help_text="Imports to pay.")
    reward = YokohamaReward()
    occupant = OccupantField(allow_null=True, help_text="Who occupies it; null when free.")


class YokohamaLabSlot(ClosedSerializer):
    """A slot of a laboratory board."""

    slot = serializers.IntegerField(min_value=1)
    surcharge = _count()
    card = YokohamaTechnology(allow_null=True)


class YokohamaLab(ClosedSerializer):
    """A laboratory board and the area it belongs to."""

    area = _choice(AREA_IDS)
    slots = YokohamaLabSlot(many=True)


class YokohamaPortSlot(ClosedSerializer):
    """A slot of a port board."""

    slot = serializers.IntegerField(min_value=1)
    level = _choice(PORT_LEVELS)
    order = YokohamaOrder(allow_null=True)


class YokohamaPort(ClosedSerializer):
    """A port board and the area it belongs to."""

    area = _choice(AREA_IDS)
    slots = YokohamaPortSlot(many=True)


class YokohamaBoards(ClosedSerializer):
    """The management boards."""

    church = YokohamaChurchSpace(many=True)
    customs = YokohamaCustomsSpace(many=True)
    labs = YokohamaLab(many=True)
    ports = YokohamaPort(many=True)


class YokohamaDecks(ClosedSerializer):
    """Deck sizes (their contents and order are hidden)."""

    technology = _count()
    orders = _count()


class YokohamaAchievement(ClosedSerializer):
    """An achievement tile of this match."""

    id = _choice(ACHIEVEMENT_IDS)
    deck = _choice(ACHIEVEMENT_DECKS)
    goal = _choice(ACHIEVEMENT_GOALS)
    vp_first = serializers.IntegerField()
    vp_later = serializers.IntegerField()
    claimed_by = _seats("Seats that claimed it, first claimant first.")


class YokohamaAchievementMarker(ClosedSerializer):
    """An open achievement reward marker (mini-expansion #1)."""

    id = _choice(MARKER_IDS)
    flag = _choice(COUNTRIES)


class YokohamaDecision(ClosedSerializer):
    """The pending decision."""

    kind = _choice(DECISION_KINDS, help_text="See the game's README for the actions of each.")
    seats = _seats("Seats that decide now (several only at setup).")
    text = serializers.CharField(help_text="What to decide, in words.")


# --- seats ------------------------------------------------------------------------------------


class YokohamaPieces(ClosedSerializer):
    """Pieces in hand."""

    assistants = _count()
    shops = _count()
    trading_houses = _count()


class YokohamaWarehouse(ClosedSerializer):
    """Pieces in the warehouse."""

    assistants = _count()
    shops = _count()
    trading_houses = _count()
    next_trading_house_cost = serializers.IntegerField(
        allow_null=True, help_text="Cost of releasing the next trading house; null when none left."
    )


class YokohamaBuilt(ClosedSerializer):
    """Buildings on the map."""

    shops = _count()
    trading_houses = _count()


class YokohamaSupplyAgent(ClosedSerializer):
    """A foreign agent from the supply."""

    kind = _choice(["supply"])
    country = _choice(COUNTRIES)


class YokohamaMarkerAgent(ClosedSerializer):
    """An achievement reward marker, which also counts as a foreign agent (mini #1)."""

    kind = _choice(["achievement_marker"])
    id = _choice(MARKER_IDS)


class YokohamaFivePowerTokenAgent(ClosedSerializer):
    """A mini-expansion #2 5-power token that is also a foreign agent."""

    kind = _choice(["five_power_token"])
    id = _choice(FIVE_POWER_TOKENS)


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

    seat = _seat()
    start_player = serializers.BooleanField()
    money = _count(help_text="Yen.")
    goods = YokohamaGoods()
    imports = _count()
    president = _choice(
        AREA_IDS, allow_null=True, help_text="The area of the president; null when in hand."
    )
    hand = YokohamaPieces()
    warehouse = YokohamaWarehouse()
    built = YokohamaBuilt()
    score = serializers.IntegerField(help_text="VP scored so far (final scoring comes at the end).")
    score_breakdown = YokohamaScoreBreakdown()
    technologies = YokohamaTechnology(many=True)
    fulfilled_orders = YokohamaOrder(many=True)
    orders_in_hand = _count(help_text="How many; which ones only the seat itself sees (`you`).")
    agents = serializers.ListField(child=AgentField(), help_text="Foreign agents owned.")
    agents_used = _count()
    five_power_tokens = serializers.ListField(child=_choice(FIVE_POWER_TOKENS))
    achievement_markers = serializers.ListField(child=_choice(MARKER_IDS))
    setup_choice_pending = serializers.BooleanField(
        help_text="Still to keep one of its two setup orders."
    )


class YokohamaYou(ClosedSerializer):
    """What only the viewing seat sees."""

    seat = _seat()
    orders = YokohamaOrder(many=True, help_text="Orders in hand.")
    setup_draw = YokohamaOrder(
        many=True, help_text="The two orders drawn at setup (while the choice is open)."
    )


# --- options ----------------------------------------------------------------------------------


def _option_field(spec: Any) -> serializers.Field[Any, Any, Any, Any]:
    if spec.kind == "bool":
        return serializers.BooleanField(help_text=spec.description)
    if spec.kind == "int":
        return serializers.IntegerField(
            min_value=spec.minimum, max_value=spec.maximum, help_text=spec.description
        )
    return _choice(list(spec.choices), help_text=spec.description)


YokohamaOptions = closed_serializer(
    "YokohamaOptions",
    {spec.name: _option_field(spec) for spec in OPTIONS},
    "Yokohama's match options, normalised (every option present).",
)


# --- the view ---------------------------------------------------------------------------------


class YokohamaView(ClosedSerializer):
    """Yokohama as a seat (or a spectator) may see it: `view_for(state, seat)`.

    Other seats' orders in hand, the setup draws, the box and the decks' contents are never
    part of it; `you` (present only for a seat) holds the viewer's own hidden cards.
    """

    game = _choice(GAME_SLUGS)
    viewer = _seat(allow_null=True, help_text="The viewing seat; null for a spectator.")
    options = YokohamaOptions()
    players = serializers.IntegerField(min_value=GAME.min_players, max_value=GAME.max_players)
    start_player = _seat()
    round = _count(help_text="0 during setup; the first round is 1.")
    turn_in_round = _count()
    active_seat = _seat(
        allow_null=True, help_text="Whose turn it is; null during setup and once over."
    )
    final_round = serializers.IntegerField(
        allow_null=True, help_text="The last round once the end is triggered, else null."
    )
    end_trigger = _choice(
        END_TRIGGERS, allow_null=True, help_text="What triggered the end, or null."
    )
    over = serializers.BooleanField()
    decision = YokohamaDecision(allow_null=True, help_text="Null once the game is over.")
    map = YokohamaMap()
    boards = YokohamaBoards()
    decks = YokohamaDecks()
    achievements = YokohamaAchievement(many=True)
    foreign_agent_supply = YokohamaForeignAgentSupply()
    achievement_markers_open = YokohamaAchievementMarker(many=True)
    seats = YokohamaSeat(many=True)
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
    if kind_of == "int":
        return _count()
    closed = ACTION_ARG_ENUMS.get((kind, name))
    if closed is not None:
        return _choice(_resource_order(closed))
    vocabulary = _OPEN_ARG_VOCABULARIES.get(name)
    if vocabulary is not None:
        return _choice(vocabulary)
    return serializers.CharField()


def _camel(kind: str) -> str:
    return "".join(part.capitalize() for part in kind.split("_"))


def _notation(kind: str, args: tuple[tuple[str, str], ...]) -> str:
    return ":".join((kind, *(f"<{name}>" for name, _ in args)))


ACTION_FORMS: dict[str, type[ClosedSerializer]] = {
    kind: closed_serializer(
        f"YokohamaAction{_camel(kind)}",
        {
            "kind": _choice([kind]),
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

    kind = _choice(ACTION_KINDS)
    text = serializers.CharField(help_text="What happened, as the viewer may know it.")
    notation = serializers.CharField(allow_null=True, help_text="Null when hidden from the viewer.")
    public = serializers.BooleanField(help_text="Whether every viewer sees the same entry.")


SCHEMAS = GameSchemas(
    view=YokohamaView,
    options=YokohamaOptions,
    action=YokohamaAction,
    log_entry=YokohamaLogEntry,
)
