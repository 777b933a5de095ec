"""A thin, typed wrapper over the generated `yokohama_client`: tokens, typed errors, retries.

    from yokohama_sdk import Client

    with Client("http://127.0.0.1:8000") as client:
        account = client.signup("carol")          # the client now uses carol's token
        match = client.create_match("yokohama", players=2, bots={1: "random"})

The server URL and token default to the environment (`YOKOHAMA_SERVER`, `YOKOHAMA_TOKEN`).
Every error response raises an `ApiError` subclass (see `yokohama_sdk.errors`); a
`rate_limited` answer is retried after the server's Retry-After, up to `max_retries` times.
`client.raw` is the generated client, for calls this wrapper does not cover.
"""

from __future__ import annotations

import json
import os
import random
import time
from collections.abc import Callable, Mapping, Sequence
from datetime import datetime
from typing import Any, Protocol, TypeVar, cast

import httpx
from yokohama_client import AuthenticatedClient
from yokohama_client import Client as AnonymousClient
from yokohama_client.api.accounts import account_create, token_create, token_list, token_revoke
from yokohama_client.api.accounts import me as who_am_i
from yokohama_client.api.analysis import (
    match_analysis,
    match_analysis_cancel,
    match_analysis_request,
)
from yokohama_client.api.chat import chat_list, chat_post
from yokohama_client.api.events import user_events_list
from yokohama_client.api.games import game_list
from yokohama_client.api.health import health
from yokohama_client.api.invitations import (
    invitation_accept,
    invitation_cancel,
    invitation_create,
    invitation_decline,
    invitation_list,
    invitation_retrieve,
    match_rematch,
    share_code_create,
    share_code_revoke,
)
from yokohama_client.api.matches import (
    match_action_submit,
    match_actions_list,
    match_create,
    match_events,
    match_join,
    match_leave,
    match_legal_actions,
    match_list,
    match_resign,
    match_result,
    match_retrieve,
    match_start,
    match_undo,
)
from yokohama_client.api.seeks import seek_cancel, seek_create, seek_list, seek_retrieve
from yokohama_client.models import (
    AccountCreateInputRequest,
    AccountCreateOutput,
    ActionAcceptedOutput,
    ActionPageOutput,
    ActionSubmitInputRequest,
    AnalysisOutput,
    BotSeatInputRequest,
    ChatMessageOutput,
    ChatPageOutput,
    ChatPostInputRequest,
    EventsOutput,
    GameOutput,
    HealthOutput,
    InvitationCreateInputRequest,
    InvitationOutput,
    InvitationPageOutput,
    LegalActionsOutput,
    LogEntryOutput,
    MatchCreateInputRequest,
    MatchJoinInputRequest,
    MatchOutput,
    MatchPageOutput,
    MatchResultOutput,
    MatchStartInputRequest,
    MatchSummaryOutput,
    MatchUndoInputRequest,
    MeOutput,
    SeekCreateInputRequest,
    SeekOutput,
    SeekPageOutput,
    ShareCodeOutput,
    TokenCreatedOutput,
    TokenCreateInputRequest,
    TokenOutput,
    TokenPageOutput,
    UserEventPageOutput,
    YokohamaOptionsInputRequest,
)
from yokohama_client.models.bot_kind_enum import check_bot_kind_enum
from yokohama_client.models.invitation_list_box import check_invitation_list_box
from yokohama_client.models.invitation_list_status import check_invitation_list_status
from yokohama_client.models.match_list_status import check_match_list_status
from yokohama_client.models.seek_list_status import check_seek_list_status
from yokohama_client.models.spectators_enum import check_spectators_enum
from yokohama_client.models.token_scope_enum import check_token_scope_enum
from yokohama_client.types import UNSET, Response

from yokohama_sdk.errors import (
    MissingToken,
    RateLimited,
    ServiceUnavailable,
    UnexpectedResponse,
    error_from_response,
)

__all__ = ["DEFAULT_SERVER", "ENV_SERVER", "ENV_TOKEN", "ActionInput", "Client", "JSONForm"]

ENV_SERVER = "YOKOHAMA_SERVER"
ENV_TOKEN = "YOKOHAMA_TOKEN"
DEFAULT_SERVER = "http://127.0.0.1:8000"
USER_AGENT = "yokohama-sdk/0.1.0"

