from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.me_output import MeOutput
from ...models.patched_me_update_input_request import PatchedMeUpdateInputRequest
from ...models.problem import Problem
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    *,
    body: PatchedMeUpdateInputRequest | Unset = UNSET,
    accept_language: str | Unset = UNSET,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(accept_language, Unset):
        headers["Accept-Language"] = accept_language



    

    

    _kwargs: dict[str, Any] = {
        "method": "patch",
        "url": "/api/v1/me",
    }

    
    if not isinstance(body, Unset):
        _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> MeOutput | Problem | None:
    if response.status_code == 200:
        response_200 = MeOutput.from_dict(response.json())



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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[MeOutput | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    body: PatchedMeUpdateInputRequest | Unset = UNSET,
    accept_language: str | Unset = UNSET,

) -> Response[MeOutput | Problem]:
    """ Change your account's settings: the language the server speaks to you

     Changes only the fields sent. `language` (en, de, ko, or null for none) beats each request's Accept-
    Language for this account's pages, problem `title` and `detail`, and emails; this answer already
    speaks it. Needs `play`.

    Args:
        accept_language (str | Unset):  Example: de.
        body (PatchedMeUpdateInputRequest | Unset): A request body object: a field the schema does
            not list is refused with
            `validation_error` naming it (at any depth), rather than silently ignored, so a typo in an
            optional field's name never passes for its default.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[MeOutput | Problem]
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
    body: PatchedMeUpdateInputRequest | Unset = UNSET,
    accept_language: str | Unset = UNSET,

) -> MeOutput | Problem | None:
    """ Change your account's settings: the language the server speaks to you

     Changes only the fields sent. `language` (en, de, ko, or null for none) beats each request's Accept-
    Language for this account's pages, problem `title` and `detail`, and emails; this answer already
    speaks it. Needs `play`.

    Args:
        accept_language (str | Unset):  Example: de.
        body (PatchedMeUpdateInputRequest | Unset): A request body object: a field the schema does
            not list is refused with
            `validation_error` naming it (at any depth), rather than silently ignored, so a typo in an
            optional field's name never passes for its default.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        MeOutput | Problem
     """


    return sync_detailed(
        client=client,
body=body,
accept_language=accept_language,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: PatchedMeUpdateInputRequest | Unset = UNSET,
    accept_language: str | Unset = UNSET,

) -> Response[MeOutput | Problem]:
    """ Change your account's settings: the language the server speaks to you

     Changes only the fields sent. `language` (en, de, ko, or null for none) beats each request's Accept-
    Language for this account's pages, problem `title` and `detail`, and emails; this answer already
    speaks it. Needs `play`.

    Args:
        accept_language (str | Unset):  Example: de.
        body (PatchedMeUpdateInputRequest | Unset): A request body object: a field the schema does
            not list is refused with
            `validation_error` naming it (at any depth), rather than silently ignored, so a typo in an
            optional field's name never passes for its default.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[MeOutput | Problem]
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
    body: PatchedMeUpdateInputRequest | Unset = UNSET,
    accept_language: str | Unset = UNSET,

) -> MeOutput | Problem | None:
    """ Change your account's settings: the language the server speaks to you

     Changes only the fields sent. `language` (en, de, ko, or null for none) beats each request's Accept-
    Language for this account's pages, problem `title` and `detail`, and emails; this answer already
    speaks it. Needs `play`.

    Args:
        accept_language (str | Unset):  Example: de.
        body (PatchedMeUpdateInputRequest | Unset): A request body object: a field the schema does
            not list is refused with
            `validation_error` naming it (at any depth), rather than silently ignored, so a typo in an
            optional field's name never passes for its default.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        MeOutput | Problem
     """


    return (await asyncio_detailed(
        client=client,
body=body,
accept_language=accept_language,

    )).parsed
