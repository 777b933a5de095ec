"""OpenAPI documentation of Shinjuku's engine output: the view, options, actions, log entries.

These serializers only describe JSON the engine builds (views.py, actions.py, scoring.py);
nothing is validated or rendered through them. Every enum takes its values from the engine's
component data or rule tables, so a data change flows into the schema; the public enums are
named through `ENUM_NAMES` (for SPECTACULAR_SETTINGS["ENUM_NAME_OVERRIDES"]). The tests in
tests/shinjuku/test_schema.py validate real engine output against the generated schema, so a
key or a type the engine emits and this module does not describe fails a test.

This module imports Django REST framework: the engine modules never import it.
"""

from __future__ import annotations

from typing import Any

from drf_spectacular.utils import PolymorphicProxySerializer
from rest_framework import serializers

from api.schema_base import ClosedSerializer, GameSchemas, VocabularyField, closed_serializer
from games.shinjuku.actions import INT_RANGES
from games.shinjuku.actions import SCHEMA as ACTION_ARGS
from games.shinjuku.components import C
from games.shinjuku.scoring import CATEGORIES
from games.shinjuku.setup import MAX_PLAYERS, MIN_PLAYERS, OPTIONS
from games.shinjuku.state import ACTION_NAMES, PHASE_NAMES

# --- public enums (named in ENUM_NAMES) ----------------------------------------------------------

GAME_SLUGS = ["shinjuku"]
WARDS = list(C.ward_ids)
STATIONS = list(C.station_ids)
CONNECTIONS = list(C.connection_ids)
GOODS = list(C.goods)
CORPORATIONS = [corp_id for corp_id, _name, _colour in C.corporations]
CORPORATION_NAMES = [name for _id, name, _colour in C.corporations]
COLOURS = [colour for _id, _name, colour in C.corporations]
PHASES = list(PHASE_NAMES)
MAIN_ACTIONS = list(ACTION_NAMES)
ACTION_KINDS = list(ACTION_ARGS)
BUILDINGS = ["shop", "dept_store"]  # views.view_for's `building` values
KAIJU_LOCATIONS = ["tokyo_bay", *WARDS]
# The reasons rules._finish records (the engine spells them at its two call sites only).
END_REASONS = ["last_customer_placed", "turn_limit"]
SCORE_CATEGORIES = list(CATEGORIES)
OPTION_CHOICES = {o.name: list(o.choices) for o in OPTIONS if o.kind == "choice"}
KAIJU_CEO_ORDERS = OPTION_CHOICES["kaiju_ceo_order"]
END_RULES = OPTION_CHOICES["end_rule"]
DEPT_STORE_RELOCATIONS = OPTION_CHOICES["dept_store_relocation"]
KAIJU_BLOCKS = OPTION_CHOICES["kaiju_blocks"]
UPGRADE_CUSTOMER_REMOVALS = OPTION_CHOICES["upgrade_customer_removed_from"]
UPGRADE_CUSTOMER_AFTER_LAST_STAR = OPTION_CHOICES["upgrade_customer_after_last_star"]
FREE_INCOME_MODES = OPTION_CHOICES["free_income"]
CORPORATION_ORDERS = OPTION_CHOICES["corporations"]

ENUM_NAMES: dict[str, str] = {
    "ShinjukuGameEnum": "games.shinjuku.schema.GAME_SLUGS",
    "ShinjukuWardEnum": "games.shinjuku.schema.WARDS",
    "ShinjukuStationEnum": "games.shinjuku.schema.STATIONS",
    "ShinjukuConnectionEnum": "games.shinjuku.schema.CONNECTIONS",
    "ShinjukuGoodEnum": "games.shinjuku.schema.GOODS",
    "ShinjukuCorporationEnum": "games.shinjuku.schema.CORPORATIONS",
    "ShinjukuCorporationNameEnum": "games.shinjuku.schema.CORPORATION_NAMES",
    "ShinjukuColourEnum": "games.shinjuku.schema.COLOURS",
    "ShinjukuPhaseEnum": "games.shinjuku.schema.PHASES",
    "ShinjukuMainActionEnum": "games.shinjuku.schema.MAIN_ACTIONS",
    "ShinjukuActionKindEnum": "games.shinjuku.schema.ACTION_KINDS",
    "ShinjukuBuildingEnum": "games.shinjuku.schema.BUILDINGS",
    "ShinjukuKaijuLocationEnum": "games.shinjuku.schema.KAIJU_LOCATIONS",
    "ShinjukuEndReasonEnum": "games.shinjuku.schema.END_REASONS",
    "ShinjukuKaijuCeoOrderEnum": "games.shinjuku.schema.KAIJU_CEO_ORDERS",
    "ShinjukuEndRuleEnum": "games.shinjuku.schema.END_RULES",
    "ShinjukuDeptStoreRelocationEnum": "games.shinjuku.schema.DEPT_STORE_RELOCATIONS",
    "ShinjukuKaijuBlocksEnum": "games.shinjuku.schema.KAIJU_BLOCKS",
    "ShinjukuUpgradeCustomerRemovedFromEnum": "games.shinjuku.schema.UPGRADE_CUSTOMER_REMOVALS",
    "ShinjukuUpgradeCustomerAfterLastStarEnum": (
        "games.shinjuku.schema.UPGRADE_CUSTOMER_AFTER_LAST_STAR"
    ),
    "ShinjukuFreeIncomeEnum": "games.shinjuku.schema.FREE_INCOME_MODES",
    "ShinjukuCorporationOrderEnum": "games.shinjuku.schema.CORPORATION_ORDERS",
}


