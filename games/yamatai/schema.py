"""OpenAPI documentation of Yamatai's engine output: the view, the options, actions, log entries
and the result breakdown.

The only module of this package that imports DRF/drf-spectacular (the engine stays pure).
These serializers only describe JSON the engine builds (views.py, actions.py, scoring.py);
nothing is validated or rendered through them. Every enum takes its values from the component
data or the rule tables, so a data change flows into the schema; ENUM_NAMES names the public
enums. tests/api/test_schema_types.py checks real engine output against the generated schema.
"""

from __future__ import annotations

from typing import Any

from drf_spectacular.utils import PolymorphicProxySerializer
from rest_framework import serializers

from api.schema_base import ClosedSerializer, GameSchemas, VocabularyField, closed_serializer
from games.engine.contract import OptionSpec
from games.yamatai import GAME
from games.yamatai.actions import SCHEMA as ACTION_ARGS
from games.yamatai.components import C
from games.yamatai.scoring import CATEGORIES
from games.yamatai.setup import OPTIONS
from games.yamatai.state import PHASES

# --- public enums (named in ENUM_NAMES) ---------------------------------------------------------

GAME_SLUGS = [GAME.slug]
COLOURS = list(C.colours)
CULTURES = list(C.culture_types)
PLAYER_COLOURS = list(C.player_colours)
SPACE_IDS = list(C.space_ids)
ISLAND_IDS = list(C.island_ids)
TILE_IDS = [tile.id for tile in C.buildings]
TILE_KINDS = sorted({tile.kind for tile in C.buildings})
SPECIALIST_IDS = [specialist.id for specialist in C.specialists]
PHASE_NAMES = [phase for phase in PHASES if phase != "game_over"]
ACTION_KINDS = list(ACTION_ARGS)
# The reasons rules._end_round passes to _finish (the engine has no tuple of them to import).
END_REASONS = [
    "last_building",
    "boat_colour_exhausted",
    "specialists_exhausted",
    "building_tiles_exhausted",
]
FLEET_TILE_NUMBERS = [tile.number for tile in C.fleet]


def _choice(values: list[str], **kwargs: Any) -> VocabularyField:
    return VocabularyField(choices=values, **kwargs)


def _seat(**kwargs: Any) -> serializers.IntegerField:
    return serializers.IntegerField(min_value=0, max_value=GAME.max_players - 1, **kwargs)


def _count(**kwargs: Any) -> serializers.IntegerField:
    return serializers.IntegerField(min_value=0, **kwargs)


def _per_colour(name: str, doc: str) -> type[ClosedSerializer]:
    return closed_serializer(
        name, {colour: _count(help_text=f"{colour.capitalize()} boats.") for colour in COLOURS}, doc
    )


# --- small pieces -------------------------------------------------------------------------------

YamataiBoats = _per_colour("YamataiBoats", "A number of boats per colour (every colour present).")

YamataiCultureTokens = closed_serializer(
    "YamataiCultureTokens",
    {culture: _count(help_text=f"{culture.capitalize()} tokens.") for culture in CULTURES},
    "Culture tokens held per type (every type present).",
)

YamataiScore = closed_serializer(
    "YamataiScore",
    {category: serializers.IntegerField(help_text=f"PP: {category}.") for category in CATEGORIES},
    "Prestige points by category (§10); during play the provisional score.",
)

YamataiBoatSpaces = closed_serializer(
    "YamataiBoatSpaces",
    {
        space: _choice(COLOURS, required=False, help_text=f"The boat on {space}.")
        for space in SPACE_IDS
    },
    "The boats on the board: boat space -> colour (empty spaces are absent).",
)


class YamataiTile(ClosedSerializer):
    """A building tile."""

    id = _choice(TILE_IDS, help_text="The tile's id.")
    kind = _choice(TILE_KINDS, help_text="What it builds.")
    boats = serializers.ListField(child=_choice(COLOURS), help_text="The boats it requires.")
    pp = _count(help_text="Prestige points it is worth.")
    trading_post = serializers.BooleanField(help_text="Whether it has a trading post.")


