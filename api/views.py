"""DRF views: validate input, call one service or selector, render output. No decisions here."""

from __future__ import annotations

from datetime import timedelta
from typing import Any

from django.db import connection
from django.utils import timezone, translation
from django.utils.translation import gettext as _
from drf_spectacular.utils import OpenApiParameter, OpenApiResponse, extend_schema
from rest_framework import serializers, status, viewsets
from rest_framework.decorators import action
from rest_framework.pagination import LimitOffsetPagination
from rest_framework.permissions import AllowAny, IsAuthenticated
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.utils.urls import remove_query_param, replace_query_param
from rest_framework.views import APIView

from api import serializers as s
from api.direct import reraise_direct_failure
from api.hot_answers import (
    IDEMPOTENCY_KEY_MAX_LENGTH,
    idempotency_key_valid,
    legal_actions_answer,
    submit_answer,
)
from api.option_texts import option_output
from api.permissions import TokenScopeMixin, token_scopes
from api.schema import problems
from api.throttling import ScopedRateThrottle
from games import invitations, selectors, services
from games.engine import all_games
from games.errors import ApplicationError, ErrorCode
from games.models import DEFAULT_TOKEN_SCOPES, ApiToken, MatchStatus, TokenScope, User
from yokohama_server.language import activate_account_language

E = ErrorCode


def _user(request: Request) -> User | None:
    user = request.user
    return user if isinstance(user, User) and user.is_authenticated else None


def _time_control(data: dict[str, Any] | None) -> dict[str, Any]:
    if not data:
        return {}
    return {
        "decision_seconds": data["decision_seconds"],
        "autoplay_kind": data["autoplay"],
        "max_timeouts": data["max_timeouts"],
    }


def _validated(serializer_class: type[serializers.Serializer[Any]], data: Any) -> dict[str, Any]:
    serializer = serializer_class(data=data)
    serializer.is_valid(raise_exception=True)
    return dict(serializer.validated_data)


def _submit_input(data: Any) -> dict[str, Any]:
    """ActionSubmitInput's validated data; the usual body without the serializer's machinery."""
    return s.plain_submission(data) or _validated(s.ActionSubmitInput, data)


TOKEN_ID = OpenApiParameter(
    "id",
    {"type": "integer", "minimum": 1},
    OpenApiParameter.PATH,
    description="Token id (from token_list or token_create); not yours or revoked: `not_found`.",
)


class AccountViewSet(TokenScopeMixin, viewsets.ViewSet):
    permission_classes = [AllowAny]
    throttle_classes = [ScopedRateThrottle]
    throttle_scope = "signup"
    token_scopes: dict[str, str | None] = {"create": None}  # signing up needs no token

    @extend_schema(
        operation_id="account_create",
        tags=["accounts"],
        auth=[],
        request=s.AccountCreateInput,
        responses={
            201: OpenApiResponse(
                s.AccountCreateOutput, "The account, with its token (shown once)."
            ),
            **problems(E.USERNAME_TAKEN, body=True),
        },
        summary="Sign up: create an account and get an API token",
        description="Creates an account and returns its API token, the only time the token is "
        "shown. No authentication needed; rate-limited per client address (scope `signup`).",
    )
    def create(self, request: Request) -> Response:
        data = _validated(s.AccountCreateInput, request.data)
        issued = services.account_create(
            username=data["username"], password=data.get("password"), is_bot=data["is_bot"]
        )
        out = {
            "id": issued.user.pk,
            "username": issued.user.username,
            "is_bot": issued.user.is_bot,
            "token": issued.raw_key,
        }
        return Response(out, status=status.HTTP_201_CREATED)


