from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.problem import Problem
from ...models.seek_create_input_request import SeekCreateInputRequest
from ...models.seek_output import SeekOutput
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    *,
    body: SeekCreateInputRequest,
    accept_language: str | Unset = UNSET,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(accept_language, Unset):
        headers["Accept-Language"] = accept_language



    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/v1/seeks",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Problem | SeekOutput | None:
    if response.status_code == 201:
        response_201 = SeekOutput.from_dict(response.json())



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

    if response.status_code == 409:
        response_409 = Problem.from_dict(response.json())



        return response_409

    if response.status_code == 413:
        response_413 = Problem.from_dict(response.json())



        return response_413

    if response.status_code == 415:
        response_415 = Problem.from_dict(response.json())



        return response_415

    if response.status_code == 422:
        response_422 = Problem.from_dict(response.json())



        return response_422

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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Problem | SeekOutput]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    body: SeekCreateInputRequest,
    accept_language: str | Unset = UNSET,

) -> Response[Problem | SeekOutput]:
    """ Quick match: ask for a match of a game and be paired with other seekers

     Posts a seek for `game`; null constraints accept anything. Seeks pair when they agree: the same
    game, player count (or any), options (or any) and time control, each seeker's rating inside every
    other's range, and different accounts. The oldest waiting seek is paired first, with the oldest
    compatible others. If this seek completes a group, the match is created and started at once and the
    answer is `matched` with its `match_id`; otherwise it waits (`open`) until another seek completes it
    or it expires. Either way each seeker is told with a `seek_matched` (or `seek_expired`) user event
    (events, events/stream, webhooks). Needs `play`. `not_found`: no such game; `invalid_config`:
    options or a player count the game refuses; `too_many_seeks`: you already have
    SEEK_MAX_OPEN_PER_USER open seeks.

    Args:
        accept_language (str | Unset):  Example: de.
        body (SeekCreateInputRequest): A request body object: a field the schema does not list is
            refused with
            `validation_error` naming it (at any depth), rather than silently ignored, so a typo in an
            optional field's name never passes for its default.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | SeekOutput]
     """


    kwargs = _get_kwargs(
        body=body,
accept_language=accept_language,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    *,
    client: AuthenticatedClient,
    body: SeekCreateInputRequest,
    accept_language: str | Unset = UNSET,

) -> Problem | SeekOutput | None:
    """ Quick match: ask for a match of a game and be paired with other seekers

     Posts a seek for `game`; null constraints accept anything. Seeks pair when they agree: the same
    game, player count (or any), options (or any) and time control, each seeker's rating inside every
    other's range, and different accounts. The oldest waiting seek is paired first, with the oldest
    compatible others. If this seek completes a group, the match is created and started at once and the
    answer is `matched` with its `match_id`; otherwise it waits (`open`) until another seek completes it
    or it expires. Either way each seeker is told with a `seek_matched` (or `seek_expired`) user event
    (events, events/stream, webhooks). Needs `play`. `not_found`: no such game; `invalid_config`:
    options or a player count the game refuses; `too_many_seeks`: you already have
    SEEK_MAX_OPEN_PER_USER open seeks.

    Args:
        accept_language (str | Unset):  Example: de.
        body (SeekCreateInputRequest): A request body object: a field the schema does not list is
            refused with
            `validation_error` naming it (at any depth), rather than silently ignored, so a typo in an
            optional field's name never passes for its default.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | SeekOutput
     """


    return sync_detailed(
        client=client,
body=body,
accept_language=accept_language,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: SeekCreateInputRequest,
    accept_language: str | Unset = UNSET,

) -> Response[Problem | SeekOutput]:
    """ Quick match: ask for a match of a game and be paired with other seekers

     Posts a seek for `game`; null constraints accept anything. Seeks pair when they agree: the same
    game, player count (or any), options (or any) and time control, each seeker's rating inside every
    other's range, and different accounts. The oldest waiting seek is paired first, with the oldest
    compatible others. If this seek completes a group, the match is created and started at once and the
    answer is `matched` with its `match_id`; otherwise it waits (`open`) until another seek completes it
    or it expires. Either way each seeker is told with a `seek_matched` (or `seek_expired`) user event
    (events, events/stream, webhooks). Needs `play`. `not_found`: no such game; `invalid_config`:
    options or a player count the game refuses; `too_many_seeks`: you already have
    SEEK_MAX_OPEN_PER_USER open seeks.

    Args:
        accept_language (str | Unset):  Example: de.
        body (SeekCreateInputRequest): A request body object: a field the schema does not list is
            refused with
            `validation_error` naming it (at any depth), rather than silently ignored, so a typo in an
            optional field's name never passes for its default.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | SeekOutput]
     """


    kwargs = _get_kwargs(
        body=body,
accept_language=accept_language,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    *,
    client: AuthenticatedClient,
    body: SeekCreateInputRequest,
    accept_language: str | Unset = UNSET,

) -> Problem | SeekOutput | None:
    """ Quick match: ask for a match of a game and be paired with other seekers

     Posts a seek for `game`; null constraints accept anything. Seeks pair when they agree: the same
    game, player count (or any), options (or any) and time control, each seeker's rating inside every
    other's range, and different accounts. The oldest waiting seek is paired first, with the oldest
    compatible others. If this seek completes a group, the match is created and started at once and the
    answer is `matched` with its `match_id`; otherwise it waits (`open`) until another seek completes it
    or it expires. Either way each seeker is told with a `seek_matched` (or `seek_expired`) user event
    (events, events/stream, webhooks). Needs `play`. `not_found`: no such game; `invalid_config`:
    options or a player count the game refuses; `too_many_seeks`: you already have
    SEEK_MAX_OPEN_PER_USER open seeks.

    Args:
        accept_language (str | Unset):  Example: de.
        body (SeekCreateInputRequest): A request body object: a field the schema does not list is
            refused with
            `validation_error` naming it (at any depth), rather than silently ignored, so a typo in an
            optional field's name never passes for its default.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | SeekOutput
     """


    return (await asyncio_detailed(
        client=client,
body=body,
accept_language=accept_language,

    )).parsed
