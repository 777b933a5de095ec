from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.chat_message_output import ChatMessageOutput
from ...models.chat_post_input_request import ChatPostInputRequest
from ...models.problem import Problem
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    id: int,
    *,
    body: ChatPostInputRequest,
    code: str | Unset = UNSET,
    accept_language: str | Unset = UNSET,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(accept_language, Unset):
        headers["Accept-Language"] = accept_language



    

    params: dict[str, Any] = {}

    params["code"] = code


    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}


    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/v1/matches/{id}/chat".format(id=quote(str(id), safe=""),),
        "params": params,
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> ChatMessageOutput | Problem | None:
    if response.status_code == 201:
        response_201 = ChatMessageOutput.from_dict(response.json())



        return response_201

    if response.status_code == 400:
        response_400 = Problem.from_dict(response.json())



        return response_400

    if response.status_code == 401:
        response_401 = Problem.from_dict(response.json())



        return response_401

    if response.status_code == 403:
        response_403 = Problem.from_dict(response.json())



        return response_403

    if response.status_code == 404:
        response_404 = Problem.from_dict(response.json())



        return response_404

    if response.status_code == 405:
        response_405 = Problem.from_dict(response.json())



        return response_405

    if response.status_code == 406:
        response_406 = Problem.from_dict(response.json())



        return response_406

    if response.status_code == 413:
        response_413 = Problem.from_dict(response.json())



        return response_413

    if response.status_code == 415:
        response_415 = Problem.from_dict(response.json())



        return response_415

    if response.status_code == 429:
        response_429 = Problem.from_dict(response.json())



        return response_429

    if response.status_code == 431:
        response_431 = Problem.from_dict(response.json())



        return response_431

    if response.status_code == 503:
        response_503 = Problem.from_dict(response.json())



        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[ChatMessageOutput | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    id: int,
    *,
    client: AuthenticatedClient,
    body: ChatPostInputRequest,
    code: str | Unset = UNSET,
    accept_language: str | Unset = UNSET,

) -> Response[ChatMessageOutput | Problem]:
    """ Write in a match's chat (yours by default: players if you hold a seat)

     Posts `text` to `channel` and sends it at once to the readers of that channel on match_stream
    (`event: chat`). Players write only in `players`, the others only in `spectators`. An account a
    moderator muted site-wide is refused with `chat_muted`. Rate-limited per account (scope `chat`,
    THROTTLE_CHAT, default 10 a minute): `rate_limited` with Retry-After. A token needs `play`.
    Channels: `players` is read and written by the seated accounts; `spectators` by those who may see
    the match without a seat (anonymous callers read it of a public match), and by the players only once
    the match has finished or was aborted, so nobody coaches a game in play. A players-only match
    (`spectators: players`) has no spectators' chat (`spectators_not_allowed`); a private match's chat
    does not exist for whoever cannot see the match (`not_found`, as for a missing match). Messages
    hidden by a moderator and those of accounts you muted (chat_mute_create) are left out.

    Args:
        id (int):
        code (str | Unset):
        accept_language (str | Unset):  Example: de.
        body (ChatPostInputRequest): A request body object: a field the schema does not list is
            refused with
            `validation_error` naming it (at any depth), rather than silently ignored, so a typo in an
            optional field's name never passes for its default.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ChatMessageOutput | Problem]
     """


    kwargs = _get_kwargs(
        id=id,
body=body,
code=code,
accept_language=accept_language,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    id: int,
    *,
    client: AuthenticatedClient,
    body: ChatPostInputRequest,
    code: str | Unset = UNSET,
    accept_language: str | Unset = UNSET,

) -> ChatMessageOutput | Problem | None:
    """ Write in a match's chat (yours by default: players if you hold a seat)

     Posts `text` to `channel` and sends it at once to the readers of that channel on match_stream
    (`event: chat`). Players write only in `players`, the others only in `spectators`. An account a
    moderator muted site-wide is refused with `chat_muted`. Rate-limited per account (scope `chat`,
    THROTTLE_CHAT, default 10 a minute): `rate_limited` with Retry-After. A token needs `play`.
    Channels: `players` is read and written by the seated accounts; `spectators` by those who may see
    the match without a seat (anonymous callers read it of a public match), and by the players only once
    the match has finished or was aborted, so nobody coaches a game in play. A players-only match
    (`spectators: players`) has no spectators' chat (`spectators_not_allowed`); a private match's chat
    does not exist for whoever cannot see the match (`not_found`, as for a missing match). Messages
    hidden by a moderator and those of accounts you muted (chat_mute_create) are left out.

    Args:
        id (int):
        code (str | Unset):
        accept_language (str | Unset):  Example: de.
        body (ChatPostInputRequest): A request body object: a field the schema does not list is
            refused with
            `validation_error` naming it (at any depth), rather than silently ignored, so a typo in an
            optional field's name never passes for its default.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ChatMessageOutput | Problem
     """


    return sync_detailed(
        id=id,
client=client,
body=body,
code=code,
accept_language=accept_language,

    ).parsed

