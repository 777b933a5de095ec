"""Input and Output serializers, one pair per operation where the shapes differ."""

from __future__ import annotations

import re
from datetime import datetime
from typing import Any

from django.conf import settings
from django.utils import timezone
from django.utils.translation import gettext as _
from drf_spectacular.utils import (
    PolymorphicProxySerializer,
    extend_schema_field,
    extend_schema_serializer,
)
from rest_framework import serializers

from api.game_schemas import action_kinds, game_schemas
from api.schema_base import ClosedSerializer, VocabularyField
from games.chat.models import ChatChannel
from games.engine import all_games
from games.models import (
    ApiToken,
    BotKind,
    Invitation,
    InvitationStatus,
    Match,
    MatchStatus,
    Seat,
    Spectators,
    TokenScope,
)
from games.records import RECORD_FORMAT, RECORD_FORMAT_VERSION, RECORD_HOLDERS
from games.replay import UNDO_KIND
from games.selectors import LONG_POLL_MAX_SECONDS

# Public enums; each is named in SPECTACULAR_SETTINGS["ENUM_NAME_OVERRIDES"].
OPTION_KINDS = ["choice", "bool", "int"]
SEAT_HOLDERS = ["human", "bot", "invited", "open"]
HEALTH_STATUSES = ["ok", "degraded"]
RECORD_FORMATS = [RECORD_FORMAT]
RECORD_SEAT_HOLDERS = list(RECORD_HOLDERS)

# Limits over every hosted game (the game itself checks its own range: invalid_config).
MIN_PLAYERS = min(game.min_players for game in all_games())
MAX_PLAYERS = max(game.max_players for game in all_games())
MAX_SEAT = MAX_PLAYERS - 1
MAX_NOTATION_LENGTH = 256
# Largest page of the action log (match_actions_list); a whole Yokohama game is a few hundred.
ACTIONS_PAGE_MAX = 500
PAGE_COUNT_HELP = "Number of items in the whole list (not just this page)."
PAGE_NEXT_HELP = "URL of the next page, or null on the last page."
PAGE_PREVIOUS_HELP = "URL of the previous page, or null on the first page."

# --- game-specific documentation schemas ---------------------------------------------------------
# What the engines emit (views, options, action JSON forms, log entries, results) is typed per
# game in <game package>/schema.py; api/game_schemas.py collects them from the registry. A view
# carries its `game`: the union of views is discriminated by it. The other parts do not carry
# it, and two games' shapes may coincide (`{"kind": "pass"}`, `{}` as options): they are `anyOf`
# unions (api.schema.game_unions_any_of) whose member is the one of the match's `game`.

# Components whose union is an anyOf picked by the sibling/enclosing match's `game`.
GAME_KEYED_UNIONS = ("GameAction", "GameOptions", "GameOptionsInput", "GameResultBreakdown")


def per_game(component_name: str, part: str, discriminator: str | None = None) -> Any:
    """A union over the hosted games of `part` of their GameSchemas (the member itself when
    only one game is hosted)."""
    members = {slug: getattr(schemas, part) for slug, schemas in game_schemas().items()}
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


@extend_schema_field(per_game("GameResultBreakdown", "result_breakdown"))
class GameResultBreakdownField(serializers.DictField):
    pass


@extend_schema_field(GAME_ACTION)
class GameActionField(serializers.DictField):
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
# An anyOf of the games' option components (their shapes overlap: `{}` fits all); the one of
# the sibling `game` applies, as on the server.
@extend_schema_field(per_game("GameOptionsInput", "options_input"))
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


_QUERY_INTEGER = re.compile(r"-?[0-9]+")


class QueryIntegerField(serializers.IntegerField):
    """An integer query parameter: digits only, as the schema's `integer` says. DRF's own field
    also takes "5.0", which the paginators then read as absent (so `offset=5.0` gave the first
    page instead of an error)."""

    def to_internal_value(self, data: Any) -> int:
        if isinstance(data, str) and not _QUERY_INTEGER.fullmatch(data):
            self.fail("invalid")
        return int(super().to_internal_value(data))


class StrictStringMixin:
    def to_internal_value(self, data: Any) -> str:
        if not isinstance(data, str):
            raise serializers.ValidationError(_("Not a valid string."), code="invalid")
        return super().to_internal_value(data)  # type: ignore[misc,no-any-return]


class StrictCharField(StrictStringMixin, serializers.CharField):
    pass


class StrictRegexField(StrictStringMixin, serializers.RegexField):
    pass


class StrictChoiceField(StrictStringMixin, serializers.ChoiceField):
    pass


# --- strict request bodies --------------------------------------------------------------------


class StrictInput(ClosedSerializer):
    """A request body object: a field the schema does not list is refused with
    `validation_error` naming it (at any depth), rather than silently ignored, so a typo in an
    optional field's name never passes for its default."""

    def to_internal_value(self, data: Any) -> Any:
        unknown: dict[str, Any] = {}
        if isinstance(data, dict):
            unknown = {
                str(key): [_("Unknown field: not in the schema.")]
                for key in data
                if key not in self.fields
            }
        try:
            value = super().to_internal_value(data)
        except serializers.ValidationError as exc:
            # Report the unknown fields together with the other errors (nested ones too).
            if unknown and isinstance(exc.detail, dict):
                raise serializers.ValidationError({**exc.detail, **unknown}) from None
            raise
        if unknown:
            raise serializers.ValidationError(unknown)
        return value


# --- errors -----------------------------------------------------------------------------------