class YamataiReservedTile(ClosedSerializer):
    tile = YamataiTile(help_text="The reserved tile.")
    round = _count(help_text="The round it was reserved in.")


class YamataiIslandBuilding(ClosedSerializer):
    kind = _choice(TILE_KINDS, help_text="The building's kind.")
    seat = _seat(allow_null=True, help_text="Its owner (standard buildings); else null.")


class YamataiIsland(ClosedSerializer):
    id = _choice(ISLAND_IDS, help_text="The island's id.")
    token = _choice(CULTURES, allow_null=True, help_text="The culture token on it, or null.")
    building = YamataiIslandBuilding(allow_null=True, help_text="The building on it, or null.")
    sacred = serializers.BooleanField(help_text="Sacred ground lies on it.")
    mountain = serializers.BooleanField(help_text="It is a mountain island.")


class YamataiBoard(ClosedSerializer):
    spaces = YamataiBoatSpaces(help_text="Boats on the board.")
    islands = YamataiIsland(many=True, help_text="Every island, by id.")


class YamataiDecision(ClosedSerializer):
    seat = _seat(help_text="Whose decision it is.")
    kind = _choice(PHASE_NAMES, help_text="The phase of the turn (what is decided).")
    turn = _count(help_text="Index of the turn in the round's turn order.")


class YamataiTurn(ClosedSerializer):
    """The turn under way."""

    index = _count(help_text="Index of the turn in the round's turn order.")
    seat = _seat(help_text="Whose turn it is.")
    fleet_tile = serializers.ChoiceField(
        choices=FLEET_TILE_NUMBERS, allow_null=True, help_text="The fleet tile taken, or null."
    )
    fleet_effect_used = serializers.BooleanField(help_text="The fleet tile's effect is used.")
    trades = _count(help_text="Trades made this turn.")
    placed_spaces = serializers.ListField(
        child=_choice(SPACE_IDS), help_text="Spaces where boats were placed this turn, in order."
    )
    chain_end = _choice(SPACE_IDS, allow_null=True, help_text="The last boat placed, or null.")
    taken_islands = serializers.ListField(
        child=_choice(ISLAND_IDS), help_text="Islands whose token was taken this turn."
    )
    specialists_used = serializers.ListField(
        child=_choice(SPECIALIST_IDS), help_text="Specialists used this turn."
    )
    pending_space = _choice(SPACE_IDS, allow_null=True, help_text="The boat being moved/swapped.")
    pending_island = _choice(ISLAND_IDS, allow_null=True, help_text="The token being swapped.")
    peek_count = _count(help_text="Building tiles being looked at (fleet tile 3).")
    peek = serializers.ListField(
        child=_choice(TILE_IDS),
        allow_null=True,
        help_text="Those tiles: only for the seat looking at them; null for every other viewer.",
    )
    peek_tiles = YamataiTile(
        many=True,
        allow_null=True,
        help_text="The same tiles with what they are (boats, prestige points), for the seat "
        "looking at them; null for every other viewer.",
    )


class YamataiFleetTrack(ClosedSerializer):
    face_up = serializers.ListField(
        child=serializers.ChoiceField(choices=FLEET_TILE_NUMBERS), help_text="Face-up tiles."
    )
    face_down_count = _count(help_text="Face-down tiles (which ones is hidden).")


class YamataiFleetTileTaken(ClosedSerializer):
    seat = _seat(help_text="The seat that took it.")
    tile = serializers.ChoiceField(choices=FLEET_TILE_NUMBERS, help_text="The fleet tile.")


class YamataiSpecialistSlot(ClosedSerializer):
    slot = _count(help_text="The display slot.")
    specialist = _choice(SPECIALIST_IDS, allow_null=True, help_text="The specialist, or null.")
    coins = _count(help_text="Coins lying on it.")