class TokenViewSet(TokenScopeMixin, viewsets.ViewSet):
    """Log in for a token; list and revoke your tokens."""

    lookup_value_regex = r"[0-9]+"
    # Logging in needs no token; any of your tokens may revoke one (revoking only takes away).
    token_scopes: dict[str, str | None] = {"create": None, "destroy": None}

    def get_permissions(self) -> list[Any]:
        # Not for an unserved method (no action): that is method_not_allowed, token or not.
        if self.action in {"list", "destroy"}:
            return [IsAuthenticated()]
        return [AllowAny()]

    def get_throttles(self) -> list[Any]:
        if self.action == "create":
            # Per client address, like sign-up: a password guesser gets a few tries an hour.
            self.throttle_scope = "login"
            return [ScopedRateThrottle()]
        return super().get_throttles()

    @extend_schema(
        operation_id="token_create",
        tags=["accounts"],
        auth=[],
        request=s.TokenCreateInput,
        responses={
            201: OpenApiResponse(s.TokenCreatedOutput, "The new token, with its key (shown once)."),
            **problems(E.AUTHENTICATION_FAILED, body=True),
        },
        summary="Log in: a new API token for a username and password",
        description="Issues a new token for the account, with the `scopes` asked for (default "
        "`read` and `play`) and an optional expiry. The key is in this answer only. A wrong "
        "password, an unknown username and an account without a password all get the same "
        "401 `authentication_failed`. Rate-limited per client address (scope `login`).",
    )
    def create(self, request: Request) -> Response:
        data = _validated(s.TokenCreateInput, request.data)
        expires_at = data.get("expires_at")
        if "expires_in_days" in data:
            expires_at = timezone.now() + timedelta(days=data["expires_in_days"])
        logged_in = services.token_login(
            username=data["username"],
            password=data["password"],
            name=data["name"],
            scopes=data.get("scopes", DEFAULT_TOKEN_SCOPES),
            expires_at=expires_at,
        )
        out = {**s.token_output(logged_in.token), "token": logged_in.raw_key}
        return Response(s.TokenCreatedOutput(out).data, status=status.HTTP_201_CREATED)

    @extend_schema(
        operation_id="token_list",
        tags=["accounts"],
        parameters=[s.TokenListQuery],
        responses={
            200: OpenApiResponse(s.TokenPageOutput, "A page of your tokens; follow `next`."),
            **problems(E.VALIDATION_ERROR, E.NOT_AUTHENTICATED),
        },
        summary="Your tokens (never their keys), newest first",
        description="Every token of your account not revoked, expired ones included, with its "
        "prefix, name, scopes and dates. Keys are never shown again. Needs `read`.",
    )
    def list(self, request: Request) -> Response:
        _validated(s.TokenListQuery, request.query_params.dict())
        user = _user(request)
        assert user is not None  # IsAuthenticated
        paginator = LimitOffsetPagination()
        paginator.max_limit = 200
        page = paginator.paginate_queryset(selectors.token_list(user=user), request, view=self)
        results = s.TokenOutput([s.token_output(t) for t in page or []], many=True).data
        return paginator.get_paginated_response(results)

    @extend_schema(
        operation_id="token_revoke",
        tags=["accounts"],
        parameters=[TOKEN_ID],
        request=None,
        responses={
            204: OpenApiResponse(None, "Revoked: the token authenticates nothing from now on."),
            **problems(E.NOT_FOUND, E.NOT_AUTHENTICATED, write=True),
        },
        summary="Revoke one of your tokens (the one you are using too)",
        description="The token is refused (401 `authentication_failed`) from the next request "
        "on. Any of your tokens may revoke any other. Another account's token, an unknown id "
        "and a token already revoked are `not_found`.",
    )
    def destroy(self, request: Request, pk: str) -> Response:
        user = _user(request)
        assert user is not None
        services.token_revoke(user=user, token_id=int(pk))
        return Response(status=status.HTTP_204_NO_CONTENT)


class MeView(TokenScopeMixin, APIView):
    permission_classes = [IsAuthenticated]

    @extend_schema(
        operation_id="me",
        tags=["accounts"],
        responses={
            200: OpenApiResponse(s.MeOutput, "Your account and this token's scopes."),
            **problems(E.NOT_AUTHENTICATED),
        },
        summary="Who am I: your account and the scopes of the token you sent",
        description="The account the request authenticates as, and what its token may do. "
        "Needs `read`.",
    )
    def get(self, request: Request) -> Response:
        user = _user(request)
        assert user is not None
        token = request.auth if isinstance(request.auth, ApiToken) else None
        scopes = token_scopes(request.auth)
        out = {
            "id": user.pk,
            "username": user.username,
            "is_bot": user.is_bot,
            "token_id": token.pk if token else None,
            "scopes": scopes if scopes is not None else list(TokenScope.values),
            "language": user.language or None,
        }
        return Response(s.MeOutput(out).data)

    @extend_schema(
        operation_id="me_update",
        tags=["accounts"],
        request=s.MeUpdateInput,
        responses={
            200: OpenApiResponse(s.MeOutput, "Your account, changed."),
            **problems(E.NOT_AUTHENTICATED, body=True),
        },
        summary="Change your account's settings: the language the server speaks to you",
        description="Changes only the fields sent. `language` (en, de, ko, or null for none) "
        "beats each request's Accept-Language for this account's pages, problem `title` and "
        "`detail`, and emails; this answer already speaks it. Needs `play`.",
    )
    def patch(self, request: Request) -> Response:
        user = _user(request)
        assert user is not None
        data = _validated(s.MeUpdateInput, request.data)
        if "language" in data:
            user = services.account_update(user=user, language=data["language"] or "")
            activate_account_language(request._request, user)
            if not user.language:  # back to the request's own choice
                translation.activate(translation.get_language_from_request(request._request))
        return self.get(request)