class ProblemSerializer(serializers.Serializer[Any]):
    """RFC 9457 problem details with the server's stable `code`.

    Branch on `code`, never on `detail` or `title` (they are for humans and may change)."""

    type = serializers.URLField(
        help_text="A URI naming the problem type: the base URI followed by `code`."
    )
    title = serializers.CharField(help_text="A short human summary of the problem type.")
    status = serializers.IntegerField(
        min_value=400, max_value=599, help_text="The HTTP status code, repeated."
    )
    detail = serializers.CharField(help_text="A human sentence saying what went wrong.")
    code = serializers.CharField(
        help_text="Stable machine code, e.g. `stale_state`; each operation lists the codes it "
        "can answer in its responses."
    )
    reason = serializers.CharField(
        required=False, help_text="With `illegal_action`: the engine's reason."
    )
    field = serializers.CharField(
        required=False,
        help_text="With `invalid_config`: the option (or `players`) at fault, e.g. `edition`.",
    )
    scope = serializers.ChoiceField(
        choices=list(TokenScope.values),
        required=False,
        help_text="With `insufficient_scope`: the scope the operation needs.",
    )
    current_seq = serializers.IntegerField(
        required=False,
        min_value=0,
        help_text="With `stale_state`: the match's seq now; decide again from it.",
    )
    to_move = serializers.ListField(
        child=serializers.IntegerField(min_value=0),
        required=False,
        help_text="With `not_your_turn`: the seats whose decision it is.",
    )
    open_seats = serializers.ListField(
        child=serializers.IntegerField(min_value=0),
        required=False,
        help_text="With `not_enough_players`: the seats nobody holds yet.",
    )
    retry_after = serializers.IntegerField(
        required=False,
        min_value=1,
        help_text="With `rate_limited`: seconds to wait (also in the Retry-After header).",
    )
    events_url = serializers.URLField(
        required=False,
        help_text="With `stream_unavailable_here`, or a long poll's `service_unavailable`: "
        "the same request on the events server, when the deployment names it.",
    )
    # Documentation-only serializer, so shadowing Serializer.errors is harmless here.
    errors = serializers.DictField(  # type: ignore[assignment]
        child=serializers.ListField(child=serializers.CharField()),
        required=False,
        help_text="With `validation_error`: the messages by dotted field path (e.g. "
        "`time_control.decision_seconds`, `bots.0.seat`); an unknown field is listed under its "
        "own name. `non_field_errors` holds errors about the body as a whole.",
    )


# --- accounts ---------------------------------------------------------------------------------


class AccountCreateInput(StrictInput):
    username = StrictRegexField(
        r"^[A-Za-z0-9_.-]{3,32}$",
        help_text="3-32 characters: letters, digits, '_', '.', '-'. Unique, case-sensitive.",
    )
    password = StrictCharField(
        required=False,
        write_only=True,
        min_length=8,
        max_length=128,
        trim_whitespace=False,  # as token_create reads it: spaces are part of a password
        help_text="Optional, 8-128 characters: needed to log in later (token_create) for "
        "more tokens, and for the browsable API. Without it, the token returned is the "
        "account's only way in.",
    )
    is_bot = StrictBooleanField(
        default=False, help_text="Mark the account as a bot (shown to other players)."
    )


class AccountCreateOutput(serializers.Serializer[Any]):
    id = serializers.IntegerField(min_value=1, help_text="The account's id.")
    username = serializers.CharField(help_text="The account's username, as given.")
    is_bot = serializers.BooleanField(help_text="Whether the account is marked as a bot.")
    token = serializers.CharField(
        help_text="Send as `Authorization: Bearer <token>`. Shown once: it cannot be read again."
    )


# --- tokens -----------------------------------------------------------------------------------

TOKEN_SCOPES = list(TokenScope.values)
# The languages an account can choose (settings.LANGUAGES); `User.language` "" is null here.
LANGUAGE_CODES = [code for code, _name in settings.LANGUAGES]
MAX_TOKEN_DAYS = 3650


class TokenCreateInput(StrictInput):
    username = StrictCharField(max_length=150, help_text="The account's username.")
    password = StrictCharField(
        write_only=True,
        max_length=128,
        trim_whitespace=False,
        help_text="The account's password (set at account_create). A wrong password and an "
        "unknown username get the same `authentication_failed`.",
    )
    name = StrictCharField(
        required=False,
        allow_blank=True,
        max_length=64,
        default="",
        help_text="Optional label to tell your tokens apart, e.g. `laptop` or `my-bot`.",
    )
    scopes = serializers.ListField(
        child=StrictChoiceField(choices=TOKEN_SCOPES),
        required=False,
        min_length=1,
        max_length=len(TOKEN_SCOPES),
        help_text="What the token may do: `read` (read your own data: `me`, your tokens, "
        "matches, events, streams), `play` (create, join, start, leave, resign matches, submit "
        "actions, enter tournaments), `organise` (tournament organiser operations). Default "
        "`read` and `play`.",
    )
    expires_in_days = StrictIntegerField(
        required=False,
        min_value=1,
        max_value=MAX_TOKEN_DAYS,
        help_text="Optional: the token is refused this many days from now. Not with "
        "`expires_at`; without either the token never expires.",
    )
    expires_at = serializers.DateTimeField(
        required=False,
        help_text="Optional: the moment (ISO 8601, in the future) from which the token is "
        "refused. Not with `expires_in_days`.",
    )

    def validate_scopes(self, value: list[str]) -> list[str]:
        if len(set(value)) != len(value):
            raise serializers.ValidationError(_("A scope is listed twice."))
        return value

    def validate_expires_at(self, value: datetime) -> datetime:
        if value <= timezone.now():
            raise serializers.ValidationError(_("The expiry is not in the future."))
        return value

    def validate(self, attrs: dict[str, Any]) -> dict[str, Any]:
        if "expires_in_days" in attrs and "expires_at" in attrs:
            raise serializers.ValidationError(
                _("Give expires_in_days or expires_at, not both."), code="invalid"
            )
        return attrs