class YamataiSeat(ClosedSerializer):
    """A seat's public position."""

    seat = _seat(help_text="The seat index.")
    colour = _choice(PLAYER_COLOURS, help_text="The seat's player colour.")
    coins = _count(help_text="Coins.")
    prestige_tokens = _count(help_text="Prestige tokens.")
    culture_tokens = YamataiCultureTokens(help_text="Culture tokens by type.")
    pool = YamataiBoats(help_text="Boats taken this turn, still to place.")
    harbour = YamataiBoats(help_text="Boats in the harbour.")
    beside_harbour = YamataiBoats(help_text="Boats beside the harbour.")
    harbour_capacity = _count(help_text="How many boats the harbour holds.")
    standard_pieces_left = _count(help_text="Standard buildings not yet built.")
    built_tiles = YamataiTile(many=True, help_text="Tiles built (sorted, not in build order).")
    reserved_tiles = YamataiReservedTile(many=True, help_text="Tiles reserved.")
    specialists = serializers.ListField(
        child=_choice(SPECIALIST_IDS), help_text="Specialists recruited."
    )
    score = YamataiScore(
        help_text="The score by category: provisional during play; once over, the final one "
        "(match_result's breakdown)."
    )


# --- options ------------------------------------------------------------------------------------


def _option_field(spec: OptionSpec, **kwargs: Any) -> serializers.Field[Any, Any, Any, Any]:
    if spec.kind == "bool":
        return serializers.BooleanField(help_text=spec.description, **kwargs)
    if spec.kind == "int":
        return serializers.IntegerField(
            min_value=spec.minimum, max_value=spec.maximum, help_text=spec.description, **kwargs
        )
    return _choice(list(spec.choices), help_text=spec.description, **kwargs)


YamataiOptions = closed_serializer(
    "YamataiOptions",
    {spec.name: _option_field(spec) for spec in OPTIONS},
    "Yamatai's match options, normalised (every option present).",
)

YamataiOptionsInput = closed_serializer(
    "YamataiOptionsInput",
    {spec.name: _option_field(spec, required=False, default=spec.default) for spec in OPTIONS},
    "Yamatai's match options as match_create takes them: omitted ones take their default.",
)


# --- the view -----------------------------------------------------------------------------------


class YamataiView(ClosedSerializer):
    """Yamatai as a seat (or a spectator) may see it: `view_for(state, seat)`.

    The order of the building deck, the specialist deck and the face-down fleet tiles are never
    part of it (only their counts); the tiles looked at with fleet tile 3 only for their holder.
    """

    game = _choice(GAME_SLUGS, help_text="The game: tells which game's view this is.")
    view_version = serializers.IntegerField(min_value=1, help_text="The view format's version.")
    viewer = _seat(allow_null=True, help_text="The viewing seat; null for a spectator.")
    players = serializers.IntegerField(
        min_value=GAME.min_players, max_value=GAME.max_players, help_text="Number of seats."
    )
    round = serializers.IntegerField(min_value=1, help_text="The round, from 1.")
    over = serializers.BooleanField(help_text="The game is over; the score is in match_result.")
    end_reason = _choice(END_REASONS, allow_null=True, help_text="Why the game ended, or null.")
    decision = YamataiDecision(allow_null=True, help_text="Null once the game is over.")
    turn_order = serializers.ListField(
        child=_seat(), help_text="The round's turns by seat (two each with 2 players)."
    )
    turn = YamataiTurn(allow_null=True, help_text="The turn under way; null once over.")
    fleet_track = YamataiFleetTrack(help_text="The fleet tiles still to take.")
    fleet_tiles_taken = YamataiFleetTileTaken(many=True, help_text="Fleet tiles taken.")
    specialist_display = YamataiSpecialistSlot(many=True, help_text="The specialists on offer.")
    specialist_deck_count = _count(help_text="Specialists left in the deck.")
    building_row = YamataiTile(many=True, help_text="The building tiles on offer.")
    building_deck_count = _count(help_text="Building tiles left in the deck.")
    supply = YamataiBoats(help_text="Boats left in the supply.")
    sacred_ground_left = _count(help_text="Sacred ground markers left.")
    board = YamataiBoard(help_text="The board.")
    seats = YamataiSeat(many=True, help_text="Every seat's public position, by index.")
    current_seats = serializers.ListField(child=_seat(), help_text="Seats to decide now.")