class GameViewSet(TokenScopeMixin, viewsets.ViewSet):
    permission_classes = [AllowAny]

    @extend_schema(
        operation_id="game_list",
        tags=["games"],
        responses={
            200: OpenApiResponse(s.GameOutput(many=True), "Every hosted game, by slug."),
            **problems(),
        },
        summary="The games this server hosts and their options",
        description="The games a match can be created for, with their player range and "
        "options (names, types, defaults and limits), as match_create takes them, and each "
        "option's and choice's label and description for players in the request's language.",
    )
    def list(self, request: Request) -> Response:
        games = [
            {
                "slug": game.slug,
                "title": game.title,
                "min_players": game.min_players,
                "max_players": game.max_players,
                "options": [option_output(game.slug, o) for o in game.options],
            }
            for game in all_games()
        ]
        return Response(games)


MATCH_ID = OpenApiParameter(
    "id",
    {"type": "integer", "minimum": 1},
    OpenApiParameter.PATH,
    description="Match id (from match_create or match_list); an unknown id is `not_found`.",
)
SHARE_CODE_MAX_LENGTH = 32
SHARE_CODE = OpenApiParameter(
    "code",
    {"type": "string", "maxLength": SHARE_CODE_MAX_LENGTH},
    OpenApiParameter.QUERY,
    required=False,
    description="The share code of a private match (from its share link): lets you see it "
    "without an invitation. Ignored for a public match.",
)


def _code(request: Request) -> str | None:
    code = request.query_params.get("code")
    if code is not None and len(code) > SHARE_CODE_MAX_LENGTH:
        raise ApplicationError(
            E.VALIDATION_ERROR,
            _("The request is not valid: code: at most %(limit)s characters.")
            % {"limit": SHARE_CODE_MAX_LENGTH},
            errors={
                "code": [f"Ensure this field has no more than {SHARE_CODE_MAX_LENGTH} characters."]
            },
        )
    return code or None


IDEMPOTENCY_KEY = OpenApiParameter(
    "Idempotency-Key",
    {"type": "string", "minLength": 1, "maxLength": IDEMPOTENCY_KEY_MAX_LENGTH},
    OpenApiParameter.HEADER,
    required=False,
    description="Optional, 1-128 characters, unique per seat and match. Retrying with the same "
    "key and body replays the first response (200) instead of acting twice; the same key with "
    "another body is `idempotency_key_reused`.",
)


