from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.problem import Problem
from ...models.user_event_output import UserEventOutput
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    *,
    after: int | Unset = UNSET,
    last_event_id: int | Unset = UNSET,
    accept_language: str | Unset = UNSET,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(last_event_id, Unset):
        headers["Last-Event-ID"] = str(last_event_id)


    if not isinstance(accept_language, Unset):
        headers["Accept-Language"] = accept_language



    

    params: dict[str, Any] = {}

    params["after"] = after


    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}


    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/v1/events/stream",
        "params": params,
    }


    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Problem | UserEventOutput | None:
    if response.status_code == 200:
        response_200 = UserEventOutput.from_dict(response.text)



        return response_200

    if response.status_code == 400:
        response_400 = Problem.from_dict(response.json())



        return response_400

    if response.status_code == 401:
        response_401 = Problem.from_dict(response.json())



        return response_401

    if response.status_code == 403:
        response_403 = Problem.from_dict(response.json())



        return response_403

    if response.status_code == 405:
        response_405 = Problem.from_dict(response.json())



        return response_405

    if response.status_code == 406:
        response_406 = Problem.from_dict(response.json())



        return response_406

    if response.status_code == 421:
        response_421 = Problem.from_dict(response.json())



        return response_421

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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Problem | UserEventOutput]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    after: int | Unset = UNSET,
    last_event_id: int | Unset = UNSET,
    accept_language: str | Unset = UNSET,

) -> Response[Problem | UserEventOutput]:
    """ Live events of all your matches and tournaments (server-sent events)

     `your_turn`, `match_started`, `match_finished`, `tournament_round_started`, invitations to you and
    their answers, and your quick-match seeks being paired, across every match and tournament you are
    in, as they happen. Resume with `Last-Event-ID` or `after`. A token needs `read`. Streams are served
    by the events server (ASGI); a WSGI server answers at once `421 stream_unavailable_here` (with
    `events_url`, this request on the events server, when the deployment names it) instead of holding a
    thread for the stream.

    Args:
        after (int | Unset):
        last_event_id (int | Unset):
        accept_language (str | Unset):  Example: de.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | UserEventOutput]
     """


    kwargs = _get_kwargs(
        after=after,
last_event_id=last_event_id,
accept_language=accept_language,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    *,
    client: AuthenticatedClient,
    after: int | Unset = UNSET,
    last_event_id: int | Unset = UNSET,
    accept_language: str | Unset = UNSET,

) -> Problem | UserEventOutput | None:
    """ Live events of all your matches and tournaments (server-sent events)

     `your_turn`, `match_started`, `match_finished`, `tournament_round_started`, invitations to you and
    their answers, and your quick-match seeks being paired, across every match and tournament you are
    in, as they happen. Resume with `Last-Event-ID` or `after`. A token needs `read`. Streams are served
    by the events server (ASGI); a WSGI server answers at once `421 stream_unavailable_here` (with
    `events_url`, this request on the events server, when the deployment names it) instead of holding a
    thread for the stream.

    Args:
        after (int | Unset):
        last_event_id (int | Unset):
        accept_language (str | Unset):  Example: de.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | UserEventOutput
     """


    return sync_detailed(
        client=client,
after=after,
last_event_id=last_event_id,
accept_language=accept_language,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    after: int | Unset = UNSET,
    last_event_id: int | Unset = UNSET,
    accept_language: str | Unset = UNSET,

) -> Response[Problem | UserEventOutput]:
    """ Live events of all your matches and tournaments (server-sent events)

     `your_turn`, `match_started`, `match_finished`, `tournament_round_started`, invitations to you and
    their answers, and your quick-match seeks being paired, across every match and tournament you are
    in, as they happen. Resume with `Last-Event-ID` or `after`. A token needs `read`. Streams are served
    by the events server (ASGI); a WSGI server answers at once `421 stream_unavailable_here` (with
    `events_url`, this request on the events server, when the deployment names it) instead of holding a
    thread for the stream.

    Args:
        after (int | Unset):
        last_event_id (int | Unset):
        accept_language (str | Unset):  Example: de.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | UserEventOutput]
     """


    kwargs = _get_kwargs(
        after=after,
last_event_id=last_event_id,
accept_language=accept_language,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    *,
    client: AuthenticatedClient,
    after: int | Unset = UNSET,
    last_event_id: int | Unset = UNSET,
    accept_language: str | Unset = UNSET,

) -> Problem | UserEventOutput | None:
    """ Live events of all your matches and tournaments (server-sent events)

     `your_turn`, `match_started`, `match_finished`, `tournament_round_started`, invitations to you and
    their answers, and your quick-match seeks being paired, across every match and tournament you are
    in, as they happen. Resume with `Last-Event-ID` or `after`. A token needs `read`. Streams are served
    by the events server (ASGI); a WSGI server answers at once `421 stream_unavailable_here` (with
    `events_url`, this request on the events server, when the deployment names it) instead of holding a
    thread for the stream.

    Args:
        after (int | Unset):
        last_event_id (int | Unset):
        accept_language (str | Unset):  Example: de.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | UserEventOutput
     """


    return (await asyncio_detailed(
        client=client,
after=after,
last_event_id=last_event_id,
accept_language=accept_language,

    )).parsed