async def asyncio_detailed(
    id: int,
    *,
    client: AuthenticatedClient,
    body: ChatPostInputRequest,
    code: str | Unset = UNSET,
    accept_language: str | Unset = UNSET,

) -> Response[ChatMessageOutput | Problem]:
    """ Write in a match's chat (yours by default: players if you hold a seat)

     Posts `text` to `channel` and sends it at once to the readers of that channel on match_stream
    (`event: chat`). Players write only in `players`, the others only in `spectators`. An account a
    moderator muted site-wide is refused with `chat_muted`. Rate-limited per account (scope `chat`,
    THROTTLE_CHAT, default 10 a minute): `rate_limited` with Retry-After. A token needs `play`.
    Channels: `players` is read and written by the seated accounts; `spectators` by those who may see
    the match without a seat (anonymous callers read it of a public match), and by the players only once
    the match has finished or was aborted, so nobody coaches a game in play. A players-only match
    (`spectators: players`) has no spectators' chat (`spectators_not_allowed`); a private match's chat
    does not exist for whoever cannot see the match (`not_found`, as for a missing match). Messages
    hidden by a moderator and those of accounts you muted (chat_mute_create) are left out.

    Args:
        id (int):
        code (str | Unset):
        accept_language (str | Unset):  Example: de.
        body (ChatPostInputRequest): A request body object: a field the schema does not list is
            refused with
            `validation_error` naming it (at any depth), rather than silently ignored, so a typo in an
            optional field's name never passes for its default.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ChatMessageOutput | Problem]
     """


    kwargs = _get_kwargs(
        id=id,
body=body,
code=code,
accept_language=accept_language,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    id: int,
    *,
    client: AuthenticatedClient,
    body: ChatPostInputRequest,
    code: str | Unset = UNSET,
    accept_language: str | Unset = UNSET,

) -> ChatMessageOutput | Problem | None:
    """ Write in a match's chat (yours by default: players if you hold a seat)

     Posts `text` to `channel` and sends it at once to the readers of that channel on match_stream
    (`event: chat`). Players write only in `players`, the others only in `spectators`. An account a
    moderator muted site-wide is refused with `chat_muted`. Rate-limited per account (scope `chat`,
    THROTTLE_CHAT, default 10 a minute): `rate_limited` with Retry-After. A token needs `play`.
    Channels: `players` is read and written by the seated accounts; `spectators` by those who may see
    the match without a seat (anonymous callers read it of a public match), and by the players only once
    the match has finished or was aborted, so nobody coaches a game in play. A players-only match
    (`spectators: players`) has no spectators' chat (`spectators_not_allowed`); a private match's chat
    does not exist for whoever cannot see the match (`not_found`, as for a missing match). Messages
    hidden by a moderator and those of accounts you muted (chat_mute_create) are left out.

    Args:
        id (int):
        code (str | Unset):
        accept_language (str | Unset):  Example: de.
        body (ChatPostInputRequest): A request body object: a field the schema does not list is
            refused with
            `validation_error` naming it (at any depth), rather than silently ignored, so a typo in an
            optional field's name never passes for its default.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ChatMessageOutput | Problem
     """


    return (await asyncio_detailed(
        id=id,
client=client,
body=body,
code=code,
accept_language=accept_language,

    )).parsed