# --- actions and log entries --------------------------------------------------------------------

_ARG_VOCABULARIES: dict[str, list[str]] = {
    "colour": COLOURS,
    "space": SPACE_IDS,
    "island": ISLAND_IDS,
    "tile": TILE_IDS,
    "specialist": SPECIALIST_IDS,
    "culture": CULTURES,
}
_DOT_LISTS = {
    "boats": "Boat colours joined by `.` in ascending colour order (`bamboo.gold`), or `none`.",
    "tokens": "Culture types joined by `.` in alphabetical order (`drum.fan`).",
}


def _arg_field(kind: str, name: str, kind_of: str) -> serializers.Field[Any, Any, Any, Any]:
    text = f"The `<{name}>` of `{kind}` (as in its notation)."
    if kind_of == "int":
        return _count(help_text=text)
    vocabulary = _ARG_VOCABULARIES.get(kind_of)
    if vocabulary is not None:
        return _choice(vocabulary, help_text=text)
    return serializers.CharField(help_text=f"{text} {_DOT_LISTS[kind_of]}")


def _camel(kind: str) -> str:
    return "".join(part.capitalize() for part in kind.split("_"))


def _notation(kind: str, args: tuple[tuple[str, str], ...]) -> str:
    return ":".join((kind, *(f"<{name}>" for name, _ in args)))


ACTION_FORMS: dict[str, type[ClosedSerializer]] = {
    kind: closed_serializer(
        f"YamataiAction{_camel(kind)}",
        {
            "kind": _choice([kind], help_text=f"The action kind: `{kind}`."),
            **{name: _arg_field(kind, name, kind_of) for name, kind_of in args},
        },
        f"The JSON form of `{_notation(kind, args)}`.",
    )
    for kind, args in ACTION_ARGS.items()
}

_Forms = dict[str, serializers.Serializer[Any] | type[serializers.Serializer[Any]]]

YamataiAction = PolymorphicProxySerializer(
    component_name="YamataiAction",
    serializers=_Forms(ACTION_FORMS),
    resource_type_field_name="kind",
)


class YamataiLogEntry(ClosedSerializer):
    """An action as a viewer may know it (`describe_action`)."""

    kind = _choice(ACTION_KINDS, help_text="The action's kind (its notation's first part).")
    seat = _seat(help_text="The seat that acted (its text names it `Seat <seat>`).")
    text = serializers.CharField(help_text="What happened, as the viewer may know it.")
    notation = serializers.CharField(allow_null=True, help_text="Null when hidden from the viewer.")
    public = serializers.BooleanField(help_text="Whether every viewer sees the same entry.")


YamataiResultBreakdown = closed_serializer(
    "YamataiResultBreakdown",
    {category: serializers.IntegerField(help_text=f"PP: {category}.") for category in CATEGORIES},
    "A seat's final PP by category (§10); the values sum to the result's `score`.",
)

ENUM_NAMES: dict[str, list[Any]] = {
    "YamataiGameEnum": GAME_SLUGS,
    "YamataiColourEnum": COLOURS,
    "YamataiCultureEnum": CULTURES,
    "YamataiPlayerColourEnum": PLAYER_COLOURS,
    "YamataiSpaceIdEnum": SPACE_IDS,
    "YamataiIslandIdEnum": ISLAND_IDS,
    "YamataiTileIdEnum": TILE_IDS,
    "YamataiTileKindEnum": TILE_KINDS,
    "YamataiSpecialistIdEnum": SPECIALIST_IDS,
    "YamataiPhaseEnum": PHASE_NAMES,
    "YamataiActionKindEnum": ACTION_KINDS,
    "YamataiEndReasonEnum": END_REASONS,
    "YamataiFleetTileEnum": [(number, number) for number in FLEET_TILE_NUMBERS],
}

SCHEMAS = GameSchemas(
    view=YamataiView,
    options=YamataiOptions,
    options_input=YamataiOptionsInput,
    action=YamataiAction,
    log_entry=YamataiLogEntry,
    result_breakdown=YamataiResultBreakdown,
    enum_names=ENUM_NAMES,
)