def _choice(values: list[str], **kwargs: Any) -> VocabularyField:
    return VocabularyField(choices=values, **kwargs)


def _seat(**kwargs: Any) -> serializers.IntegerField:
    return serializers.IntegerField(min_value=0, max_value=MAX_PLAYERS - 1, **kwargs)


def _count(**kwargs: Any) -> serializers.IntegerField:
    return serializers.IntegerField(min_value=0, **kwargs)


# --- small pieces -----------------------------------------------------------------------------

ShinjukuCustomerKinds = closed_serializer(
    "ShinjukuCustomerKinds",
    {
        "normal": _count(help_text="Normal customers (weight 1)."),
        "premium": _count(help_text="Premium customers (weight 2)."),
    },
    "Customers of one good, by weight.",
)

ShinjukuCustomers = closed_serializer(
    "ShinjukuCustomers",
    {good: ShinjukuCustomerKinds(help_text=f"Customers wanting {good}.") for good in GOODS},
    "Customers by good (every good present).",
)

ShinjukuWardCounts = closed_serializer(
    "ShinjukuWardCounts",
    {
        ward: serializers.IntegerField(
            min_value=1, required=False, help_text=f"Cards of ward `{ward}`."
        )
        for ward in WARDS
    },
    "Ward cards by ward; wards with no card are absent.",
)

ShinjukuWardCustomers = closed_serializer(
    "ShinjukuWardCustomers",
    {
        ward: ShinjukuCustomers(required=False, help_text=f"The customers in ward `{ward}`.")
        for ward in WARDS
    },
    "Customers standing in the wards; wards without customers are absent.",
)


class ShinjukuBuilding(ClosedSerializer):
    """A building on a station."""

    owner = _seat(help_text="The seat owning it.")
    building = _choice(BUILDINGS, help_text="A shop or a department store.")
    good = _choice(GOODS, allow_null=True, help_text="A shop's good; null for a department store.")


ShinjukuStations = closed_serializer(
    "ShinjukuStations",
    {
        station: ShinjukuBuilding(required=False, help_text=f"The building at `{station}`.")
        for station in STATIONS
    },
    "Occupied stations; empty stations are absent.",
)

ShinjukuRails = closed_serializer(
    "ShinjukuRails",
    {
        connection: _seat(required=False, help_text=f"The seat whose rail is on `{connection}`.")
        for connection in CONNECTIONS
    },
    "Built connections and their owners; free connections are absent.",
)


class ShinjukuQueueSlot(ClosedSerializer):
    """A slot of the customer queue."""

    slot = serializers.IntegerField(
        min_value=1, max_value=C.queue_slots, help_text="The slot, 1 (next) first."
    )
    ward = _choice(WARDS, allow_null=True, help_text="The ward card on it; null when empty.")
    customers = ShinjukuCustomers(help_text="The customers waiting on it.")


class ShinjukuStarTrack(ClosedSerializer):
    """The star-marker track."""

    visible = _count(help_text="Star markers shown on the track (the next UPGRADE's reward).")
    stacks_left = serializers.ListField(
        child=serializers.IntegerField(min_value=1),
        help_text="Sizes of the star stacks still on the track, next first.",
    )


class ShinjukuKaiju(ClosedSerializer):
    """The Kaiju (Kaiju-attack variant)."""

    enabled = serializers.BooleanField(help_text="The Kaiju variant is played.")
    location = _choice(
        KAIJU_LOCATIONS,
        allow_null=True,
        help_text="Tokyo Bay or a ward; null when the variant is off or the Kaiju is not out.",
    )


ShinjukuShopSupply = closed_serializer(
    "ShinjukuShopSupply",
    {good: _count(help_text=f"{good.capitalize()} shops left.") for good in GOODS},
    "Shops left in a seat's supply, by good.",
)


