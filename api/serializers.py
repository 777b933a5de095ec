"""Input and Output serializers, one pair per operation where the shapes differ."""

from __future__ import annotations

from typing import Any

from drf_spectacular.utils import (
    PolymorphicProxySerializer,
    extend_schema_field,
    extend_schema_serializer,
)
from rest_framework import serializers

from api import yokohama_schema
from api.schema_base import GameSchemas
from games.models import BotKind, Match, MatchStatus, Seat
from games.selectors import LONG_POLL_MAX_SECONDS

# Public enums; each is named in SPECTACULAR_SETTINGS["ENUM_NAME_OVERRIDES"].
OPTION_KINDS = ["choice", "bool", "int"]
SEAT_HOLDERS = ["human", "bot", "open"]
HEALTH_STATUSES = ["ok", "degraded"]

# --- game-specific documentation schemas ---------------------------------------------------------
# What the engines emit (views, options, action JSON forms, log entries) is typed per game in
# api/<game>_schema.py. With one game the fields below point at its components directly; with
# several they become a oneOf over the games (views discriminated by their `game` key; the
# other parts need shapes that do not overlap, or a discriminator of their own).

GAME_SCHEMAS: dict[str, GameSchemas] = {"yokohama": yokohama_schema.SCHEMAS}


def per_game(component_name: str, part: str, discriminator: str | None = None) -> Any:
    """The serializer documenting `part` of GAME_SCHEMAS, or a union over the games."""
    members = {slug: getattr(schemas, part) for slug, schemas in GAME_SCHEMAS.items()}
    if len(members) == 1:
        return next(iter(members.values()))
    return PolymorphicProxySerializer(
        component_name=component_name,
        serializers=members if discriminator else list(members.values()),
        resource_type_field_name=discriminator,
    )


GAME_ACTION = per_game("GameAction", "action")


# The fields keep DictField/JSONField behaviour at runtime (engine output passes through as is);
# only their schema changes.
@extend_schema_field(per_game("GameView", "view", discriminator="game"))
class GameViewField(serializers.DictField):
    pass


@extend_schema_field(per_game("GameOptions", "options"))
class GameOptionsField(serializers.DictField):
    pass


@extend_schema_field(GAME_ACTION)
class GameActionField(serializers.DictField):
    pass


@extend_schema_field(per_game("GameLogEntry", "log_entry"))
class GameLogEntryField(serializers.DictField):
    pass


class ActionPayloadField(serializers.JSONField):
    """A notation string or an action's JSON form (schema: api.schema.ActionPayloadExtension)."""


OPTION_VALUE_SCHEMA = {
    "oneOf": [{"type": "string"}, {"type": "boolean"}, {"type": "integer"}],
    "description": "A string (`choice`), a boolean (`bool`) or an integer (`int`) option value.",
}


@extend_schema_field(OPTION_VALUE_SCHEMA)
class OptionValueField(serializers.JSONField):
    pass


# Values are checked by the game (invalid_config), not here: only the schema says their types.
@extend_schema_field({"type": "object", "additionalProperties": OPTION_VALUE_SCHEMA})
class OptionsInputField(serializers.DictField):
    pass


# --- strict JSON types for request bodies ------------------------------------------------------
# DRF coerces ("5" -> 5, 0 -> False, 5 -> "5"); a body that breaks the schema's types is rejected.


class StrictBooleanField(serializers.BooleanField):
    def to_internal_value(self, data: Any) -> bool:
        if not isinstance(data, bool):
            self.fail("invalid", input=data)
        return data


class StrictIntegerField(serializers.IntegerField):
    def to_internal_value(self, data: Any) -> int:
        if isinstance(data, bool) or not isinstance(data, int):
            self.fail("invalid")
        return int(super().to_internal_value(data))


class StrictStringMixin:
    def to_internal_value(self, data: Any) -> str:
        if not isinstance(data, str):
            raise serializers.ValidationError("Not a valid string.", code="invalid")
        return super().to_internal_value(data)  # type: ignore[misc,no-any-return]


class StrictCharField(StrictStringMixin, serializers.CharField):
    pass