class TokenOutput(serializers.Serializer[Any]):
    id = serializers.IntegerField(min_value=1, help_text="The token's id (for token_revoke).")
    prefix = serializers.CharField(
        help_text="The key's first 8 characters, to tell tokens apart; never the whole key."
    )
    name = serializers.CharField(allow_blank=True, help_text="The label given at creation.")
    scopes = serializers.ListField(
        child=serializers.ChoiceField(choices=TOKEN_SCOPES),
        help_text="What the token may do (see token_create).",
    )
    created_at = serializers.DateTimeField(help_text="When the token was issued.")
    last_used_at = serializers.DateTimeField(
        allow_null=True,
        help_text="When it last authenticated a request, to within 5 minutes; null if never.",
    )
    expires_at = serializers.DateTimeField(
        allow_null=True, help_text="When it stops working; null if it never expires."
    )


class TokenCreatedOutput(TokenOutput):
    token = serializers.CharField(
        help_text="The key: send as `Authorization: Bearer <token>`. Shown once: it cannot be "
        "read again (token_list shows its prefix)."
    )


@extend_schema_serializer(many=False)  # a page object, not a list, although the action is "list"
class TokenPageOutput(serializers.Serializer[Any]):
    """A page of your tokens, newest first."""

    count = serializers.IntegerField(min_value=0, help_text=PAGE_COUNT_HELP)
    next = serializers.URLField(allow_null=True, help_text=PAGE_NEXT_HELP)
    previous = serializers.URLField(allow_null=True, help_text=PAGE_PREVIOUS_HELP)
    results = TokenOutput(many=True, help_text="This page's tokens, newest first.")


class MeOutput(serializers.Serializer[Any]):
    id = serializers.IntegerField(min_value=1, help_text="Your account's id.")
    username = serializers.CharField(help_text="Your username.")
    is_bot = serializers.BooleanField(help_text="Whether your account is marked as a bot.")
    token_id = serializers.IntegerField(
        allow_null=True,
        min_value=1,
        help_text="The id of the personal token this request came with; null for a browser "
        "session or an OAuth2 access token.",
    )
    scopes = serializers.ListField(
        child=serializers.ChoiceField(choices=TOKEN_SCOPES),
        help_text="What this request's token may do; every scope for a browser session.",
    )
    language = serializers.ChoiceField(
        choices=LANGUAGE_CODES,
        allow_null=True,
        help_text="The language you chose (me_update): pages, the API's human sentences "
        "(`title`, `detail`) and emails use it whatever the request's Accept-Language; null: "
        "none chosen. Codes and other machine-readable fields never change with it.",
    )


class MeUpdateInput(StrictInput):
    language = StrictChoiceField(
        choices=LANGUAGE_CODES,
        allow_null=True,
        help_text="The language the server speaks to you (`en`, `de`, `ko`); null: none, "
        "then each request's Accept-Language (or the web client's language cookie) decides.",
    )


class TokenListQuery(serializers.Serializer[Any]):
    limit = QueryIntegerField(
        required=False, min_value=1, max_value=200, help_text="Page size (1-200, default 50)."
    )
    offset = QueryIntegerField(
        required=False, min_value=0, help_text="Tokens to skip; follow `next` instead."
    )


def token_output(token: ApiToken) -> dict[str, Any]:
    return {
        "id": token.pk,
        "prefix": token.prefix,
        "name": token.name,
        "scopes": token.scope_list,
        "created_at": token.created_at,
        "last_used_at": token.last_used_at,
        "expires_at": token.expires_at,
    }


# --- games ------------------------------------------------------------------------------------


class GameOptionChoiceOutput(serializers.Serializer[Any]):
    value = serializers.CharField(help_text="The value as match_create takes it.")
    # A declared field leaves the class (the serializer metaclass pops it): no clash with
    # Field.label at runtime, only for the type checker.
    label = serializers.CharField(  # type: ignore[assignment]
        help_text="The value's name for players."
    )
    description = serializers.CharField(
        help_text="What choosing it means, one sentence (may be empty)."
    )


class GameOptionOutput(serializers.Serializer[Any]):
    name = serializers.CharField(help_text="The option's key in match_create's `options`.")
    kind = serializers.ChoiceField(
        choices=OPTION_KINDS,
        help_text="The value's type: `choice` (one of `choices`), `bool` or `int`.",
    )
    default = OptionValueField(help_text="The value when omitted; its type follows `kind`.")
    label = serializers.CharField(  # type: ignore[assignment]
        help_text="The option's name for players, in the request's language (Accept-Language)."
    )
    description = serializers.CharField(
        help_text="What the option changes, one sentence for players, in the request's language."
    )
    choices = serializers.ListField(
        child=serializers.CharField(),
        help_text="The allowed values of a `choice` option; empty for other kinds.",
    )
    choice_labels = GameOptionChoiceOutput(
        many=True,
        help_text="Each value of `choices`, in the same order, with its words for players; "
        "empty for other kinds.",
    )
    minimum = serializers.IntegerField(
        allow_null=True, help_text="Smallest value of an `int` option; null for other kinds."
    )
    maximum = serializers.IntegerField(
        allow_null=True, help_text="Largest value of an `int` option; null for other kinds."
    )


class GameOutput(serializers.Serializer[Any]):
    slug = serializers.CharField(help_text="The game's id: match_create's `game`.")
    title = serializers.CharField(help_text="The game's name.")
    min_players = serializers.IntegerField(min_value=1, help_text="Fewest seats of a match.")
    max_players = serializers.IntegerField(min_value=1, help_text="Most seats of a match.")
    options = GameOptionOutput(many=True, help_text="The options match_create accepts.")