class ShinjukuSupply(ClosedSerializer):
    """A seat's supply of buildings and rails."""

    shops = ShinjukuShopSupply(help_text="Shops left, by good.")
    dept_stores = _count(help_text="Department stores left.")
    rails = _count(help_text="Rails left.")


class ShinjukuSeat(ClosedSerializer):
    """A seat as the viewer may see it."""

    seat = _seat(help_text="The seat index.")
    corporation = _choice(CORPORATIONS, help_text="The seat's corporation.")
    corporation_name = _choice(CORPORATION_NAMES, help_text="The corporation's name.")
    color = _choice(COLOURS, help_text="The corporation's colour.")
    hand_count = _count(help_text="Ward cards in hand.")
    hand = ShinjukuWardCounts(
        allow_null=True, help_text="The hand by ward: only in the seat's own view, else null."
    )
    customers = ShinjukuCustomers(
        allow_null=True,
        help_text="Customers behind the screen: own view or once over, else null.",
    )
    stars = _count(
        allow_null=True, help_text="Star markers taken: own view or once over, else null."
    )
    supply = ShinjukuSupply(help_text="Buildings and rails left.")
    ceo = _choice(
        WARDS, allow_null=True, help_text="The ward of the seat's CEO; null if none (or no CEO)."
    )


