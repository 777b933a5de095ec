from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.chat_message_output import ChatMessageOutput
from ...models.log_entry_output import LogEntryOutput
from ...models.match_status_event_output import MatchStatusEventOutput
from ...models.problem import Problem
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    id: int,
    *,
    after: int | Unset = UNSET,
    code: str | Unset = UNSET,
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

    params["code"] = code


    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}


    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/v1/matches/{id}/stream".format(id=quote(str(id), safe=""),),
        "params": params,
    }


    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Any | ChatMessageOutput | LogEntryOutput | MatchStatusEventOutput | Problem | None:
    if response.status_code == 200:
        def _parse_response_200(data: object) -> ChatMessageOutput | LogEntryOutput | MatchStatusEventOutput:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_match_stream_event_type_0 = LogEntryOutput.from_dict(data)



                return componentsschemas_match_stream_event_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_match_stream_event_type_1 = MatchStatusEventOutput.from_dict(data)



                return componentsschemas_match_stream_event_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_match_stream_event_type_2 = ChatMessageOutput.from_dict(data)



            return componentsschemas_match_stream_event_type_2

        response_200 = _parse_response_200(response.text)

        return response_200

    if response.status_code == 204:
        response_204 = cast(Any, None)
        return response_204

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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Any | ChatMessageOutput | LogEntryOutput | MatchStatusEventOutput | Problem]:
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
    after: int | Unset = UNSET,
    code: str | Unset = UNSET,
    last_event_id: int | Unset = UNSET,
    accept_language: str | Unset = UNSET,

) -> Response[Any | ChatMessageOutput | LogEntryOutput | MatchStatusEventOutput | Problem]:
    """ Live events of one match (server-sent events), as your seat or a spectator

     Every log entry of the match as your seat (or a spectator) may see it, every change of status or of
    the seats to move, and the chat messages of your channel (chat_post), as they happen. Resume with
    `Last-Event-ID` or `after`; the stream ends with the match. A token needs `read`. Streams are served
    by the events server (ASGI); a WSGI server answers at once `421 stream_unavailable_here` (with
    `events_url`, this request on the events server, when the deployment names it) instead of holding a
    thread for the stream.

    Args:
        id (int):
        after (int | Unset):
        code (str | Unset):
        last_event_id (int | Unset):
        accept_language (str | Unset):  Example: de.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | ChatMessageOutput | LogEntryOutput | MatchStatusEventOutput | Problem]
     """


    kwargs = _get_kwargs(
        id=id,
after=after,
code=code,
last_event_id=last_event_id,
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
    after: int | Unset = UNSET,
    code: str | Unset = UNSET,
    last_event_id: int | Unset = UNSET,
    accept_language: str | Unset = UNSET,

) -> Any | ChatMessageOutput | LogEntryOutput | MatchStatusEventOutput | Problem | None:
    """ Live events of one match (server-sent events), as your seat or a spectator

     Every log entry of the match as your seat (or a spectator) may see it, every change of status or of
    the seats to move, and the chat messages of your channel (chat_post), as they happen. Resume with
    `Last-Event-ID` or `after`; the stream ends with the match. A token needs `read`. Streams are served
    by the events server (ASGI); a WSGI server answers at once `421 stream_unavailable_here` (with
    `events_url`, this request on the events server, when the deployment names it) instead of holding a
    thread for the stream.

    Args:
        id (int):
        after (int | Unset):
        code (str | Unset):
        last_event_id (int | Unset):
        accept_language (str | Unset):  Example: de.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | ChatMessageOutput | LogEntryOutput | MatchStatusEventOutput | Problem
     """


    return sync_detailed(
        id=id,
client=client,
after=after,
code=code,
last_event_id=last_event_id,
accept_language=accept_language,

    ).parsed

async def asyncio_detailed(
    id: int,
    *,
    client: AuthenticatedClient,
    after: int | Unset = UNSET,
    code: str | Unset = UNSET,
    last_event_id: int | Unset = UNSET,
    accept_language: str | Unset = UNSET,

) -> Response[Any | ChatMessageOutput | LogEntryOutput | MatchStatusEventOutput | Problem]:
    """ Live events of one match (server-sent events), as your seat or a spectator

     Every log entry of the match as your seat (or a spectator) may see it, every change of status or of
    the seats to move, and the chat messages of your channel (chat_post), as they happen. Resume with
    `Last-Event-ID` or `after`; the stream ends with the match. A token needs `read`. Streams are served
    by the events server (ASGI); a WSGI server answers at once `421 stream_unavailable_here` (with
    `events_url`, this request on the events server, when the deployment names it) instead of holding a
    thread for the stream.

    Args:
        id (int):
        after (int | Unset):
        code (str | Unset):
        last_event_id (int | Unset):
        accept_language (str | Unset):  Example: de.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | ChatMessageOutput | LogEntryOutput | MatchStatusEventOutput | Problem]
     """


    kwargs = _get_kwargs(
        id=id,
after=after,
code=code,
last_event_id=last_event_id,
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
    after: int | Unset = UNSET,
    code: str | Unset = UNSET,
    last_event_id: int | Unset = UNSET,
    accept_language: str | Unset = UNSET,

) -> Any | ChatMessageOutput | LogEntryOutput | MatchStatusEventOutput | Problem | None:
    """ Live events of one match (server-sent events), as your seat or a spectator

     Every log entry of the match as your seat (or a spectator) may see it, every change of status or of
    the seats to move, and the chat messages of your channel (chat_post), as they happen. Resume with
    `Last-Event-ID` or `after`; the stream ends with the match. A token needs `read`. Streams are served
    by the events server (ASGI); a WSGI server answers at once `421 stream_unavailable_here` (with
    `events_url`, this request on the events server, when the deployment names it) instead of holding a
    thread for the stream.

    Args:
        id (int):
        after (int | Unset):
        code (str | Unset):
        last_event_id (int | Unset):
        accept_language (str | Unset):  Example: de.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | ChatMessageOutput | LogEntryOutput | MatchStatusEventOutput | Problem
     """


    return (await asyncio_detailed(
        id=id,
client=client,
after=after,
code=code,
last_event_id=last_event_id,
accept_language=accept_language,

    )).parsed