class MatchViewSet(TokenScopeMixin, viewsets.ViewSet):
    permission_classes = [AllowAny]
    lookup_value_regex = r"[0-9]+"

    def get_permissions(self) -> list[Any]:
        if self.action in {
            "create",
            "join",
            "leave",
            "start",
            "submit",
            "undo",
            "resign",
            "legal_actions",
            "invite",
            "share_code",
            "share_code_revoke",
            "rematch",
        }:
            return [IsAuthenticated()]
        return [AllowAny()]

    # -- collection --------------------------------------------------------------------------

    @extend_schema(
        operation_id="match_create",
        tags=["matches"],
        request=s.MatchCreateInput,
        responses={
            201: OpenApiResponse(s.MatchOutput, "The new match, as you now see it."),
            **problems(
                E.INVALID_CONFIG,
                E.NOT_FOUND,
                E.NOT_AUTHENTICATED,
                E.UNKNOWN_ACCOUNT,
                E.CANNOT_INVITE_SELF,
                E.ALREADY_INVITED,
                E.NO_SEAT_LEFT,
                body=True,
            ),
        },
        summary="Create a match (you take a seat unless join=false)",
        description="Creates a match of `game` with `players` seats. You take the first free "
        "seat unless `join` is false; `bots` seats are given to server bots. The match starts by "
        "itself once every seat is held. `invite` holds seats for named accounts (a challenge); "
        "`private` keeps it out of every public list. `not_found`: no such game; "
        "`invalid_config`: options or a player count the game refuses.",
    )
    def create(self, request: Request) -> Response:
        data = _validated(s.MatchCreateInput, request.data)
        bots: dict[int, str] = {}
        for bot in data["bots"]:
            if bot["seat"] in bots:
                raise ApplicationError(
                    E.VALIDATION_ERROR, _("Seat %(bot)s is listed twice.") % {"bot": bot["seat"]}
                )
            bots[bot["seat"]] = bot["kind"]
        match = services.match_create(
            creator=_user(request),
            game=data["game"],
            players=data["players"],
            options=data["options"],
            seed=data.get("seed"),
            bot_seats=bots,
            join=data["join"],
            private=data["private"],
            spectators=data["spectators"],
            invite=data["invite"],
            undo=data["undo"],
            **_time_control(data.get("time_control")),
        )
        return Response(self._match_output(match.pk, request), status=status.HTTP_201_CREATED)

    @extend_schema(
        operation_id="match_list",
        tags=["matches"],
        parameters=[s.MatchListQuery],
        responses={
            200: OpenApiResponse(s.MatchPageOutput, "A page of matches; follow `next`."),
            **problems(E.VALIDATION_ERROR),
        },
        summary="List matches, newest first",
        description="Matches filtered by the query, newest first, without their state (see "
        "match_retrieve). Private matches appear only in your own list (`mine`). Paged by "
        "limit/offset; follow `next` rather than composing offsets. Unknown query parameters "
        "are ignored.",
    )
    def list(self, request: Request) -> Response:
        query = _validated(s.MatchListQuery, request.query_params.dict())
        user = _user(request)
        matches = selectors.match_list(
            game=query.get("game"),
            status=query.get("status"),
            player=user if query["mine"] else None,
            open_only=query["open"],
        )
        if query["mine"] and user is None:
            matches = matches.none()
        paginator = LimitOffsetPagination()
        paginator.max_limit = 200
        page = paginator.paginate_queryset(matches, request, view=self)
        return paginator.get_paginated_response([s.match_summary(m) for m in page or []])

    # -- one match ----------------------------------------------------------------------------

    def _match_output(
        self, match_id: int, request: Request, code: str | None = None
    ) -> dict[str, Any]:
        user = _user(request)
        match = selectors.match_get(match_id=match_id, user=user, code=code)
        viewer = selectors.viewer_index(match=match, user=user)
        out = s.match_summary(match)
        out["your_seat"] = viewer
        watching = selectors.may_watch(match=match, user=user, viewer=viewer)
        out["state"] = selectors.match_state_view(match=match, viewer=viewer) if watching else None
        out["share_code"] = match.share_code if user and match.creator_id == user.pk else None
        # Only a finished match has a rematch: the match page reads this after every action.
        finished = match.status == MatchStatus.FINISHED
        out["rematch_id"] = (
            selectors.rematch_id(match=match) if viewer is not None and finished else None
        )
        return out

    @extend_schema(
        operation_id="match_retrieve",
        tags=["matches"],
        parameters=[MATCH_ID, SHARE_CODE],
        responses={
            200: OpenApiResponse(s.MatchOutput, "The match with your view of its state."),
            **problems(E.VALIDATION_ERROR, E.NOT_FOUND),
        },
        summary="The match with your view of its state (spectator view if you hold no seat)",
        description="The match, its seats and clock, and the game state as your seat may see "
        "it: hidden information of other seats is never included. Without a seat (or "
        "anonymous) you get the spectator's view, or no state when only players may watch. "
        "A private match you may not see is `not_found`, as if it did not exist.",
    )
    def retrieve(self, request: Request, pk: str) -> Response:
        return Response(self._match_output(int(pk), request, code=_code(request)))

    @extend_schema(
        operation_id="match_join",
        tags=["matches"],
        parameters=[MATCH_ID],
        request=s.MatchJoinInput,
        responses={
            200: OpenApiResponse(s.MatchOutput, "The match, with you seated."),
            **problems(
                E.NOT_FOUND,
                E.NOT_AUTHENTICATED,
                E.MATCH_NOT_WAITING,
                E.SEAT_TAKEN,
                E.ALREADY_SEATED,
                body=True,
            ),
        },
        summary="Take a seat (the match starts when every seat is taken)",
        description="Takes `seat`, or the first free seat (the seat held for you, when you are "
        "invited: joining accepts the invitation). Only while the match is `waiting`; taking "
        "the last free seat starts it. A private match needs its share `code` or an "
        "invitation; without either it is `not_found`.",
    )
    @action(detail=True, methods=["post"])
    def join(self, request: Request, pk: str) -> Response:
        data = _validated(s.MatchJoinInput, request.data)
        user = _user(request)
        assert user is not None  # IsAuthenticated
        code = data.get("code")
        services.match_join(match_id=int(pk), user=user, seat_index=data.get("seat"), code=code)
        return Response(self._match_output(int(pk), request, code=code))

    @extend_schema(
        operation_id="match_leave",
        tags=["matches"],
        parameters=[MATCH_ID],
        request=None,
        responses={
            200: OpenApiResponse(s.MatchOutput, "The match, your seat open again."),
            **problems(
                E.NOT_FOUND, E.NOT_AUTHENTICATED, E.MATCH_NOT_WAITING, E.NOT_SEATED, write=True
            ),
        },
        summary="Give up your seat before the match starts",
        description="Frees your seat while the match is `waiting`. No body is read.",
    )
    @action(detail=True, methods=["post"])
    def leave(self, request: Request, pk: str) -> Response:
        user = _user(request)
        assert user is not None
        services.match_leave(match_id=int(pk), user=user)
        return Response(self._match_output(int(pk), request))

    @extend_schema(
        operation_id="match_start",
        tags=["matches"],
        parameters=[MATCH_ID],
        request=s.MatchStartInput,
        responses={
            200: OpenApiResponse(s.MatchOutput, "The match, now active."),
            **problems(
                E.NOT_FOUND,
                E.NOT_AUTHENTICATED,
                E.NOT_CREATOR,
                E.MATCH_NOT_WAITING,
                E.NOT_ENOUGH_PLAYERS,
                body=True,
            ),
        },
        summary="Start the match now (creator only; open seats can be filled with bots)",
        description="Starts a `waiting` match before every seat is taken. Open seats go to "
        "`fill_with_bots`; without it, open seats are `not_enough_players` (with `open_seats`).",
    )
    @action(detail=True, methods=["post"])
    def start(self, request: Request, pk: str) -> Response:
        data = _validated(s.MatchStartInput, request.data)
        user = _user(request)
        assert user is not None
        services.match_start(match_id=int(pk), user=user, fill_with_bots=data.get("fill_with_bots"))
        return Response(self._match_output(int(pk), request))

    @extend_schema(
        operation_id="match_legal_actions",
        tags=["matches"],
        parameters=[MATCH_ID],
        responses={
            200: OpenApiResponse(s.LegalActionsOutput, "Your legal actions at `seq`."),
            **problems(E.NOT_FOUND, E.NOT_AUTHENTICATED, E.NOT_SEATED),
        },
        summary="Your legal actions at the current seq (empty when it is not your decision)",
        description="Every action your seat may submit now, in both accepted forms, with the "
        "`seq` to pass as `expected_seq`. Empty when the match is not active or the decision "
        "is another seat's.",
    )
    @action(detail=True, methods=["get"], url_path="legal-actions")
    def legal_actions(self, request: Request, pk: str) -> Response:
        reraise_direct_failure(request.META)
        return Response(legal_actions_answer(match_id=int(pk), user=_user(request)))

    @extend_schema(
        operation_id="match_action_submit",
        tags=["matches"],
        parameters=[MATCH_ID, IDEMPOTENCY_KEY],
        request=s.ActionSubmitInput,
        responses={
            201: OpenApiResponse(s.ActionAcceptedOutput, "The action was applied."),
            200: OpenApiResponse(
                s.ActionAcceptedOutput,
                "A replay: the Idempotency-Key was used before with this body; nothing was "
                "applied again and the first response is returned unchanged.",
            ),
            **problems(
                E.INVALID_ACTION,
                E.ILLEGAL_ACTION,
                E.NOT_FOUND,
                E.NOT_AUTHENTICATED,
                E.NOT_SEATED,
                E.STALE_STATE,
                E.NOT_YOUR_TURN,
                E.GAME_OVER,
                E.MATCH_NOT_ACTIVE,
                E.IDEMPOTENCY_KEY_REUSED,
                body=True,
            ),
        },
        summary="Submit your action (201; 200 when an Idempotency-Key replays an earlier one)",
        description="Applies one action of your seat, based on `expected_seq`. Rejections "
        "change nothing: `stale_state` (the match moved on; carries `current_seq`), "
        "`not_your_turn` (carries `to_move`), `invalid_action` (not an action of this game), "
        "`illegal_action` (not allowed now; carries `reason`).",
    )
    def submit(self, request: Request, pk: str) -> Response:
        reraise_direct_failure(request.META)
        data = _submit_input(request.data)
        key = request.META.get("HTTP_IDEMPOTENCY_KEY")  # request.headers builds them all
        if not idempotency_key_valid(key):
            raise ApplicationError(
                E.VALIDATION_ERROR, _("An Idempotency-Key is 1-128 characters long.")
            )
        answer, code = submit_answer(
            match_id=int(pk),
            user=_user(request),
            action=data["action"],
            expected_seq=data["expected_seq"],
            idempotency_key=key,
        )
        return Response(answer, status=code)

    @extend_schema(
        operation_id="match_undo",
        tags=["matches"],
        parameters=[MATCH_ID],
        request=s.MatchUndoInput,
        responses={
            201: OpenApiResponse(
                s.ActionAcceptedOutput,
                "Taken back: `entry` is the `undo` log entry; the state is as before the "
                "decisions it took back.",
            ),
            **problems(
                E.VALIDATION_ERROR,
                E.NOT_FOUND,
                E.NOT_AUTHENTICATED,
                E.NOT_SEATED,
                E.MATCH_NOT_ACTIVE,
                E.STALE_STATE,
                E.NOTHING_TO_UNDO,
                E.UNDO_NOT_ALLOWED,
                body=True,
            ),
        },
        summary="Take back your own decisions of the current turn",
        description="Takes back your last decision (or, with `to_seq`, every one of your "
        "decisions after that seq: back to the start of your turn) while it is still your turn, "
        "no other seat has acted since and none of them revealed hidden information or "
        "randomness (a card drawn, a tile turned, a customer drawn from the bag). The log keeps "
        "everything: the take-back is appended as an `undo` entry (seq goes up by one) listing "
        "the seqs it took back (`undoes`), and the state is as if they had not been made. "
        "Rejections change nothing: `nothing_to_undo` (no decision of yours to take back: "
        "another seat acted last, or your turn has passed), `undo_not_allowed` (one of them "
        "revealed something, `reason` `revealed`; or the match's `undo` option is off, "
        "`reason` `option_off`), `stale_state` (carries `current_seq`), `validation_error` "
        "(a `to_seq` that is not just before one of your decisions of this turn).",
    )
    @action(detail=True, methods=["post"])
    def undo(self, request: Request, pk: str) -> Response:
        data = _validated(s.MatchUndoInput, request.data)
        user = _user(request)
        assert user is not None
        result = services.match_undo(
            match_id=int(pk),
            user=user,
            expected_seq=data["expected_seq"],
            to_seq=data.get("to_seq"),
        )
        return Response(
            selectors.action_response_rendered(result.response), status=status.HTTP_201_CREATED
        )

    @extend_schema(
        operation_id="match_actions_list",
        tags=["matches"],
        parameters=[MATCH_ID, s.ActionsQuery, SHARE_CODE],
        responses={
            200: OpenApiResponse(s.ActionPageOutput, "A page of the log; follow `next`."),
            **problems(E.VALIDATION_ERROR, E.NOT_FOUND, E.SPECTATORS_NOT_ALLOWED),
        },
        summary="The action log after a seq, as you may see it (cursor-paged)",
        description="Log entries with a seq above `after`, oldest first, as your seat may see "
        "them (others' hidden choices left out). The log only grows at its end, so it is paged "
        "by a cursor, the last seq seen: pages never shift as actions are appended. `next` is "
        "null once the page reaches the current end of the log.",
    )
    def actions_list(self, request: Request, pk: str) -> Response:
        query = _validated(s.ActionsQuery, request.query_params.dict())
        after, limit = query["after"], query["limit"]
        user = _user(request)
        match = selectors.match_get(match_id=int(pk), user=user, code=_code(request))
        viewer = selectors.viewer_index(match=match, user=user)
        selectors.require_watch(match=match, user=user, viewer=viewer)
        entries = selectors.match_actions_after(
            match=match, after=after, viewer=viewer, limit=limit
        )
        url = request.build_absolute_uri()
        last = entries[-1]["seq"] if entries else after
        page = {
            # Every action has one entry, numbered 1..seq.
            "count": match.seq,
            "next": replace_query_param(url, "after", last) if last < match.seq else None,
            "previous": (
                None
                if after == 0
                # The first page: entries 1..after, so it never overlaps this one.
                else (
                    replace_query_param(remove_query_param(url, "after"), "limit", after)
                    if after <= limit
                    else replace_query_param(url, "after", after - limit)
                )
            ),
            "results": entries,
        }
        return Response(page)

    @extend_schema(
        operation_id="match_view_at",
        tags=["matches"],
        parameters=[MATCH_ID, s.MatchViewQuery, SHARE_CODE],
        responses={
            200: OpenApiResponse(s.MatchViewAtOutput, "Your view of the match at `seq`."),
            **problems(
                E.VALIDATION_ERROR, E.NOT_FOUND, E.MATCH_NOT_FINISHED, E.SPECTATORS_NOT_ALLOWED
            ),
        },
        summary="Replay: your view of a finished match at a past seq",
        description="The game state after the first `seq` actions of a `finished` match, "
        "rebuilt deterministically from the seed and the log, as your seat saw it then "
        "(the spectator's view without a seat): the same hidden-information rules as "
        "match_retrieve. `match_not_finished` while the match is waiting or in play; "
        "`validation_error` for a seq past its end.",
    )
    @action(detail=True, methods=["get"], url_path="view")
    def view_at(self, request: Request, pk: str) -> Response:
        query = _validated(s.MatchViewQuery, request.query_params.dict())
        user = _user(request)
        match = selectors.match_get(match_id=int(pk), user=user, code=_code(request))
        viewer = selectors.viewer_index(match=match, user=user)
        selectors.require_watch(match=match, user=user, viewer=viewer)
        state = selectors.match_view_at(match=match, seq=query["seq"], viewer=viewer)
        out = {
            "match_id": match.pk,
            "seq": query["seq"],
            "last_seq": match.seq,
            "your_seat": viewer,
            "state": state,
        }
        return Response(out)

    @extend_schema(
        operation_id="match_resign",
        tags=["matches"],
        parameters=[MATCH_ID],
        request=None,
        responses={
            200: OpenApiResponse(s.MatchOutput, "The match, your seat now played by a bot."),
            **problems(
                E.VALIDATION_ERROR,
                E.NOT_FOUND,
                E.NOT_AUTHENTICATED,
                E.NOT_SEATED,
                E.GAME_OVER,
                E.MATCH_NOT_ACTIVE,
                write=True,
            ),
        },
        summary="Resign: a bot plays your seat to the end so the others can finish",
        description="Hands your seat to a bot for the rest of an active match; you keep your "
        "place in the result. No body is read.",
    )
    @action(detail=True, methods=["post"])
    def resign(self, request: Request, pk: str) -> Response:
        user = _user(request)
        assert user is not None
        services.match_resign(match_id=int(pk), user=user)
        return Response(self._match_output(int(pk), request))

    @extend_schema(
        operation_id="match_result",
        tags=["matches"],
        parameters=[MATCH_ID, SHARE_CODE],
        responses={
            200: OpenApiResponse(s.MatchResultOutput, "The final result of every seat."),
            **problems(E.VALIDATION_ERROR, E.NOT_FOUND, E.NO_RESULT),
        },
        summary="Final scores, per-category breakdown and ranks",
        description="The final scores, including the end-game scoring, once the match is "
        "`finished` (`no_result` before); the match's view at its end shows the same scores.",
    )
    @action(detail=True, methods=["get"])
    def result(self, request: Request, pk: str) -> Response:
        match = selectors.match_get(match_id=int(pk), user=_user(request), code=_code(request))
        return Response({"match_id": match.pk, "results": selectors.match_results(match=match)})

    @extend_schema(
        operation_id="match_export",
        tags=["matches"],
        parameters=[MATCH_ID, SHARE_CODE, s.MatchRecordQuery],
        responses={
            200: OpenApiResponse(s.MatchRecordOutput, "The match's portable record."),
            **problems(
                E.VALIDATION_ERROR, E.NOT_FOUND, E.MATCH_NOT_FINISHED, E.SPECTATORS_NOT_ALLOWED
            ),
        },
        summary="Export a finished match as a portable record (seed, seats, every action)",
        description="A versioned JSON document that replays the match to the same result on "
        "any server hosting its game (`manage.py match_import` there; `manage.py match_verify "
        "--record` checks one); `include_chat=true` adds its chat. The game is over, so the "
        "record holds everything, hidden parts "
        "included (every order card kept), for everyone: `match_not_finished` while the match "
        "is waiting or in play (or was aborted), so nothing hidden leaves a live match.",
    )
    @action(detail=True, methods=["get"])
    def record(self, request: Request, pk: str) -> Response:
        user = _user(request)
        match = selectors.match_get(match_id=int(pk), user=user, code=_code(request))
        viewer = selectors.viewer_index(match=match, user=user)
        selectors.require_watch(match=match, user=user, viewer=viewer)
        query = _validated(s.MatchRecordQuery, request.query_params.dict())
        record = selectors.match_record(match=match)
        if query["include_chat"]:
            from games.chat.selectors import chat_record

            record["chat"] = chat_record(match=match)
        return Response(record)

    # -- playing together ---------------------------------------------------------------------

    @extend_schema(
        operation_id="invitation_create",
        tags=["invitations"],
        parameters=[MATCH_ID],
        request=s.InvitationCreateInput,
        responses={
            201: OpenApiResponse(s.InvitationOutput, "The invitation; the seat is held."),
            **problems(
                E.NOT_FOUND,
                E.NOT_AUTHENTICATED,
                E.NOT_SEATED,
                E.MATCH_NOT_WAITING,
                E.UNKNOWN_ACCOUNT,
                E.CANNOT_INVITE_SELF,
                E.ALREADY_INVITED,
                E.ALREADY_SEATED,
                E.NO_SEAT_LEFT,
                E.SEAT_TAKEN,
                body=True,
            ),
        },
        summary="Invite an account to a seat of a waiting match (a challenge)",
        description="Holds `seat` (or the first free seat) for `username` until they accept, "
        "decline or the invitation expires (INVITATION_TTL_SECONDS, 24 h by default); they "
        "are told on their event stream and webhooks (`invited`). The match's creator and its "
        "players may invite. A server bot's account (`random-bot`, `greedy-bot`, `mcts-1-bot` "
        "to `mcts-3-bot`) accepts at once.",
    )
    @action(detail=True, methods=["post"], url_path="invitations")
    def invite(self, request: Request, pk: str) -> Response:
        data = _validated(s.InvitationCreateInput, request.data)
        user = _user(request)
        assert user is not None
        created = invitations.invitation_create(
            match_id=int(pk), inviter=user, username=data["username"], seat_index=data.get("seat")
        )
        invitation = selectors.invitation_get(user=user, invitation_id=created.pk)
        return Response(s.invitation_output(invitation), status=status.HTTP_201_CREATED)

    @extend_schema(
        operation_id="share_code_create",
        tags=["invitations"],
        parameters=[MATCH_ID],
        request=None,
        responses={
            201: OpenApiResponse(s.ShareCodeOutput, "The new code; the old one is void."),
            **problems(E.NOT_FOUND, E.NOT_AUTHENTICATED, E.NOT_CREATOR, write=True),
        },
        summary="A new share code for your match (its share link); the old one stops working",
        description="Whoever has the code may see the match (`code` on match_retrieve) and "
        "take a free seat (`code` on match_join), even when it is private. Creator only. "
        "No body is read.",
    )
    @action(detail=True, methods=["post"], url_path="share-code")
    def share_code(self, request: Request, pk: str) -> Response:
        user = _user(request)
        assert user is not None
        code = invitations.share_code_create(match_id=int(pk), user=user)
        return Response({"match_id": int(pk), "code": code}, status=status.HTTP_201_CREATED)

    @extend_schema(
        operation_id="share_code_revoke",
        tags=["invitations"],
        parameters=[MATCH_ID],
        request=None,
        responses={
            204: OpenApiResponse(None, "Revoked: the share link no longer works."),
            **problems(E.NOT_FOUND, E.NOT_AUTHENTICATED, E.NOT_CREATOR, write=True),
        },
        summary="Revoke your match's share code",
        description="The code stops working at once (seats already taken stay taken). "
        "Creator only; revoking when there is no code changes nothing.",
    )
    @share_code.mapping.delete
    def share_code_revoke(self, request: Request, pk: str) -> Response:
        user = _user(request)
        assert user is not None
        invitations.share_code_revoke(match_id=int(pk), user=user)
        return Response(status=status.HTTP_204_NO_CONTENT)

    @extend_schema(
        operation_id="match_rematch",
        tags=["invitations"],
        parameters=[MATCH_ID],
        request=None,
        responses={
            201: OpenApiResponse(s.MatchOutput, "The rematch, with you seated."),
            200: OpenApiResponse(
                s.MatchOutput,
                "The rematch another player offered first; you took the seat it held for you.",
            ),
            **problems(
                E.NOT_FOUND,
                E.NOT_AUTHENTICATED,
                E.NOT_SEATED,
                E.MATCH_NOT_FINISHED,
                write=True,
            ),
        },
        summary="Offer a rematch: same game, options and clock, seats rotated, others invited",
        description="For a player of a finished match: a new match with the same game, "
        "options, clock, privacy and spectators; every seat moves one place on (seat i plays "
        "seat i+1), server bots keep playing theirs and the other players are invited "
        "(`invited`). A second request, by any of the players, answers the same rematch and "
        "takes the caller's invited seat. No body is read.",
    )
    @action(detail=True, methods=["post"])
    def rematch(self, request: Request, pk: str) -> Response:
        user = _user(request)
        assert user is not None
        offered = invitations.match_rematch(match_id=int(pk), user=user)
        code = status.HTTP_201_CREATED if offered.created else status.HTTP_200_OK
        return Response(self._match_output(offered.match.pk, request), status=code)


class HealthView(TokenScopeMixin, APIView):
    permission_classes = [AllowAny]
    authentication_classes: list[Any] = []
    throttle_classes: list[Any] = []

    @extend_schema(
        operation_id="health",
        tags=["health"],
        auth=[],
        responses={
            200: OpenApiResponse(s.HealthOutput, "Every part works."),
            503: OpenApiResponse(s.HealthOutput, "Some part does not work; see which."),
            **problems(),
        },
        summary="State of the database, the broker and the workers",
        description="For load balancers and monitoring: 200 when the database, the task "
        "broker and the workers answer, 503 (same body) when one does not.",
    )
    def get(self, request: Request) -> Response:
        from api.health import check_broker, check_database, check_workers

        database = check_database(connection)
        broker = check_broker()
        workers = check_workers() if broker["ok"] else {"ok": False, "detail": "broker is down"}
        healthy = database["ok"] and broker["ok"] and workers["ok"]
        body = {
            "status": "ok" if healthy else "degraded",
            "database": database,
            "broker": broker,
            "workers": workers,
        }
        return Response(body, status=200 if healthy else 503)