class StrictRegexField(StrictStringMixin, serializers.RegexField):
    pass


class StrictChoiceField(StrictStringMixin, serializers.ChoiceField):
    pass


# --- errors -----------------------------------------------------------------------------------


class ProblemSerializer(serializers.Serializer[Any]):
    """RFC 9457 problem details with the server's stable `code`."""

    type = serializers.URLField()
    title = serializers.CharField()
    status = serializers.IntegerField()
    detail = serializers.CharField(help_text="A human sentence saying what went wrong.")
    code = serializers.CharField(help_text="Stable machine code, e.g. `stale_state`.")
    reason = serializers.CharField(
        required=False, help_text="The engine's reason (illegal_action)."
    )
    current_seq = serializers.IntegerField(required=False, help_text="With stale_state.")
    to_move = serializers.ListField(child=serializers.IntegerField(), required=False)
    open_seats = serializers.ListField(child=serializers.IntegerField(), required=False)
    retry_after = serializers.IntegerField(required=False, help_text="Seconds, with rate_limited.")
    # Documentation-only serializer, so shadowing Serializer.errors is harmless here.
    errors = serializers.DictField(  # type: ignore[assignment]
        child=serializers.ListField(child=serializers.CharField()),
        required=False,
        help_text="Field errors by dotted path (e.g. `time_control.decision_seconds`), "
        "with validation_error.",
    )


# --- accounts ---------------------------------------------------------------------------------


class AccountCreateInput(serializers.Serializer[Any]):
    username = StrictRegexField(
        r"^[A-Za-z0-9_.-]{3,32}$",
        help_text="3-32 characters: letters, digits, '_', '.', '-'.",
    )
    password = StrictCharField(
        required=False,
        write_only=True,
        min_length=8,
        max_length=128,
        help_text="Optional; only needed to log in to the browsable API or the admin.",
    )
    is_bot = StrictBooleanField(default=False, help_text="Mark the account as a bot.")


class AccountCreateOutput(serializers.Serializer[Any]):
    id = serializers.IntegerField()
    username = serializers.CharField()
    is_bot = serializers.BooleanField()
    token = serializers.CharField(help_text="Send as `Authorization: Bearer <token>`. Shown once.")


# --- games ------------------------------------------------------------------------------------


class GameOptionOutput(serializers.Serializer[Any]):
    name = serializers.CharField()
    kind = serializers.ChoiceField(choices=OPTION_KINDS)
    default = OptionValueField(help_text="Its type follows `kind`.")
    description = serializers.CharField()
    choices = serializers.ListField(child=serializers.CharField())
    minimum = serializers.IntegerField(allow_null=True)
    maximum = serializers.IntegerField(allow_null=True)


class GameOutput(serializers.Serializer[Any]):
    slug = serializers.CharField()
    title = serializers.CharField()
    min_players = serializers.IntegerField()
    max_players = serializers.IntegerField()
    options = GameOptionOutput(many=True)


# --- matches ----------------------------------------------------------------------------------


class BotSeatInput(serializers.Serializer[Any]):
    seat = StrictIntegerField(min_value=0, max_value=7)
    kind = StrictChoiceField(choices=BotKind.choices)


class TimeControlInput(serializers.Serializer[Any]):
    decision_seconds = StrictIntegerField(
        min_value=1, max_value=60 * 60 * 24 * 30, help_text="Time allowed for each decision."
    )
    autoplay = StrictChoiceField(
        choices=BotKind.choices, default=BotKind.RANDOM, help_text="Who decides on a timeout."
    )
    max_timeouts = StrictIntegerField(
        min_value=1,
        max_value=100,
        default=3,
        help_text="Consecutive timeouts after which the auto-play bot keeps the seat.",
    )


class TimeControlOutput(serializers.Serializer[Any]):
    decision_seconds = serializers.IntegerField(allow_null=True)
    autoplay = serializers.ChoiceField(choices=BotKind.choices)
    max_timeouts = serializers.IntegerField()
    deadline = serializers.DateTimeField(
        allow_null=True, help_text="When the pending decision times out."
    )


