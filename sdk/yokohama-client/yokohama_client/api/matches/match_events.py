from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.events_output import EventsOutput
from ...models.problem import Problem
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    id: int,
    *,
    after: int,
    code: str | Unset = UNSET,
    timeout: float | Unset = 30.0,
    accept_language: str | Unset = UNSET,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(accept_language, Unset):
        headers["Accept-Language"] = accept_language



    

    params: dict[str, Any] = {}

    params["after"] = after

    params["code"] = code

    params["timeout"] = timeout


    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}


    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/v1/matches/{id}/events".format(id=quote(str(id), safe=""),),
        "params": params,
    }


    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> EventsOutput | Problem | None:
    if response.status_code == 200:
        response_200 = EventsOutput.from_dict(response.json())



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

    if response.status_code == 404:
        response_404 = Problem.from_dict(response.json())



        return response_404

    if response.status_code == 405:
        response_405 = Problem.from_dict(response.json())



        return response_405

    if response.status_code == 406:
        response_406 = Problem.from_dict(response.json())



        return response_406

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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[EventsOutput | Problem]:
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
    after: int,
    code: str | Unset = UNSET,
    timeout: float | Unset = 30.0,
    accept_language: str | Unset = UNSET,

) -> Response[EventsOutput | Problem]:
    """ Wait (long poll, up to 30 s) for actions after a seq

     Answers at once when the match is past `after`, has ended or changes status; else when that happens
    or after `timeout` seconds (then `entries` is empty). Served by the event hub: a waiting call holds
    no server thread under the ASGI server (the events server). A WSGI server lets waiting calls hold at
    most half its threads: one that would wait beyond that answers at once `503 service_unavailable`
    (Retry-After; `events_url` when the deployment names the events server). The event streams
    (match_stream, user_event_stream) push the same news. The long poll carries no chat: read it with
    chat_list (`after`: the last message id you have), or follow match_stream, which sends it live.

    Args:
        id (int):
        after (int):
        code (str | Unset):
        timeout (float | Unset):  Default: 30.0.
        accept_language (str | Unset):  Example: de.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[EventsOutput | Problem]
     """


    kwargs = _get_kwargs(
        id=id,
after=after,
code=code,
timeout=timeout,
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
    after: int,
    code: str | Unset = UNSET,
    timeout: float | Unset = 30.0,
    accept_language: str | Unset = UNSET,

) -> EventsOutput | Problem | None:
    """ Wait (long poll, up to 30 s) for actions after a seq

     Answers at once when the match is past `after`, has ended or changes status; else when that happens
    or after `timeout` seconds (then `entries` is empty). Served by the event hub: a waiting call holds
    no server thread under the ASGI server (the events server). A WSGI server lets waiting calls hold at
    most half its threads: one that would wait beyond that answers at once `503 service_unavailable`
    (Retry-After; `events_url` when the deployment names the events server). The event streams
    (match_stream, user_event_stream) push the same news. The long poll carries no chat: read it with
    chat_list (`after`: the last message id you have), or follow match_stream, which sends it live.

    Args:
        id (int):
        after (int):
        code (str | Unset):
        timeout (float | Unset):  Default: 30.0.
        accept_language (str | Unset):  Example: de.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        EventsOutput | Problem
     """


    return sync_detailed(
        id=id,
client=client,
after=after,
code=code,
timeout=timeout,
accept_language=accept_language,

    ).parsed

async def asyncio_detailed(
    id: int,
    *,
    client: AuthenticatedClient,
    after: int,
    code: str | Unset = UNSET,
    timeout: float | Unset = 30.0,
    accept_language: str | Unset = UNSET,

) -> Response[EventsOutput | Problem]:
    """ Wait (long poll, up to 30 s) for actions after a seq

     Answers at once when the match is past `after`, has ended or changes status; else when that happens
    or after `timeout` seconds (then `entries` is empty). Served by the event hub: a waiting call holds
    no server thread under the ASGI server (the events server). A WSGI server lets waiting calls hold at
    most half its threads: one that would wait beyond that answers at once `503 service_unavailable`
    (Retry-After; `events_url` when the deployment names the events server). The event streams
    (match_stream, user_event_stream) push the same news. The long poll carries no chat: read it with
    chat_list (`after`: the last message id you have), or follow match_stream, which sends it live.

    Args:
        id (int):
        after (int):
        code (str | Unset):
        timeout (float | Unset):  Default: 30.0.
        accept_language (str | Unset):  Example: de.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[EventsOutput | Problem]
     """


    kwargs = _get_kwargs(
        id=id,
after=after,
code=code,
timeout=timeout,
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
    after: int,
    code: str | Unset = UNSET,
    timeout: float | Unset = 30.0,
    accept_language: str | Unset = UNSET,

) -> EventsOutput | Problem | None:
    """ Wait (long poll, up to 30 s) for actions after a seq

     Answers at once when the match is past `after`, has ended or changes status; else when that happens
    or after `timeout` seconds (then `entries` is empty). Served by the event hub: a waiting call holds
    no server thread under the ASGI server (the events server). A WSGI server lets waiting calls hold at
    most half its threads: one that would wait beyond that answers at once `503 service_unavailable`
    (Retry-After; `events_url` when the deployment names the events server). The event streams
    (match_stream, user_event_stream) push the same news. The long poll carries no chat: read it with
    chat_list (`after`: the last message id you have), or follow match_stream, which sends it live.

    Args:
        id (int):
        after (int):
        code (str | Unset):
        timeout (float | Unset):  Default: 30.0.
        accept_language (str | Unset):  Example: de.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        EventsOutput | Problem
     """


    return (await asyncio_detailed(
        id=id,
client=client,
after=after,
code=code,
timeout=timeout,
accept_language=accept_language,

    )).parsed