# --- matches ----------------------------------------------------------------------------------


class BotSeatInput(StrictInput):
    seat = StrictIntegerField(
        min_value=0,
        max_value=MAX_SEAT,
        help_text="Seat index (0 to players - 1) the bot takes; each seat at most once.",
    )
    kind = StrictChoiceField(choices=BotKind.choices, help_text="Which server bot plays it.")


class TimeControlInput(StrictInput):
    decision_seconds = StrictIntegerField(
        min_value=1,
        max_value=60 * 60 * 24 * 30,
        help_text="Seconds allowed for each decision (1 s to 30 days).",
    )
    autoplay = StrictChoiceField(
        choices=BotKind.choices,
        default=BotKind.RANDOM,
        help_text="The bot that decides for a seat whose time runs out.",
    )
    max_timeouts = StrictIntegerField(
        min_value=1,
        max_value=100,
        default=3,
        help_text="Consecutive timeouts after which the auto-play bot keeps the seat.",
    )


class TimeControlOutput(serializers.Serializer[Any]):
    decision_seconds = serializers.IntegerField(
        allow_null=True, min_value=1, help_text="Seconds per decision; null: no clock."
    )
    autoplay = serializers.ChoiceField(
        choices=BotKind.choices, help_text="The bot that decides for a seat whose time runs out."
    )
    max_timeouts = serializers.IntegerField(
        min_value=1, help_text="Consecutive timeouts after which the bot keeps the seat."
    )
    deadline = serializers.DateTimeField(
        allow_null=True,
        help_text="When the pending decision times out (UTC); null without a clock or when "
        "no decision is pending.",
    )


# Runtime: any string; an unknown slug is `not_found` (as a game_list client would expect).
@extend_schema_field({"type": "string", "enum": [game.slug for game in all_games()]})
class GameSlugField(StrictCharField):
    pass


class MatchCreateInput(StrictInput):
    game = GameSlugField(
        max_length=32, help_text="A game slug from game_list; another slug is `not_found`."
    )
    players = StrictIntegerField(
        min_value=MIN_PLAYERS,
        max_value=MAX_PLAYERS,
        help_text="Number of seats; the game's own range (game_list's min_players to "
        "max_players) applies (`invalid_config` outside it).",
    )
    options = OptionsInputField(
        required=False,
        default=dict,
        help_text="The game's options by name (see game_list); omitted ones take their default.",
    )
    seed = StrictIntegerField(
        required=False,
        min_value=0,
        max_value=2**63 - 1,
        help_text="Seed of the match's randomness (same seed and actions, same game). Omit "
        "for a random seed.",
    )
    bots = BotSeatInput(
        many=True, required=False, default=list, help_text="Seats given to server bots."
    )
    join = StrictBooleanField(
        default=True, help_text="Take the first free seat yourself (default true)."
    )
    time_control = TimeControlInput(required=False, help_text="Omit for no clock.")
    private = StrictBooleanField(
        default=False,
        help_text="An unlisted table: in no lobby or public list, joinable only by invitation "
        "or with its share code (share_code_create), and visible only to its creator, players, "
        "invitees and code holders; to anyone else it does not exist (`not_found`).",
    )
    spectators = StrictChoiceField(
        choices=Spectators.choices,
        default=Spectators.EVERYONE,
        help_text="Who may watch the game without a seat: `everyone` who can see the match, or "
        "only its `players` (others get `spectators_not_allowed`). Hidden information stays "
        "hidden either way.",
    )
    undo = StrictBooleanField(
        default=True,
        help_text="Let seats take back their own decisions of the current turn (match_undo) "
        "while nothing hidden or random was revealed and no other seat has acted (default "
        "true; tournament tables never allow it).",
    )
    invite = serializers.ListField(
        child=StrictCharField(max_length=150),
        required=False,
        default=list,
        max_length=MAX_PLAYERS,
        help_text="Usernames to invite (a challenge): each gets the next free seat, held for "
        "them until they accept, decline or the invitation expires; the match starts once "
        "every seat is held. A server bot's account (e.g. `greedy-bot`) accepts at once. "
        "`unknown_account`, `cannot_invite_self`, `already_invited`, `no_seat_left`.",
    )


class MatchJoinInput(StrictInput):
    seat = StrictIntegerField(
        required=False,
        min_value=0,
        max_value=MAX_SEAT,
        help_text="The seat index to take; omit to take the first free seat (or the seat an "
        "invitation holds for you).",
    )
    code = StrictCharField(
        required=False,
        max_length=32,
        help_text="The share code of a private match (from its share link); without it (or an "
        "invitation) a private match is `not_found`.",
    )


class InvitationCreateInput(StrictInput):
    username = StrictCharField(max_length=150, help_text="The account to invite.")
    seat = StrictIntegerField(
        required=False,
        min_value=0,
        max_value=MAX_SEAT,
        help_text="The seat to hold for them; omit for the first free seat.",
    )


class MatchStartInput(StrictInput):
    fill_with_bots = StrictChoiceField(
        choices=BotKind.choices,
        required=False,
        help_text="Fill open seats with this bot kind; omit to start only when every seat is "
        "held (`not_enough_players` otherwise).",
    )


class SeatOutput(serializers.Serializer[Any]):
    index = serializers.IntegerField(min_value=0, help_text="Seat index, 0 to players - 1.")
    holder = serializers.ChoiceField(
        choices=SEAT_HOLDERS, help_text="Who holds the seat: an account, a server bot, or nobody."
    )
    username = serializers.CharField(
        allow_null=True, help_text="The account holding the seat; null for a bot or open seat."
    )
    bot_kind = serializers.ChoiceField(
        choices=BotKind.choices,
        allow_null=True,
        help_text="The bot playing the seat; null unless `holder` is `bot`.",
    )
    display_name = serializers.CharField(help_text="The name to show for the seat.")
    resigned = serializers.BooleanField(
        help_text="The holder resigned; a bot plays the seat to the end."
    )
    absent = serializers.BooleanField(help_text="Missed its last deadline.")
    invited = serializers.CharField(
        allow_null=True,
        help_text="The account the seat is held for while its invitation is pending "
        "(`holder` is `invited`); null otherwise.",
    )