class MatchCreateInput(serializers.Serializer[Any]):
    game = StrictCharField(max_length=32, help_text="A game slug from game_list.")
    players = StrictIntegerField(min_value=1, max_value=8)
    options = OptionsInputField(
        required=False,
        default=dict,
        help_text="Game options by name (see game_list); missing ones take their default.",
    )
    seed = StrictIntegerField(
        required=False, min_value=0, max_value=2**63 - 1, help_text="Omit for a random seed."
    )
    bots = BotSeatInput(many=True, required=False, default=list)
    join = StrictBooleanField(
        default=True, help_text="Take the first free seat yourself (default true)."
    )
    time_control = TimeControlInput(required=False, help_text="Omit for no clock.")


class MatchJoinInput(serializers.Serializer[Any]):
    seat = StrictIntegerField(
        required=False, min_value=0, max_value=7, help_text="Omit to take the first free seat."
    )


class MatchStartInput(serializers.Serializer[Any]):
    fill_with_bots = StrictChoiceField(
        choices=BotKind.choices, required=False, help_text="Fill open seats with this bot kind."
    )


class SeatOutput(serializers.Serializer[Any]):
    index = serializers.IntegerField()
    holder = serializers.ChoiceField(choices=SEAT_HOLDERS)
    username = serializers.CharField(allow_null=True)
    bot_kind = serializers.ChoiceField(choices=BotKind.choices, allow_null=True)
    display_name = serializers.CharField()
    resigned = serializers.BooleanField()
    absent = serializers.BooleanField(help_text="Missed its last deadline.")


def seat_output(seat: Seat) -> dict[str, Any]:
    holder = "bot" if seat.bot_kind else ("human" if seat.user_id else "open")
    return {
        "index": seat.index,
        "holder": holder,
        "username": seat.user.username if seat.user_id and seat.user else None,
        "bot_kind": seat.bot_kind or None,
        "display_name": seat.display_name,
        "resigned": seat.resigned,
        "absent": seat.absent,
    }


class MatchSummaryOutput(serializers.Serializer[Any]):
    id = serializers.IntegerField()
    game = serializers.CharField()
    players = serializers.IntegerField()
    options = GameOptionsField(help_text="The normalised options of the match.")
    status = serializers.ChoiceField(choices=MatchStatus.choices)
    seq = serializers.IntegerField(help_text="Number of actions applied so far.")
    to_move = serializers.ListField(
        child=serializers.IntegerField(), help_text="Seats whose decision it is."
    )
    seats = SeatOutput(many=True)
    time_control = TimeControlOutput()
    creator = serializers.CharField(allow_null=True)
    created_at = serializers.DateTimeField()
    started_at = serializers.DateTimeField(allow_null=True)
    finished_at = serializers.DateTimeField(allow_null=True)


class MatchOutput(MatchSummaryOutput):
    your_seat = serializers.IntegerField(
        allow_null=True, help_text="Your seat index, or null when you watch as a spectator."
    )
    state = GameViewField(
        allow_null=True, help_text="Your view of the game state (null before the start)."
    )


def match_summary(match: Match) -> dict[str, Any]:
    options = {k: v for k, v in match.config.items() if k != "players"}
    return {
        "id": match.pk,
        "game": match.game,
        "players": match.players,
        "options": options,
        "status": match.status,
        "seq": match.seq,
        "to_move": list(match.to_move),
        "seats": [seat_output(seat) for seat in match.seats.all()],
        "time_control": {
            "decision_seconds": match.decision_seconds,
            "autoplay": match.autoplay_kind,
            "max_timeouts": match.max_timeouts,
            "deadline": match.deadline,
        },
        "creator": match.creator.username if match.creator else None,
        "created_at": match.created_at,
        "started_at": match.started_at,
        "finished_at": match.finished_at,
    }


@extend_schema_serializer(many=False)  # a page object, not a list, although the action is "list"
class MatchPageOutput(serializers.Serializer[Any]):
    count = serializers.IntegerField()
    next = serializers.URLField(allow_null=True)
    previous = serializers.URLField(allow_null=True)
    results = MatchSummaryOutput(many=True)