# The events long poll lasts up to 30 s on the server; reads must outlast it.
DEFAULT_TIMEOUT = httpx.Timeout(10.0, read=45.0)

GATEWAY_ERRORS = frozenset({502, 503, 504})
# Waits between retries after an outage (a connection error, a 5xx from the front, the
# server's `service_unavailable`) double from these, so that with the default max_retries
# a client rides out about a minute of a restarting server, database or broker.
BACKOFF_FIRST_S = 0.25
BACKOFF_MAX_S = 10.0

T = TypeVar("T")


class JSONForm(Protocol):
    """A generated model of an action's JSON form."""

    def to_dict(self) -> dict[str, Any]: ...


ActionInput = str | Mapping[str, Any] | JSONForm
RawClient = AuthenticatedClient | AnonymousClient


def _raise_for_status(response: httpx.Response) -> None:
    """httpx response hook: every error response becomes a typed exception."""
    if response.status_code >= 400:
        response.read()
        raise error_from_response(response.status_code, response.headers, response.content)


class Client:
    """A synchronous client for one server, optionally holding one account's token.

    `max_retries` bounds the retries of one call after `rate_limited` (waiting the server's
    Retry-After, never more than `max_wait` seconds) and, for calls that are safe to repeat,
    after a connection error. `sleep` and `transport` exist for tests.
    """

    def __init__(
        self,
        server: str | None = None,
        token: str | None = None,
        *,
        timeout: httpx.Timeout = DEFAULT_TIMEOUT,
        max_retries: int = 8,
        max_wait: float = 120.0,
        sleep: Callable[[float], None] = time.sleep,
        transport: httpx.BaseTransport | None = None,
    ) -> None:
        self.server = (server or os.environ.get(ENV_SERVER) or DEFAULT_SERVER).rstrip("/")
        self.max_retries = max_retries
        self.max_wait = max_wait
        self._sleep = sleep
        self._timeout = timeout
        self._transport = transport
        self._token = token if token is not None else os.environ.get(ENV_TOKEN) or None
        self._raw: RawClient = self._build(self._token)

    # -- tokens ----------------------------------------------------------------------------

    @property
    def token(self) -> str | None:
        return self._token

    @token.setter
    def token(self, token: str | None) -> None:
        """Switch accounts: later calls authenticate with `token` (None: anonymous)."""
        self.close()
        self._token = token
        self._raw = self._build(token)

    def _build(self, token: str | None) -> RawClient:
        headers = {"User-Agent": USER_AGENT, "Accept": "application/json"}
        if token:
            headers["Authorization"] = f"Bearer {token}"
        http = httpx.Client(
            base_url=self.server,
            headers=headers,
            timeout=self._timeout,
            transport=self._transport,
            event_hooks={"response": [_raise_for_status]},
        )
        raw: RawClient
        if token:
            raw = AuthenticatedClient(base_url=self.server, token=token, timeout=self._timeout)
        else:
            raw = AnonymousClient(base_url=self.server, timeout=self._timeout)
        # Only the synchronous httpx client raises typed errors; the generated asyncio
        # functions build their own (see errors.raise_for_problem).
        return raw.set_httpx_client(http)

    @property
    def raw(self) -> RawClient:
        """The generated client (its sync calls raise the same typed errors)."""
        return self._raw

    def _auth(self) -> AuthenticatedClient:
        if not isinstance(self._raw, AuthenticatedClient):
            raise MissingToken("This call needs an API token: pass token= or call signup().")
        return self._raw

    def _any(self) -> AuthenticatedClient:
        # openapi-python-client types every operation with a security requirement as needing
        # AuthenticatedClient, even where the schema also allows anonymous access ({}); the
        # server accepts these calls without a token.
        return cast(AuthenticatedClient, self._raw)

    def stream_http(self, timeout: httpx.Timeout) -> httpx.Client:
        """A new httpx client for one long-lived stream, configured as this client's calls
        are (server, token, transport): a stream must reach the server the calls reach."""
        headers = {"User-Agent": USER_AGENT, "Accept": "text/event-stream"}
        if self._token:
            headers["Authorization"] = f"Bearer {self._token}"
        return httpx.Client(
            base_url=self.server, headers=headers, timeout=timeout, transport=self._transport
        )

    def fork(self) -> Client:
        """A new client for the same server and account, with its own connections: one for
        another thread (each match a bot account plays runs in its own)."""
        return Client(
            self.server,
            self._token or "",  # "" rather than None: never the YOKOHAMA_TOKEN of the process
            timeout=self._timeout,
            max_retries=self.max_retries,
            max_wait=self.max_wait,
            sleep=self._sleep,
            transport=self._transport,
        )

    def pause(self, seconds: float) -> None:
        """Wait between retries (the `sleep` this client was given)."""
        self._sleep(seconds)

    def close(self) -> None:
        self._raw.get_httpx_client().close()

    def __enter__(self) -> Client:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    # -- the retry policy --------------------------------------------------------------------

    def _call(self, request: Callable[[], Response[Any]], expect: type[T], *, safe: bool) -> T:
        """Run one generated `sync_detailed` call, retrying after rate limits.

        `safe`: the request may be repeated after a connection error (reads, and writes
        that carry an Idempotency-Key).
        """
        attempt = 0
        while True:
            backoff = min(self.max_wait, BACKOFF_MAX_S, BACKOFF_FIRST_S * 2**attempt)
            try:
                response = request()
            except RateLimited as exc:
                wait = exc.retry_after
                if wait is None:
                    wait = backoff
                if attempt >= self.max_retries or wait > self.max_wait:
                    raise
            except ServiceUnavailable as exc:
                # The database or broker is away and the request failed before its commit
                # (almost always: a commit cut short is the one unknown outcome, which a
                # keyed submission survives), so it is repeated. Its Retry-After is a floor:
                # outages outlast a rate limit's window, so the wait grows as after a drop.
                wait = max(exc.retry_after or 0.0, backoff)
                if attempt >= self.max_retries or wait > self.max_wait:
                    raise
            except httpx.TransportError:
                # A node died or restarted: only safe requests (reads, keyed writes) are
                # repeated, since an unkeyed write may have been applied before the drop.
                if not safe or attempt >= self.max_retries:
                    raise
                wait = backoff
            except UnexpectedResponse as exc:
                # A proxy's 502/503/504 in front of the server: transient, but the request
                # may have reached the server, so only safe requests are repeated.
                if not safe or exc.status not in GATEWAY_ERRORS or attempt >= self.max_retries:
                    raise
                wait = backoff
            else:
                return _parsed(response, expect)
            attempt += 1
            # A little jitter so that many throttled clients do not return in lockstep.
            self._sleep(wait * (1 + 0.1 * random.random()))

    # -- accounts and games ------------------------------------------------------------------

    def signup(
        self, username: str, *, password: str | None = None, is_bot: bool = False
    ) -> AccountCreateOutput:
        """Create an account; the client switches to its token (also in `.token` from now on).

        The server shows a token once: keep `account.token` if you need it again.
        """
        body = AccountCreateInputRequest(
            username=username, is_bot=is_bot, password=UNSET if password is None else password
        )
        account = self._call(
            lambda: account_create.sync_detailed(client=self._raw, body=body),
            AccountCreateOutput,
            safe=False,
        )
        self.token = account.token
        return account

    def login(
        self,
        username: str,
        password: str,
        *,
        name: str = "",
        scopes: Sequence[str] | None = None,
        expires_in_days: int | None = None,
        expires_at: datetime | None = None,
    ) -> TokenCreatedOutput:
        """Log in for a new token; the client switches to it (also in `.token` from now on).

        `scopes` default to the server's (`read` and `play`); give `expires_in_days` or
        `expires_at` for a token that stops working by itself. A wrong password or unknown
        username raises AuthenticationError (the same for both).
        """
        body = TokenCreateInputRequest(
            username=username,
            password=password,
            name=name,
            scopes=UNSET if scopes is None else [check_token_scope_enum(scope) for scope in scopes],
            expires_in_days=UNSET if expires_in_days is None else expires_in_days,
            expires_at=UNSET if expires_at is None else expires_at,
        )
        issued = self._call(
            lambda: token_create.sync_detailed(client=self._raw, body=body),
            TokenCreatedOutput,
            safe=False,
        )
        self.token = issued.token
        return issued

    def tokens(self) -> list[TokenOutput]:
        """Your tokens not revoked, newest first (prefixes and dates, never the keys)."""
        found: list[TokenOutput] = []
        while True:
            page = self._call(
                lambda: token_list.sync_detailed(client=self._auth(), offset=len(found)),
                TokenPageOutput,
                safe=True,
            )
            found.extend(page.results)
            if page.next_ is None or not page.results:
                return found

    def revoke_token(self, token_id: int) -> None:
        """Revoke one of your tokens (NotFound if it is not yours or already revoked)."""
        self._call(
            lambda: token_revoke.sync_detailed(token_id, client=self._auth()),
            object,  # 204: no body
            safe=True,  # revoking twice is not_found, never a second effect
        )

    def me(self) -> MeOutput:
        """Your account and the scopes of the token this client holds."""
        return self._call(lambda: who_am_i.sync_detailed(client=self._auth()), MeOutput, safe=True)

    def games(self) -> list[GameOutput]:
        return self._call_list(lambda: game_list.sync_detailed(client=self._any()), GameOutput)

    def health(self) -> HealthOutput:
        """The server's health; a degraded server (HTTP 503) is returned, not raised."""
        try:
            # Not retried: a 503 here is an answer (degraded), not a proxy's hiccup.
            return self._call(
                lambda: health.sync_detailed(client=self._raw), HealthOutput, safe=False
            )
        except UnexpectedResponse as exc:
            if exc.status != 503:
                raise
            return HealthOutput.from_dict(json.loads(exc.body))

    # -- matches -----------------------------------------------------------------------------

    def create_match(
        self,
        game: str,
        players: int,
        *,
        options: Mapping[str, Any] | None = None,
        seed: int | None = None,
        bots: Mapping[int, str] | None = None,
        join: bool = True,
        private: bool = False,
        spectators: str = "everyone",
        invite: Sequence[str] = (),
    ) -> MatchOutput:
        """Create a match; you take the first free seat unless `join` is false.

        `bots` maps seat indexes to a server bot kind (e.g. {1: "random"}). `invite` names
        accounts to challenge: each gets a seat held until they answer (`invited` on their
        event stream; a server bot's account such as `greedy-bot` accepts at once), and the
        match starts once every seat is held. `private`: unlisted, visible only to its
        creator, players, invitees and holders of its share code (`share_code`).
        `spectators`: "everyone" or "players" (only the players may watch the game).
        """
        body = MatchCreateInputRequest(
            # The schema lists the hosted slugs; any other is sent as is and the server
            # answers not_found (NotFound), so this client works with servers hosting more.
            game=cast(Any, game),
            players=players,
            options=UNSET if options is None else _options(options),
            seed=UNSET if seed is None else seed,
            bots=[
                BotSeatInputRequest(seat=seat, kind=check_bot_kind_enum(kind))
                for seat, kind in sorted((bots or {}).items())
            ],
            join=join,
            private=private,
            spectators=check_spectators_enum(spectators),
            invite=list(invite) if invite else UNSET,
        )
        return self._call(
            lambda: match_create.sync_detailed(client=self._auth(), body=body),
            MatchOutput,
            safe=False,
        )

    def join_match(
        self, match_id: int, *, seat: int | None = None, code: str | None = None
    ) -> MatchOutput:
        """Take `seat`, or the first free one (the seat held for you if you are invited:
        joining accepts the invitation). A private match needs its share `code` or an
        invitation; without either it is NotFound, as if it did not exist."""
        body = MatchJoinInputRequest(
            seat=UNSET if seat is None else seat, code=UNSET if code is None else code
        )
        return self._call(
            lambda: match_join.sync_detailed(match_id, client=self._auth(), body=body),
            MatchOutput,
            safe=False,
        )

    def leave_match(self, match_id: int) -> MatchOutput:
        return self._call(
            lambda: match_leave.sync_detailed(match_id, client=self._auth()),
            MatchOutput,
            safe=False,
        )

    def start_match(self, match_id: int, *, fill_with_bots: str | None = None) -> MatchOutput:
        body = MatchStartInputRequest(
            fill_with_bots=UNSET if fill_with_bots is None else check_bot_kind_enum(fill_with_bots)
        )
        return self._call(
            lambda: match_start.sync_detailed(match_id, client=self._auth(), body=body),
            MatchOutput,
            safe=False,
        )

    def resign(self, match_id: int) -> MatchOutput:
        return self._call(
            lambda: match_resign.sync_detailed(match_id, client=self._auth()),
            MatchOutput,
            safe=False,
        )

    def match(self, match_id: int, *, code: str | None = None) -> MatchOutput:
        """The match with your seat's view of its state (a spectator's without a seat; no
        state when only its players may watch). A private match needs its share `code`
        unless you created it, play in it or are invited."""
        return self._call(
            lambda: match_retrieve.sync_detailed(
                match_id, client=self._any(), code=UNSET if code is None else code
            ),
            MatchOutput,
            safe=True,
        )

    def matches(
        self,
        *,
        mine: bool = False,
        status: str | None = None,
        game: str | None = None,
        open_only: bool = False,
    ) -> list[MatchSummaryOutput]:
        """Matches, newest first, without their state (every page): `mine` only those you
        play in (private ones included), `status` one of waiting, active, finished, aborted,
        `open_only` those with a free seat."""
        found: dict[int, MatchSummaryOutput] = {}
        while True:
            page = self._call(
                lambda: match_list.sync_detailed(
                    client=self._any(),
                    mine=mine,
                    status=UNSET if status is None else check_match_list_status(status),
                    game=UNSET if game is None else game,
                    open_=open_only,
                    offset=len(found),
                ),
                MatchPageOutput,
                safe=True,
            )
            if not _collect(found, page.results) or page.next_ is None:
                return list(found.values())

    def legal_actions(self, match_id: int) -> LegalActionsOutput:
        """Your legal actions now, with the seq to pass as `expected_seq`."""
        return self._call(
            lambda: match_legal_actions.sync_detailed(match_id, client=self._auth()),
            LegalActionsOutput,
            safe=True,
        )

    def submit(
        self,
        match_id: int,
        action: ActionInput,
        *,
        expected_seq: int,
        idempotency_key: str | None = None,
    ) -> ActionAcceptedOutput:
        """Submit an action decided at `expected_seq`: its notation, its JSON form as a dict,
        or a generated action model (e.g. a legal action's `.action`).

        With an `idempotency_key` the call is retried after a connection error: the server
        answers a repeated key with the first response instead of applying it twice.
        """
        payload: str | dict[str, Any]
        if isinstance(action, str):
            payload = action
        elif isinstance(action, Mapping):
            payload = dict(action)
        else:
            payload = action.to_dict()
        # from_dict picks the generated model for a JSON form (a form no model accepts is
        # sent as given, and the server explains what is wrong with it).
        body = ActionSubmitInputRequest.from_dict({"expected_seq": expected_seq, "action": payload})
        return self._call(
            lambda: match_action_submit.sync_detailed(
                match_id,
                client=self._auth(),
                body=body,
                idempotency_key=UNSET if idempotency_key is None else idempotency_key,
            ),
            ActionAcceptedOutput,
            safe=idempotency_key is not None,
        )

    def undo(
        self, match_id: int, *, expected_seq: int, to_seq: int | None = None
    ) -> ActionAcceptedOutput:
        """Take back your own decisions of this turn: the last one, or with `to_seq` every one
        after that seq, while nothing since revealed hidden information or randomness and no
        other seat has acted (`UndoRefused` says why not). The take-back is a log entry of its
        own (kind `undo`); the answer has your legal actions again."""
        body = MatchUndoInputRequest(
            expected_seq=expected_seq, to_seq=UNSET if to_seq is None else to_seq
        )
        return self._call(
            lambda: match_undo.sync_detailed(match_id, client=self._auth(), body=body),
            ActionAcceptedOutput,
            safe=False,
        )

    # -- chat ---------------------------------------------------------------------------------

    def chat(
        self, match_id: int, *, after: int = 0, code: str | None = None
    ) -> list[ChatMessageOutput]:
        """Your channel of the match's chat (the players' with a seat, else the spectators'),
        every message with an id above `after`, oldest first (every page). Live messages come
        on the match stream as `chat` events."""
        found: list[ChatMessageOutput] = []
        cursor = after
        while True:
            page = self._call(
                lambda after=cursor: chat_list.sync_detailed(  # type: ignore[misc]
                    match_id,
                    client=self._any(),
                    after=after,
                    code=UNSET if code is None else code,
                ),
                ChatPageOutput,
                safe=True,
            )
            found.extend(page.results)
            if not page.next_ or not page.results:
                return found
            cursor = page.results[-1].id

    def say(self, match_id: int, text: str) -> ChatMessageOutput:
        """Write in your channel of the match's chat (rate-limited; `Forbidden` when you may
        not, e.g. muted site-wide)."""
        body = ChatPostInputRequest(text=text)
        return self._call(
            lambda: chat_post.sync_detailed(match_id, client=self._auth(), body=body),
            ChatMessageOutput,
            safe=False,
        )

    def events(self, match_id: int, *, after: int, timeout: float | None = None) -> EventsOutput:
        """Wait up to `timeout` seconds (server default 30) for actions after seq `after`."""
        return self._call(
            lambda: match_events.sync_detailed(
                match_id,
                client=self._any(),
                after=after,
                timeout=UNSET if timeout is None else timeout,
            ),
            EventsOutput,
            safe=True,
        )

    def actions(
        self, match_id: int, *, after: int = 0, page_size: int | None = None
    ) -> list[LogEntryOutput]:
        """The whole log after seq `after`, as you may see it (every page of it, each of at
        most `page_size` entries; the server's default is its maximum, 500)."""
        entries: list[LogEntryOutput] = []
        while True:
            page = self.actions_page(match_id, after=after, limit=page_size)
            entries.extend(page.results)
            if page.next_ is None or not page.results:
                return entries
            after = page.results[-1].seq

    def actions_page(
        self, match_id: int, *, after: int = 0, limit: int | None = None
    ) -> ActionPageOutput:
        """One page of the log: entries after seq `after`, at most `limit` (server max 500).

        The next page starts after the last entry's seq; `next_` is None at the end of the log.
        """
        return self._call(
            lambda: match_actions_list.sync_detailed(
                match_id,
                client=self._any(),
                after=after,
                limit=UNSET if limit is None else limit,
            ),
            ActionPageOutput,
            safe=True,
        )

    def result(self, match_id: int) -> MatchResultOutput:
        """Final scores and ranks (raises NoResult before the match is over)."""
        return self._call(
            lambda: match_result.sync_detailed(match_id, client=self._any()),
            MatchResultOutput,
            safe=True,
        )

    # -- post-game analysis ------------------------------------------------------------------

    def request_analysis(self, match_id: int) -> AnalysisOutput:
        """Ask the MCTS bot to analyse your seat's decisions in a finished match (queued for a
        worker; `analysis_progress` events follow on your user stream). Once per match and
        seat: asking again returns the same analysis, so it is safe to repeat (a cancelled or
        failed one starts over). WrongMatchStatus while the match is not finished; Forbidden
        without a seat in it."""
        return self._call(
            lambda: match_analysis_request.sync_detailed(match_id, client=self._auth()),
            AnalysisOutput,
            safe=True,
        )

    def analysis(self, match_id: int) -> AnalysisOutput:
        """Your seat's analysis: its status and progress, and once `done` the `result` (every
        decision with the chosen and the best action's estimates, the points lost, the
        mistakes). NotFound until you request one."""
        return self._call(
            lambda: match_analysis.sync_detailed(match_id, client=self._auth()),
            AnalysisOutput,
            safe=True,
        )

    def cancel_analysis(self, match_id: int) -> AnalysisOutput:
        """Stop your analysis while it is queued or running (AnalysisNotRunning after)."""
        return self._call(
            lambda: match_analysis_cancel.sync_detailed(match_id, client=self._auth()),
            AnalysisOutput,
            safe=False,
        )

    # -- playing together: challenges, private tables, rematches ----------------------------

    def invite(self, match_id: int, username: str, *, seat: int | None = None) -> InvitationOutput:
        """Challenge `username` to a seat of your waiting match (`seat`, or the first free
        one), held for them until they accept, decline or the invitation expires. The
        match's creator and its players may invite. InvitationRefused: no such active
        account, yourself, or already invited; SeatUnavailable: no seat left or that seat
        is taken."""
        body = InvitationCreateInputRequest(username=username, seat=UNSET if seat is None else seat)
        return self._call(
            lambda: invitation_create.sync_detailed(match_id, client=self._auth(), body=body),
            InvitationOutput,
            safe=False,
        )

    def invitations(
        self, box: str = "received", *, status: str | None = None
    ) -> list[InvitationOutput]:
        """Invitations to you (`box="sent"`: the ones you sent), newest first, every page;
        `status` keeps one status (`pending`: those awaiting an answer)."""
        found: dict[int, InvitationOutput] = {}
        while True:
            page = self._call(
                lambda: invitation_list.sync_detailed(
                    client=self._auth(),
                    box=check_invitation_list_box(box),
                    status=UNSET if status is None else check_invitation_list_status(status),
                    offset=len(found),
                ),
                InvitationPageOutput,
                safe=True,
            )
            if not _collect(found, page.results) or page.next_ is None:
                return list(found.values())

    def invitation(self, invitation_id: int) -> InvitationOutput:
        """One invitation you sent or received (NotFound otherwise)."""
        return self._call(
            lambda: invitation_retrieve.sync_detailed(invitation_id, client=self._auth()),
            InvitationOutput,
            safe=True,
        )

    def accept_invitation(self, invitation_id: int) -> InvitationOutput:
        """Take the seat held for you (the match starts once every seat is held).
        InvitationNotPending once it was answered, withdrawn or has expired."""
        return self._call(
            lambda: invitation_accept.sync_detailed(invitation_id, client=self._auth()),
            InvitationOutput,
            safe=False,
        )

    def decline_invitation(self, invitation_id: int) -> InvitationOutput:
        """Decline: the seat held for you is freed and the sender told."""
        return self._call(
            lambda: invitation_decline.sync_detailed(invitation_id, client=self._auth()),
            InvitationOutput,
            safe=False,
        )

    def cancel_invitation(self, invitation_id: int) -> InvitationOutput:
        """Withdraw an invitation you sent (or one to a match you created); the seat is
        free again and the invitee told."""
        return self._call(
            lambda: invitation_cancel.sync_detailed(invitation_id, client=self._auth()),
            InvitationOutput,
            safe=False,
        )

    def share_code(self, match_id: int) -> str:
        """A new share code for your match (the previous one stops working): whoever has it
        may see the match (`match(id, code=...)`) and take a free seat (`join_match(id,
        code=...)`), even when it is private. Creator only."""
        issued = self._call(
            lambda: share_code_create.sync_detailed(match_id, client=self._auth()),
            ShareCodeOutput,
            safe=False,
        )
        return issued.code

    def revoke_share_code(self, match_id: int) -> None:
        """Your match's share code stops working (seats taken with it stay taken)."""
        self._call(
            lambda: share_code_revoke.sync_detailed(match_id, client=self._auth()),
            object,  # 204: no body
            safe=True,  # revoking twice changes nothing
        )

    def rematch(self, match_id: int) -> MatchOutput:
        """Offer a rematch of a finished match you played: the same game, options and clock,
        seats moved one place on, the other players invited (`invited`). If another player
        offered it first, you take the seat it holds for you. Either way: the rematch."""
        return self._call(
            lambda: match_rematch.sync_detailed(match_id, client=self._auth()),
            MatchOutput,
            safe=False,
        )

    # -- quick match --------------------------------------------------------------------------

    def seek(
        self,
        game: str,
        players: int | None = None,
        options: Mapping[str, Any] | None = None,
        *,
        decision_seconds: int | None = None,
        rating_min: float | None = None,
        rating_max: float | None = None,
        expires_in_seconds: int | None = None,
    ) -> SeekOutput:
        """Quick match: ask for a match of `game` and be paired with other seekers.

        None accepts anything: `players` any count the game allows, `options` any options,
        no rating bound; `decision_seconds` None is a match without a clock (seeks pair only
        with the same time control). If this seek completes a group, the match is created
        and started at once and the seek comes back `matched` with its `match_id`;
        otherwise it is `open` until paired (`seek_matched` on your event stream) or expired
        (`seek_expired`; after `expires_in_seconds`, the server's default when None).
        SeekConflict (`too_many_seeks`) when you have as many open seeks as you may.
        """
        body = SeekCreateInputRequest(
            game=cast(Any, game),  # any slug is sent as is (see create_match)
            players=UNSET if players is None else players,
            options=UNSET if options is None else _options(options),
            decision_seconds=UNSET if decision_seconds is None else decision_seconds,
            rating_min=UNSET if rating_min is None else rating_min,
            rating_max=UNSET if rating_max is None else rating_max,
            expires_in_seconds=UNSET if expires_in_seconds is None else expires_in_seconds,
        )
        return self._call(
            lambda: seek_create.sync_detailed(client=self._auth(), body=body),
            SeekOutput,
            safe=False,
        )

    def seeks(self, *, status: str | None = None) -> list[SeekOutput]:
        """Your seeks, newest first, every page; `status`: open, matched, cancelled or
        expired."""
        found: dict[int, SeekOutput] = {}
        while True:
            page = self._call(
                lambda: seek_list.sync_detailed(
                    client=self._auth(),
                    status=UNSET if status is None else check_seek_list_status(status),
                    offset=len(found),
                ),
                SeekPageOutput,
                safe=True,
            )
            if not _collect(found, page.results) or page.next_ is None:
                return list(found.values())

    def get_seek(self, seek_id: int) -> SeekOutput:
        """One of your seeks: its status and, once matched, its match_id."""
        return self._call(
            lambda: seek_retrieve.sync_detailed(seek_id, client=self._auth()),
            SeekOutput,
            safe=True,
        )

    def cancel_seek(self, seek_id: int) -> SeekOutput:
        """Withdraw one of your open seeks (SeekConflict `seek_not_open` once it was
        matched, cancelled or expired)."""
        return self._call(
            lambda: seek_cancel.sync_detailed(seek_id, client=self._auth()),
            SeekOutput,
            safe=False,
        )

    # -- your events ------------------------------------------------------------------------

    def user_events(self, *, after: int = 0) -> UserEventPageOutput:
        """Your events with an id above `after` (a batch: `more` says whether another
        follows; `cursor` is the `after` of the next call). `follow_user` streams them."""
        return self._call(
            lambda: user_events_list.sync_detailed(client=self._auth(), after=after),
            UserEventPageOutput,
            safe=True,
        )

    def _call_list(self, request: Callable[[], Response[Any]], item: type[T]) -> list[T]:
        items = self._call(request, list, safe=True)
        if not all(isinstance(x, item) for x in items):
            raise TypeError(f"expected a list of {item.__name__}")
        return cast(list[T], items)