def seat_output(seat: Seat) -> dict[str, Any]:
    holder = "bot" if seat.bot_kind else ("human" if seat.user_id else "open")
    invited = seat.reserved_for.username if seat.reserved_for_id and seat.reserved_for else None
    if holder == "open" and invited is not None:
        holder = "invited"
    return {
        "index": seat.index,
        "holder": holder,
        "username": seat.user.username if seat.user_id and seat.user else None,
        "bot_kind": seat.bot_kind or None,
        "display_name": seat.display_name,
        "resigned": seat.resigned,
        "absent": seat.absent,
        "invited": invited,
    }


class MatchSummaryOutput(serializers.Serializer[Any]):
    id = serializers.IntegerField(min_value=1, help_text="The match id.")
    game = serializers.CharField(help_text="The game's slug.")
    players = serializers.IntegerField(min_value=1, help_text="Number of seats.")
    options = GameOptionsField(help_text="The normalised options of the match (all present).")
    status = serializers.ChoiceField(
        choices=MatchStatus.choices,
        help_text="`waiting` for players, `active`, `finished`, or `aborted`.",
    )
    seq = serializers.IntegerField(
        min_value=0, help_text="Number of actions applied so far (the last log entry's seq)."
    )
    to_move = serializers.ListField(
        child=serializers.IntegerField(min_value=0),
        help_text="Seats whose decision it is (several at simultaneous decisions; empty unless "
        "active).",
    )
    seats = SeatOutput(many=True, help_text="Every seat, by index.")
    time_control = TimeControlOutput(help_text="The clock (decision_seconds null: no clock).")
    creator = serializers.CharField(
        allow_null=True,
        help_text="Username of the creator; null for matches the server created (tournament "
        "tables, imported match records) or whose creator account is gone.",
    )
    created_at = serializers.DateTimeField(help_text="When the match was created (UTC).")
    started_at = serializers.DateTimeField(
        allow_null=True, help_text="When it started (UTC); null while waiting."
    )
    finished_at = serializers.DateTimeField(
        allow_null=True, help_text="When it ended (UTC); null until then."
    )
    private = serializers.BooleanField(
        help_text="An unlisted table, visible only to its creator, players, invitees and "
        "share-code holders."
    )
    spectators = serializers.ChoiceField(
        choices=Spectators.choices, help_text="Who may watch without a seat."
    )
    rematch_of = serializers.IntegerField(
        allow_null=True, help_text="The finished match this one is the rematch of, if any."
    )
    undo = serializers.BooleanField(
        help_text="Seats may take back their own decisions of the current turn (match_undo)."
    )


class MatchOutput(MatchSummaryOutput):
    your_seat = serializers.IntegerField(
        allow_null=True,
        min_value=0,
        help_text="Your seat index, or null when you watch as a spectator.",
    )
    state = GameViewField(
        allow_null=True,
        help_text="Your view of the game state (the spectator's without a seat; null before the "
        "start, and for a non-player when only players may watch). Once the match is over its "
        "scores are the final ones, as match_result gives them.",
    )
    share_code = serializers.CharField(
        allow_null=True,
        help_text="The match's share code (for its share link), shown to its creator only; null "
        "for others and when there is none (share_code_create makes one).",
    )
    rematch_id = serializers.IntegerField(
        allow_null=True,
        help_text="The rematch offered after this match (match_rematch), shown to its players; "
        "null otherwise.",
    )


class ShareCodeOutput(serializers.Serializer[Any]):
    match_id = serializers.IntegerField(min_value=1, help_text="The match.")
    code = serializers.CharField(
        help_text="The new share code; the previous one no longer works. Give it as `code` to "
        "match_join and match_retrieve (the web client's share link carries it)."
    )


class InvitationOutput(serializers.Serializer[Any]):
    id = serializers.IntegerField(min_value=1, help_text="The invitation id.")
    match = MatchSummaryOutput(help_text="The match the invitation is to.")
    seat = serializers.IntegerField(min_value=0, help_text="The seat held for the invitee.")
    inviter = serializers.CharField(
        allow_null=True, help_text="Who sent it (null if that account is gone)."
    )
    invitee = serializers.CharField(help_text="Who is invited.")
    status = serializers.ChoiceField(
        choices=InvitationStatus.choices,
        help_text="`pending` until answered; a pending invitation past `expires_at` reads "
        "`expired` even before the sweep frees its seat.",
    )
    rematch = serializers.BooleanField(help_text="It invites to a rematch of a finished match.")
    created_at = serializers.DateTimeField(help_text="When it was sent (UTC).")
    expires_at = serializers.DateTimeField(help_text="When it expires unanswered (UTC).")
    answered_at = serializers.DateTimeField(
        allow_null=True, help_text="When it was accepted, declined, withdrawn or expired."
    )


@extend_schema_serializer(many=False)
class InvitationPageOutput(serializers.Serializer[Any]):
    """A page of invitations, newest first."""

    count = serializers.IntegerField(min_value=0, help_text=PAGE_COUNT_HELP)
    next = serializers.URLField(allow_null=True, help_text=PAGE_NEXT_HELP)
    previous = serializers.URLField(allow_null=True, help_text=PAGE_PREVIOUS_HELP)
    results = InvitationOutput(many=True, help_text="This page's invitations, newest first.")


