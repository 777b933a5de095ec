from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.problem import Problem
from ...models.seek_output import SeekOutput
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    id: int,
    *,
    accept_language: str | Unset = UNSET,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(accept_language, Unset):
        headers["Accept-Language"] = accept_language



    

    

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/v1/seeks/{id}".format(id=quote(str(id), safe=""),),
    }


    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Problem | SeekOutput | None:
    if response.status_code == 200:
        response_200 = SeekOutput.from_dict(response.json())



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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Problem | SeekOutput]:
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
    accept_language: str | Unset = UNSET,

) -> Response[Problem | SeekOutput]:
    """ One of your seeks (is it paired yet?)

     Your seek with its status and, once matched, its match_id. Another account's seek and an unknown id
    are both `not_found`. Needs `read`.

    Args:
        id (int):
        accept_language (str | Unset):  Example: de.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | SeekOutput]
     """


    kwargs = _get_kwargs(
        id=id,
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
    accept_language: str | Unset = UNSET,

) -> Problem | SeekOutput | None:
    """ One of your seeks (is it paired yet?)

     Your seek with its status and, once matched, its match_id. Another account's seek and an unknown id
    are both `not_found`. Needs `read`.

    Args:
        id (int):
        accept_language (str | Unset):  Example: de.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | SeekOutput
     """


    return sync_detailed(
        id=id,
client=client,
accept_language=accept_language,

    ).parsed

async def asyncio_detailed(
    id: int,
    *,
    client: AuthenticatedClient,
    accept_language: str | Unset = UNSET,

) -> Response[Problem | SeekOutput]:
    """ One of your seeks (is it paired yet?)

     Your seek with its status and, once matched, its match_id. Another account's seek and an unknown id
    are both `not_found`. Needs `read`.

    Args:
        id (int):
        accept_language (str | Unset):  Example: de.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | SeekOutput]
     """


    kwargs = _get_kwargs(
        id=id,
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
    accept_language: str | Unset = UNSET,

) -> Problem | SeekOutput | None:
    """ One of your seeks (is it paired yet?)

     Your seek with its status and, once matched, its match_id. Another account's seek and an unknown id
    are both `not_found`. Needs `read`.

    Args:
        id (int):
        accept_language (str | Unset):  Example: de.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | SeekOutput
     """


    return (await asyncio_detailed(
        id=id,
client=client,
accept_language=accept_language,

    )).parsed
