from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.problem import Problem
from ...models.seek_list_status import check_seek_list_status
from ...models.seek_list_status import SeekListStatus
from ...models.seek_page_output import SeekPageOutput
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    *,
    limit: int | Unset = UNSET,
    offset: int | Unset = UNSET,
    status: SeekListStatus | Unset = UNSET,
    accept_language: str | Unset = UNSET,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(accept_language, Unset):
        headers["Accept-Language"] = accept_language



    

    params: dict[str, Any] = {}

    params["limit"] = limit

    params["offset"] = offset

    json_status: str | Unset = UNSET
    if not isinstance(status, Unset):
        json_status = status

    params["status"] = json_status


    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}


    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/v1/seeks",
        "params": params,
    }


    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Problem | SeekPageOutput | None:
    if response.status_code == 200:
        response_200 = SeekPageOutput.from_dict(response.json())



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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Problem | SeekPageOutput]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    limit: int | Unset = UNSET,
    offset: int | Unset = UNSET,
    status: SeekListStatus | Unset = UNSET,
    accept_language: str | Unset = UNSET,

) -> Response[Problem | SeekPageOutput]:
    """ Your seeks, newest first

     Your own seeks (optionally only those in `status`), newest first, paged by limit/offset. Needs
    `read`.

    Args:
        limit (int | Unset):
        offset (int | Unset):
        status (SeekListStatus | Unset):
        accept_language (str | Unset):  Example: de.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | SeekPageOutput]
     """


    kwargs = _get_kwargs(
        limit=limit,
offset=offset,
status=status,
accept_language=accept_language,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    *,
    client: AuthenticatedClient,
    limit: int | Unset = UNSET,
    offset: int | Unset = UNSET,
    status: SeekListStatus | Unset = UNSET,
    accept_language: str | Unset = UNSET,

) -> Problem | SeekPageOutput | None:
    """ Your seeks, newest first

     Your own seeks (optionally only those in `status`), newest first, paged by limit/offset. Needs
    `read`.

    Args:
        limit (int | Unset):
        offset (int | Unset):
        status (SeekListStatus | Unset):
        accept_language (str | Unset):  Example: de.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | SeekPageOutput
     """


    return sync_detailed(
        client=client,
limit=limit,
offset=offset,
status=status,
accept_language=accept_language,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    limit: int | Unset = UNSET,
    offset: int | Unset = UNSET,
    status: SeekListStatus | Unset = UNSET,
    accept_language: str | Unset = UNSET,

) -> Response[Problem | SeekPageOutput]:
    """ Your seeks, newest first

     Your own seeks (optionally only those in `status`), newest first, paged by limit/offset. Needs
    `read`.

    Args:
        limit (int | Unset):
        offset (int | Unset):
        status (SeekListStatus | Unset):
        accept_language (str | Unset):  Example: de.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | SeekPageOutput]
     """


    kwargs = _get_kwargs(
        limit=limit,
offset=offset,
status=status,
accept_language=accept_language,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    *,
    client: AuthenticatedClient,
    limit: int | Unset = UNSET,
    offset: int | Unset = UNSET,
    status: SeekListStatus | Unset = UNSET,
    accept_language: str | Unset = UNSET,

) -> Problem | SeekPageOutput | None:
    """ Your seeks, newest first

     Your own seeks (optionally only those in `status`), newest first, paged by limit/offset. Needs
    `read`.

    Args:
        limit (int | Unset):
        offset (int | Unset):
        status (SeekListStatus | Unset):
        accept_language (str | Unset):  Example: de.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | SeekPageOutput
     """


    return (await asyncio_detailed(
        client=client,
limit=limit,
offset=offset,
status=status,
accept_language=accept_language,

    )).parsed
