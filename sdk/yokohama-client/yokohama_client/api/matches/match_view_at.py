from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.match_view_at_output import MatchViewAtOutput
from ...models.problem import Problem
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    id: int,
    *,
    code: str | Unset = UNSET,
    seq: int,
    accept_language: str | Unset = UNSET,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(accept_language, Unset):
        headers["Accept-Language"] = accept_language



    

    params: dict[str, Any] = {}

    params["code"] = code

    params["seq"] = seq


    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}


    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/v1/matches/{id}/view".format(id=quote(str(id), safe=""),),
        "params": params,
    }


    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> MatchViewAtOutput | Problem | None:
    if response.status_code == 200:
        response_200 = MatchViewAtOutput.from_dict(response.json())



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

    if response.status_code == 409:
        response_409 = Problem.from_dict(response.json())



        return response_409

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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[MatchViewAtOutput | Problem]:
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
    code: str | Unset = UNSET,
    seq: int,
    accept_language: str | Unset = UNSET,

) -> Response[MatchViewAtOutput | Problem]:
    """ Replay: your view of a finished match at a past seq

     The game state after the first `seq` actions of a `finished` match, rebuilt deterministically from
    the seed and the log, as your seat saw it then (the spectator's view without a seat): the same
    hidden-information rules as match_retrieve. `match_not_finished` while the match is waiting or in
    play; `validation_error` for a seq past its end.

    Args:
        id (int):
        code (str | Unset):
        seq (int):
        accept_language (str | Unset):  Example: de.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[MatchViewAtOutput | Problem]
     """


    kwargs = _get_kwargs(
        id=id,
code=code,
seq=seq,
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
    code: str | Unset = UNSET,
    seq: int,
    accept_language: str | Unset = UNSET,

) -> MatchViewAtOutput | Problem | None:
    """ Replay: your view of a finished match at a past seq

     The game state after the first `seq` actions of a `finished` match, rebuilt deterministically from
    the seed and the log, as your seat saw it then (the spectator's view without a seat): the same
    hidden-information rules as match_retrieve. `match_not_finished` while the match is waiting or in
    play; `validation_error` for a seq past its end.

    Args:
        id (int):
        code (str | Unset):
        seq (int):
        accept_language (str | Unset):  Example: de.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        MatchViewAtOutput | Problem
     """


    return sync_detailed(
        id=id,
client=client,
code=code,
seq=seq,
accept_language=accept_language,

    ).parsed

async def asyncio_detailed(
    id: int,
    *,
    client: AuthenticatedClient,
    code: str | Unset = UNSET,
    seq: int,
    accept_language: str | Unset = UNSET,

) -> Response[MatchViewAtOutput | Problem]:
    """ Replay: your view of a finished match at a past seq

     The game state after the first `seq` actions of a `finished` match, rebuilt deterministically from
    the seed and the log, as your seat saw it then (the spectator's view without a seat): the same
    hidden-information rules as match_retrieve. `match_not_finished` while the match is waiting or in
    play; `validation_error` for a seq past its end.

    Args:
        id (int):
        code (str | Unset):
        seq (int):
        accept_language (str | Unset):  Example: de.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[MatchViewAtOutput | Problem]
     """


    kwargs = _get_kwargs(
        id=id,
code=code,
seq=seq,
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
    code: str | Unset = UNSET,
    seq: int,
    accept_language: str | Unset = UNSET,

) -> MatchViewAtOutput | Problem | None:
    """ Replay: your view of a finished match at a past seq

     The game state after the first `seq` actions of a `finished` match, rebuilt deterministically from
    the seed and the log, as your seat saw it then (the spectator's view without a seat): the same
    hidden-information rules as match_retrieve. `match_not_finished` while the match is waiting or in
    play; `validation_error` for a seq past its end.

    Args:
        id (int):
        code (str | Unset):
        seq (int):
        accept_language (str | Unset):  Example: de.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        MatchViewAtOutput | Problem
     """


    return (await asyncio_detailed(
        id=id,
client=client,
code=code,
seq=seq,
accept_language=accept_language,

    )).parsed