class ShinjukuPending(ClosedSerializer):
    """The main action under way; only the parts already chosen are present."""

    action = _choice(MAIN_ACTIONS, help_text="The main action.")
    station = _choice(STATIONS, required=False, help_text="OPEN/UPGRADE: the chosen station.")
    connections = serializers.ListField(
        child=_choice(CONNECTIONS),
        required=False,
        help_text="BUILD: the connection(s) chosen so far.",
    )
    ward = _choice(WARDS, required=False, help_text="MOVE: the ward the customers come from.")
    path = serializers.ListField(
        child=_choice(STATIONS), required=False, help_text="MOVE: the stations visited so far."
    )
    group = ShinjukuCustomers(required=False, help_text="MOVE: the customers still riding.")
    payable_wards = serializers.ListField(
        child=_choice(WARDS), required=False, help_text="Wards whose cards pay for this action."
    )
    joker_cards_left = serializers.IntegerField(
        min_value=1, required=False, help_text="Cards still to discard into a 3-card joker."
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


ShinjukuOptions = closed_serializer(
    "ShinjukuOptions",
    {spec.name: _option_field(spec) for spec in OPTIONS},
    "Shinjuku's match options, normalised (every option present).",
)

# As match_create takes them: each optional, its default in the schema. What the types cannot
# express (start_seat below the number of players) is refused with `invalid_config`.
ShinjukuOptionsInput = closed_serializer(
    "ShinjukuOptionsInput",
    {spec.name: _option_field(spec, required=False, default=spec.default) for spec in OPTIONS},
    "Shinjuku's match options as match_create takes them: omitted ones take their default.",
)


# --- the view ---------------------------------------------------------------------------------


class ShinjukuView(ClosedSerializer):
    """Shinjuku as a seat (or a spectator) may see it: `view_for(state, seat)`.

    Other seats' hands (sizes only), the draw pile and the bag (sizes only) are never part of
    it; other seats' customers and stars are null until the game is over.
    """

    game = _choice(GAME_SLUGS, help_text="The game: tells which game's view this is.")
    view_version = serializers.IntegerField(
        min_value=1, help_text="Bumped on any incompatible change of this view."
    )
    viewer = _seat(allow_null=True, help_text="The viewing seat; null for a spectator.")
    players = serializers.IntegerField(
        min_value=MIN_PLAYERS, max_value=MAX_PLAYERS, help_text="Number of seats."
    )
    options = ShinjukuOptions(help_text="The match's options.")
    over = serializers.BooleanField(help_text="The game is over; `scores` holds the result.")
    end_reason = _choice(
        END_REASONS, allow_null=True, help_text="Why the game ended; null while it runs."
    )
    turn = _count(help_text="Turns started so far.")
    round = serializers.IntegerField(min_value=1, help_text="The round, from 1.")
    start_seat = _seat(help_text="The seat holding the start card.")
    active_seat = _seat(allow_null=True, help_text="Whose turn it is; null once over.")
    decision_seat = _seat(
        allow_null=True,
        help_text="Who decides now (the active seat, or a rail owner asked about a free "
        "INCOME); null once over.",
    )
    phase = _choice(PHASES, help_text="The decision now expected (see the game's README).")
    actions_taken = serializers.ListField(
        child=_choice(MAIN_ACTIONS), help_text="Main actions taken this turn."
    )
    pending = ShinjukuPending(allow_null=True, help_text="The main action under way, or null.")
    queue = ShinjukuQueueSlot(many=True, help_text="The customer queue, slot 1 first.")
    queue_customers = _count(help_text="Customers in the queue.")
    star_track = ShinjukuStarTrack(help_text="The star-marker track.")
    bag_count = _count(help_text="Customers left in the bag (their order is hidden).")
    bag_empty = serializers.BooleanField(help_text="The bag is empty.")
    final_round = serializers.BooleanField(
        help_text=(
            "The last queue customer was placed (or one found no queue card, S27): the final"
            " round runs."
        )
    )
    trigger_seat = _seat(
        allow_null=True,
        help_text=(
            "Whose turn placed the last queue customer (or whose refill found no queue card,"
            " S27); else null."
        ),
    )
    deck_count = _count(help_text="Ward cards in the draw pile (content and order hidden).")
    discard = ShinjukuWardCounts(help_text="The public discard pile, by ward.")
    removed_customers = ShinjukuCustomers(help_text="Customers that left the game.")
    ward_customers = ShinjukuWardCustomers(help_text="Customers in the wards.")
    stations = ShinjukuStations(help_text="Buildings on the stations.")
    rails = ShinjukuRails(help_text="Rails on the connections.")
    kaiju = ShinjukuKaiju(help_text="The Kaiju (variant).")
    seats = ShinjukuSeat(many=True, help_text="Every seat, by index.")
    scores = serializers.ListField(
        child=serializers.IntegerField(min_value=0),
        allow_null=True,
        help_text="Final scores by seat once over; null while the game runs.",
    )


# --- actions and log entries ------------------------------------------------------------------

_ARG_VOCABULARIES: dict[str, list[str]] = {
    "ward": WARDS,
    "station": STATIONS,
    "connection": CONNECTIONS,
    "good": GOODS,
}


def _arg_field(kind: str, name: str, type_: str) -> serializers.Field[Any, Any, Any, Any]:
    text = f"The `<{name}>` of `{kind}` (as in its notation)."
    if type_ in INT_RANGES:
        low, high = INT_RANGES[type_]
        return serializers.IntegerField(min_value=low, max_value=high, help_text=text)
    return _choice(_ARG_VOCABULARIES[type_], help_text=text)


def _camel(kind: str) -> str:
    return "".join(part.capitalize() for part in kind.split("_"))


def _notation(kind: str, args: tuple[tuple[str, str], ...]) -> str:
    return ":".join((kind, *(f"<{name}>" for name, _ in args)))


ACTION_FORMS: dict[str, type[ClosedSerializer]] = {
    kind: closed_serializer(
        f"ShinjukuAction{_camel(kind)}",
        {
            "kind": _choice([kind], help_text=f"The action kind: `{kind}`."),
            **{name: _arg_field(kind, name, type_) for name, type_ in args},
        },
        f"The JSON form of `{_notation(kind, args)}`.",
    )
    for kind, args in ACTION_ARGS.items()
}

_Forms = dict[str, serializers.Serializer[Any] | type[serializers.Serializer[Any]]]

ShinjukuAction = PolymorphicProxySerializer(
    component_name="ShinjukuAction",
    serializers=_Forms(ACTION_FORMS),
    resource_type_field_name="kind",
)


class ShinjukuLogEntry(ClosedSerializer):
    """An action as a viewer may know it (`describe_action`); every Shinjuku action is public."""

    kind = _choice(ACTION_KINDS, help_text="The action's kind (its notation's first part).")
    seat = _seat(help_text="The seat that acted (its text names it `Seat <seat>`).")
    text = serializers.CharField(help_text="What happened, in words.")
    notation = serializers.CharField(help_text="The action's notation.")
    public = serializers.BooleanField(help_text="Whether every viewer sees the same entry.")


ShinjukuResultBreakdown = closed_serializer(
    "ShinjukuResultBreakdown",
    {
        category: _count(help_text=f"Points of the final scoring: {category}.")
        for category in SCORE_CATEGORIES
    },
    "A seat's final points by set size (stars spread for the best total); they sum to the "
    "result's `score`.",
)

SCHEMAS = GameSchemas(
    view=ShinjukuView,
    options=ShinjukuOptions,
    options_input=ShinjukuOptionsInput,
    action=ShinjukuAction,
    log_entry=ShinjukuLogEntry,
    result_breakdown=ShinjukuResultBreakdown,
    # The values of each named enum (the names spell where they live, for readers).
    enum_names={name: list(globals()[path.rsplit(".", 1)[1]]) for name, path in ENUM_NAMES.items()},
)