class MatchListQuery(serializers.Serializer[Any]):
    game = serializers.CharField(required=False)
    status = serializers.ChoiceField(choices=MatchStatus.choices, required=False)
    mine = serializers.BooleanField(
        required=False, default=False, help_text="Only matches you sit in."
    )
    open = serializers.BooleanField(
        required=False, default=False, help_text="Only waiting matches with a free seat."
    )
    limit = serializers.IntegerField(required=False, min_value=1, max_value=200)
    offset = serializers.IntegerField(required=False, min_value=0)


class LegalActionOutput(serializers.Serializer[Any]):
    notation = serializers.CharField(help_text="Compact form; submit it as `action`.")
    action = GameActionField(help_text="Structured form (has `kind`); also accepted.")


class LegalActionsOutput(serializers.Serializer[Any]):
    seq = serializers.IntegerField(help_text="Pass as expected_seq when submitting.")
    seat = serializers.IntegerField()
    actions = LegalActionOutput(many=True)


class ActionSubmitInput(serializers.Serializer[Any]):
    expected_seq = StrictIntegerField(min_value=0, help_text="The seq your decision is based on.")
    action = ActionPayloadField(
        help_text="The action's notation string or its structured form (from legal actions)."
    )

    def validate_action(self, value: Any) -> Any:
        if isinstance(value, str):
            if not value or len(value) > 256:
                raise serializers.ValidationError("A notation is 1-256 characters long.")
            return value
        if isinstance(value, dict) and isinstance(value.get("kind"), str):
            return value
        raise serializers.ValidationError(
            "Give the action's notation string or an object with a 'kind'."
        )


class LogEntryOutput(serializers.Serializer[Any]):
    seq = serializers.IntegerField()
    seat = serializers.IntegerField()
    created_at = serializers.DateTimeField()
    kind = serializers.CharField()
    text = serializers.CharField(help_text="What happened, as you may know it.")
    notation = serializers.CharField(allow_null=True, help_text="Null when hidden from you.")
    public = serializers.BooleanField()


class ActionAcceptedOutput(serializers.Serializer[Any]):
    match_id = serializers.IntegerField()
    seq = serializers.IntegerField(help_text="The match's seq right after your action.")
    seat = serializers.IntegerField()
    entry = GameLogEntryField(help_text="The log entry of your action.")
    status = serializers.ChoiceField(choices=MatchStatus.choices, help_text="Status after it.")
    to_move = serializers.ListField(
        child=serializers.IntegerField(), help_text="Seats whose decision it is after it."
    )
    legal_actions = LegalActionOutput(
        many=True,
        help_text="Your legal actions at `seq` (empty if the next decision is not yours). "
        "A replay returns the first response unchanged.",
    )


class ActionsQuery(serializers.Serializer[Any]):
    after = serializers.IntegerField(required=False, default=0, min_value=0)


class EventsQuery(serializers.Serializer[Any]):
    after = serializers.IntegerField(min_value=0, help_text="The last seq you know.")
    timeout = serializers.FloatField(
        required=False, default=LONG_POLL_MAX_SECONDS, min_value=0, max_value=LONG_POLL_MAX_SECONDS
    )


class EventsOutput(serializers.Serializer[Any]):
    seq = serializers.IntegerField()
    status = serializers.ChoiceField(choices=MatchStatus.choices)
    to_move = serializers.ListField(child=serializers.IntegerField())
    entries = LogEntryOutput(many=True)


class SeatResultOutput(serializers.Serializer[Any]):
    seat = serializers.IntegerField()
    score = serializers.IntegerField()
    rank = serializers.IntegerField()
    breakdown = serializers.DictField(child=serializers.IntegerField())


class MatchResultOutput(serializers.Serializer[Any]):
    match_id = serializers.IntegerField()
    results = SeatResultOutput(many=True)


class HealthComponentOutput(serializers.Serializer[Any]):
    ok = serializers.BooleanField()
    detail = serializers.CharField()


class HealthOutput(serializers.Serializer[Any]):
    status = serializers.ChoiceField(choices=HEALTH_STATUSES)
    database = HealthComponentOutput()
    broker = HealthComponentOutput()
    workers = HealthComponentOutput()