class InvitationListQuery(serializers.Serializer[Any]):
    box = serializers.ChoiceField(
        choices=[("received", "Invitations to you"), ("sent", "Invitations you sent")],
        default="received",
        help_text="`received` (default): invitations to you; `sent`: the ones you sent.",
    )
    status = serializers.ChoiceField(
        choices=InvitationStatus.choices,
        required=False,
        help_text="Only invitations in this status (as stored; see `status`).",
    )
    limit = QueryIntegerField(
        required=False, min_value=1, max_value=200, help_text="Page size (1-200, default 50)."
    )
    offset = QueryIntegerField(
        required=False, min_value=0, help_text="Invitations to skip; follow `next` instead."
    )


def invitation_output(invitation: Invitation) -> dict[str, Any]:
    from games.selectors import effective_invitation_status

    return {
        "id": invitation.pk,
        "match": match_summary(invitation.match),
        "seat": invitation.seat_index,
        "inviter": invitation.inviter.username if invitation.inviter else None,
        "invitee": invitation.invitee.username,
        "status": effective_invitation_status(invitation),
        "rematch": invitation.match.rematch_of_id is not None,
        "created_at": invitation.created_at,
        "expires_at": invitation.expires_at,
        "answered_at": invitation.answered_at,
    }


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
        "private": match.private,
        "spectators": match.spectators,
        "rematch_of": match.rematch_of_id,
        "undo": match.undo,
    }


# --- pagination ---------------------------------------------------------------------------------
# Every list is one page object: `count`, `next`, `previous`, `results`. A client follows `next`
# (a full URL, null on the last page) and never builds page parameters itself. Lists of rows
# that change anywhere page by limit/offset; the action log, which only grows at its end, pages
# by a cursor (`after`, the last seq seen), so a page never shifts when actions are appended and
# `next` on the last page becomes the place to wait for news from.


@extend_schema_serializer(many=False)  # a page object, not a list, although the action is "list"
class MatchPageOutput(serializers.Serializer[Any]):
    """A page of matches, newest first."""

    count = serializers.IntegerField(min_value=0, help_text=PAGE_COUNT_HELP)
    next = serializers.URLField(allow_null=True, help_text=PAGE_NEXT_HELP)
    previous = serializers.URLField(allow_null=True, help_text=PAGE_PREVIOUS_HELP)
    results = MatchSummaryOutput(many=True, help_text="The matches of this page.")


class MatchListQuery(serializers.Serializer[Any]):
    game = serializers.CharField(required=False, help_text="Only matches of this game slug.")
    status = serializers.ChoiceField(
        choices=MatchStatus.choices, required=False, help_text="Only matches in this status."
    )
    mine = serializers.BooleanField(
        required=False,
        default=False,
        help_text="Only matches you sit in (none when anonymous).",
    )
    open = serializers.BooleanField(
        required=False, default=False, help_text="Only waiting matches with a free seat."
    )
    limit = QueryIntegerField(
        required=False, min_value=1, max_value=200, help_text="Page size, 1-200 (default 50)."
    )
    offset = QueryIntegerField(
        required=False, min_value=0, help_text="Matches to skip (default 0)."
    )


class LegalActionOutput(serializers.Serializer[Any]):
    notation = serializers.CharField(help_text="Compact form; submit it as `action`.")
    action = GameActionField(help_text="Structured form (has `kind`); also accepted.")


class LegalActionsOutput(serializers.Serializer[Any]):
    seq = serializers.IntegerField(min_value=0, help_text="Pass as expected_seq when submitting.")
    seat = serializers.IntegerField(min_value=0, help_text="Your seat index.")
    actions = LegalActionOutput(
        many=True, help_text="Every legal action; empty when the decision is not yours now."
    )


def plain_submission(data: Any) -> dict[str, Any] | None:
    """ActionSubmitInput's validated data for the usual body, a seq and a notation that the
    serializer would take as they are, without the serializer's machinery (the hot path);
    None for any other body, which the serializer validates and words."""
    if type(data) is dict and len(data) == 2:
        seq, action = data.get("expected_seq"), data.get("action")
        if (
            type(seq) is int
            and seq >= 0
            and type(action) is str
            and 0 < len(action) <= MAX_NOTATION_LENGTH
            and action == action.strip()
        ):
            return {"expected_seq": seq, "action": action}
    return None


class ActionSubmitInput(StrictInput):
    expected_seq = StrictIntegerField(
        min_value=0,
        help_text="The seq your decision is based on (legal actions' `seq`); `stale_state` "
        "if the match has moved on.",
    )
    action = ActionPayloadField(
        help_text="The action's notation string, exactly as listed (no surrounding "
        "whitespace), or its structured form (from legal actions)."
    )

    def validate_action(self, value: Any) -> Any:
        if isinstance(value, str):
            if not value or len(value) > MAX_NOTATION_LENGTH:
                raise serializers.ValidationError(
                    _("A notation is 1-%(limit)s characters long.") % {"limit": MAX_NOTATION_LENGTH}
                )
            # Refused rather than trimmed: the notation is compared as given (idempotency
            # fingerprints, the log), so " place:x" and "place:x" must not both be accepted.
            if value != value.strip():
                raise serializers.ValidationError(
                    _("A notation has no leading or trailing whitespace.")
                )
            return value
        if isinstance(value, dict) and isinstance(value.get("kind"), str):
            return value
        raise serializers.ValidationError(
            _("Give the action's notation string or an object with a 'kind'.")
        )


def _log_entry_kinds() -> list[str]:
    """Every hosted game's action kinds (the `kind` of its log entries), and the server's own
    `undo` (a seat taking back decisions, match_undo), sorted."""
    kinds: set[str] = {UNDO_KIND}
    for schemas in game_schemas().values():
        kinds.update(action_kinds(schemas))
    return sorted(kinds)