class _HasId(Protocol):
    @property
    def id(self) -> int: ...


Item = TypeVar("Item", bound=_HasId)


def _collect(found: dict[int, Item], page: Sequence[Item]) -> bool:
    """Add a page of an offset-paged list; False when it brought nothing new (the end, or
    a list that keeps shifting under the reader). New items arriving at the head while we
    read shift the pages: an item seen twice is kept once (by id)."""
    before = len(found)
    for item in page:
        found.setdefault(item.id, item)
    return len(found) > before


def _parsed(response: Response[Any], expect: type[T]) -> T:
    parsed = response.parsed
    if not isinstance(parsed, expect):
        # Error statuses raise in the response hook; this is a success the schema lacks.
        raise UnexpectedResponse(
            code=UnexpectedResponse.UNEXPECTED,
            detail=f"HTTP {int(response.status_code)} is not a documented answer to this call",
            status=int(response.status_code),
            extra={"body": response.content},
            headers=response.headers,
        )
    return parsed


class _GivenOptions(YokohamaOptionsInputRequest):
    """Options sent exactly as given: the server judges them (`invalid_config` names an
    unknown option or a bad value), rather than the model dropping keys it does not know."""

    def __init__(self, options: Mapping[str, Any]) -> None:
        super().__init__()
        self.given = dict(options)

    def to_dict(self) -> dict[str, Any]:
        return dict(self.given)


def _options(options: Mapping[str, Any]) -> YokohamaOptionsInputRequest:
    return _GivenOptions(options)