# Public enum (ENUM_NAME_OVERRIDES: LogEntryKindEnum).
LOG_ENTRY_KINDS = _log_entry_kinds()


class LogEntryOutput(ClosedSerializer):
    """One action of the log, as you may know it (hidden parts left out).

    Every game's log entry (`describe_action`) has this shape; `kind` is one of the match's
    game's action kinds."""

    kind = VocabularyField(
        choices=LOG_ENTRY_KINDS,
        help_text="The action's kind (its notation's first part); `undo`: the seat took back "
        "decisions (`undoes`).",
    )
    text = serializers.CharField(
        help_text="What happened, as the viewer may know it, in the response's language "
        "(Content-Language); the machine-readable fields never change with the language."
    )
    notation = serializers.CharField(allow_null=True, help_text="Null when hidden from the viewer.")
    public = serializers.BooleanField(help_text="Whether every viewer sees the same entry.")
    seq = serializers.IntegerField(
        min_value=1, help_text="The action's number: the match's seq right after it."
    )
    seat = serializers.IntegerField(
        min_value=0,
        help_text="The seat that acted (every entry is one seat's decision). `text` calls it "
        "`Seat <seat>` in English (`Platz <seat>` in German, `<seat>번 자리` in Korean), seats "
        "numbered from 0 in every game: name the player from this field.",
    )
    created_at = serializers.DateTimeField(help_text="When it was applied (UTC).")
    undoes = serializers.ListField(
        child=serializers.IntegerField(min_value=1),
        required=False,
        help_text="Only on an `undo` entry (a seat took back decisions, match_undo): the seqs "
        "of the decisions it took back, which no longer count in the state.",
    )


class MatchUndoInput(StrictInput):
    expected_seq = StrictIntegerField(
        min_value=0,
        help_text="The match's current seq; `stale_state` if the match has moved on.",
    )
    to_seq = StrictIntegerField(
        required=False,
        min_value=0,
        help_text="Take back every one of your decisions of this turn after this seq (the seq "
        "just before the first one to take back: back to the start of your turn); omit to "
        "take back only the last one.",
    )


class ActionAcceptedOutput(serializers.Serializer[Any]):
    match_id = serializers.IntegerField(min_value=1, help_text="The match id.")
    seq = serializers.IntegerField(
        min_value=1, help_text="The match's seq right after your action."
    )
    seat = serializers.IntegerField(min_value=0, help_text="The seat that acted (yours).")
    entry = LogEntryOutput(help_text="The log entry of your action, as the log shows it to you.")
    status = serializers.ChoiceField(
        choices=MatchStatus.choices, help_text="The match's status after it."
    )
    to_move = serializers.ListField(
        child=serializers.IntegerField(min_value=0),
        help_text="Seats whose decision it is after it (empty once finished).",
    )
    legal_actions = LegalActionOutput(
        many=True,
        help_text="Your legal actions at `seq` (empty if the next decision is not yours). "
        "A replay returns the first response unchanged.",
    )


class MatchViewQuery(serializers.Serializer[Any]):
    seq = QueryIntegerField(
        min_value=0,
        help_text="The seq to see the match at: 0 is the start, the match's last seq its end; "
        "above the last seq is a `validation_error`.",
    )


class MatchViewAtOutput(serializers.Serializer[Any]):
    match_id = serializers.IntegerField(min_value=1, help_text="The match.")
    seq = serializers.IntegerField(min_value=0, help_text="The seq this view is at.")
    last_seq = serializers.IntegerField(
        min_value=0, help_text="The match's last seq (its number of actions)."
    )
    your_seat = serializers.IntegerField(
        allow_null=True,
        min_value=0,
        help_text="Your seat in this match, whose view `state` is; null: the spectator's view.",
    )
    state = GameViewField(
        help_text="The game state at `seq` as your seat (or a spectator) saw it then, rebuilt "
        "from the log: other seats' hidden information is left out as in match_retrieve.",
    )


class ActionsQuery(serializers.Serializer[Any]):
    after = QueryIntegerField(
        required=False,
        default=0,
        min_value=0,
        help_text="Cursor: entries with a seq above this one (0, the default, from the start).",
    )
    limit = QueryIntegerField(
        required=False,
        default=ACTIONS_PAGE_MAX,
        min_value=1,
        max_value=ACTIONS_PAGE_MAX,
        help_text=f"Page size, 1-{ACTIONS_PAGE_MAX} (default {ACTIONS_PAGE_MAX}).",
    )


@extend_schema_serializer(many=False)
class ActionPageOutput(serializers.Serializer[Any]):
    """A page of the action log, oldest first, paged by the `after` cursor."""

    count = serializers.IntegerField(
        min_value=0, help_text="Number of entries in the whole log (the match's seq)."
    )
    next = serializers.URLField(
        allow_null=True,
        help_text="URL of the next page (entries after this page's last), or null when this "
        "page reaches the end of the log as it is now.",
    )
    previous = serializers.URLField(allow_null=True, help_text=PAGE_PREVIOUS_HELP)
    results = LogEntryOutput(many=True, help_text="The entries of this page, by seq.")


class EventsQuery(serializers.Serializer[Any]):
    after = QueryIntegerField(min_value=0, help_text="The last seq you know.")
    timeout = serializers.FloatField(
        required=False,
        default=LONG_POLL_MAX_SECONDS,
        min_value=0,
        max_value=LONG_POLL_MAX_SECONDS,
        help_text=f"Seconds to wait for news, 0-{LONG_POLL_MAX_SECONDS:g} "
        f"(default {LONG_POLL_MAX_SECONDS:g}); 0 answers at once.",
    )


class EventsOutput(serializers.Serializer[Any]):
    seq = serializers.IntegerField(min_value=0, help_text="The match's seq now.")
    status = serializers.ChoiceField(
        choices=MatchStatus.choices, help_text="The match's status now."
    )
    to_move = serializers.ListField(
        child=serializers.IntegerField(min_value=0), help_text="Seats whose decision it is now."
    )
    entries = LogEntryOutput(
        many=True, help_text="Log entries after `after` (empty when the wait timed out)."
    )


class SeatResultOutput(serializers.Serializer[Any]):
    seat = serializers.IntegerField(min_value=0, help_text="Seat index.")
    score = serializers.IntegerField(
        help_text="Final VP: play plus end-game scoring (the sum of `breakdown`)."
    )
    rank = serializers.IntegerField(
        min_value=1, help_text="1 for the winner; ties are broken by the game's rules."
    )
    breakdown = GameResultBreakdownField(help_text="The final VP by category.")


class MatchResultOutput(serializers.Serializer[Any]):
    match_id = serializers.IntegerField(min_value=1, help_text="The match id.")
    results = SeatResultOutput(many=True, help_text="One result per seat, by seat index.")


# --- portable match records ---------------------------------------------------------------------


class RecordSeatOutput(serializers.Serializer[Any]):
    index = serializers.IntegerField(min_value=0, help_text="Seat index, 0 to players - 1.")
    holder = serializers.ChoiceField(
        choices=RECORD_SEAT_HOLDERS,
        help_text="Who played the seat at the end: an account (`human`) or a server bot (`bot`, "
        "also for a seat whose holder resigned or timed out for good).",
    )
    username = serializers.CharField(
        allow_null=True,
        help_text="The account that held the seat on the exporting server; null for a bot seat "
        "or an account that is gone. Import links it to an account only when asked.",
    )
    bot_kind = serializers.ChoiceField(
        choices=BotKind.choices,
        allow_null=True,
        help_text="The bot that played the seat; null unless `holder` is `bot`.",
    )
    display_name = serializers.CharField(help_text="The name shown for the seat.")
    resigned = serializers.BooleanField(
        help_text="The holder resigned; a bot played the seat to the end."
    )


class RecordActionOutput(serializers.Serializer[Any]):
    seq = serializers.IntegerField(
        min_value=1, help_text="The action's number: 1 for the first, then one more each."
    )
    seat = serializers.IntegerField(min_value=0, help_text="The seat that made the decision.")
    action = GameActionField(
        help_text="The action's full structured form (has `kind`), hidden parts included: "
        "the match is over. Import replays it."
    )
    notation = serializers.CharField(
        help_text="The action's notation; import checks it is the notation of `action`."
    )


class ChatRecordOutput(serializers.Serializer[Any]):
    channel = serializers.ChoiceField(
        choices=ChatChannel.choices, help_text="The channel it was written in."
    )
    author = serializers.CharField(help_text="The author's username.")
    text = serializers.CharField(help_text="What was written.")
    created_at = serializers.DateTimeField(help_text="When (UTC).")


class MatchRecordQuery(serializers.Serializer[Any]):
    include_chat = serializers.BooleanField(
        required=False,
        default=False,
        help_text="Add the match's chat (`chat`: both channels, hidden messages left out). "
        "Off by default: a record is the game.",
    )


class MatchRecordOutput(serializers.Serializer[Any]):
    """A finished match as one portable document: what replays it to the same result on any
    server hosting its game (`manage.py match_import`)."""

    format = serializers.ChoiceField(
        choices=RECORD_FORMATS, help_text="The document type: always `match-record`."
    )
    format_version = serializers.IntegerField(
        min_value=1,
        help_text=f"The record format's version (this server writes and reads "
        f"{RECORD_FORMAT_VERSION}); an importer refuses versions it does not know.",
    )
    match_id = serializers.IntegerField(
        min_value=1,
        help_text="The match's id on the exporting server (an import gets a new id).",
    )
    game = serializers.CharField(help_text="The game's slug.")
    players = serializers.IntegerField(min_value=1, help_text="Number of seats.")
    options = GameOptionsField(help_text="The normalised options of the match (all present).")
    seed = serializers.IntegerField(
        min_value=0,
        max_value=2**63 - 1,
        help_text="Seed of the match's randomness: with the options and the actions it "
        "determines every state.",
    )
    started_at = serializers.DateTimeField(
        allow_null=True, help_text="When the match started (UTC)."
    )
    finished_at = serializers.DateTimeField(
        allow_null=True, help_text="When the match ended (UTC)."
    )
    seats = RecordSeatOutput(many=True, help_text="Every seat, by index.")
    actions = RecordActionOutput(
        many=True, help_text="Every action of the match in order (seq 1 to the last)."
    )
    result = SeatResultOutput(
        many=True,
        help_text="The final result of every seat, by seat index (as match_result gives it). "
        "An import recomputes it from the actions and refuses a record that disagrees.",
    )
    chat = ChatRecordOutput(
        many=True,
        required=False,
        help_text="The match's chat, only with `include_chat=true` (oldest first; an import "
        "leaves it aside).",
    )


class HealthComponentOutput(serializers.Serializer[Any]):
    ok = serializers.BooleanField(help_text="Whether this part works.")
    detail = serializers.CharField(help_text="What was checked, or what failed.")


class HealthOutput(serializers.Serializer[Any]):
    status = serializers.ChoiceField(
        choices=HEALTH_STATUSES,
        help_text="`ok` when every part works (200), else `degraded` (503).",
    )
    database = HealthComponentOutput(help_text="The database.")
    broker = HealthComponentOutput(help_text="The task broker (Redis, or in-process).")
    workers = HealthComponentOutput(help_text="The task workers.")
