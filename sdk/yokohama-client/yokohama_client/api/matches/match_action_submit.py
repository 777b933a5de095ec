from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.action_accepted_output import ActionAcceptedOutput
from ...models.action_submit_input_request import ActionSubmitInputRequest
from ...models.problem import Problem
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    id: int,
    *,
    body: ActionSubmitInputRequest,
    idempotency_key: str | Unset = UNSET,
    accept_language: str | Unset = UNSET,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key

    if not isinstance(accept_language, Unset):
        headers["Accept-Language"] = accept_language



    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/v1/matches/{id}/actions".format(id=quote(str(id), safe=""),),
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> ActionAcceptedOutput | Problem | None:
    if response.status_code == 200:
        response_200 = ActionAcceptedOutput.from_dict(response.json())



        return response_200

    if response.status_code == 201:
        response_201 = ActionAcceptedOutput.from_dict(response.json())



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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[ActionAcceptedOutput | Problem]:
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
    body: ActionSubmitInputRequest,
    idempotency_key: str | Unset = UNSET,
    accept_language: str | Unset = UNSET,

) -> Response[ActionAcceptedOutput | Problem]:
    """ Submit your action (201; 200 when an Idempotency-Key replays an earlier one)

     Applies one action of your seat, based on `expected_seq`. Rejections change nothing: `stale_state`
    (the match moved on; carries `current_seq`), `not_your_turn` (carries `to_move`), `invalid_action`
    (not an action of this game), `illegal_action` (not allowed now; carries `reason`).

    Args:
        id (int):
        idempotency_key (str | Unset):
        accept_language (str | Unset):  Example: de.
        body (ActionSubmitInputRequest): A request body object: a field the schema does not list
            is refused with
            `validation_error` naming it (at any depth), rather than silently ignored, so a typo in an
            optional field's name never passes for its default.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ActionAcceptedOutput | Problem]
     """


    kwargs = _get_kwargs(
        id=id,
body=body,
idempotency_key=idempotency_key,
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
    body: ActionSubmitInputRequest,
    idempotency_key: str | Unset = UNSET,
    accept_language: str | Unset = UNSET,

) -> ActionAcceptedOutput | Problem | None:
    """ Submit your action (201; 200 when an Idempotency-Key replays an earlier one)

     Applies one action of your seat, based on `expected_seq`. Rejections change nothing: `stale_state`
    (the match moved on; carries `current_seq`), `not_your_turn` (carries `to_move`), `invalid_action`
    (not an action of this game), `illegal_action` (not allowed now; carries `reason`).

    Args:
        id (int):
        idempotency_key (str | Unset):
        accept_language (str | Unset):  Example: de.
        body (ActionSubmitInputRequest): A request body object: a field the schema does not list
            is refused with
            `validation_error` naming it (at any depth), rather than silently ignored, so a typo in an
            optional field's name never passes for its default.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ActionAcceptedOutput | Problem
     """


    return sync_detailed(
        id=id,
client=client,
body=body,
idempotency_key=idempotency_key,
accept_language=accept_language,

    ).parsed

async def asyncio_detailed(
    id: int,
    *,
    client: AuthenticatedClient,
    body: ActionSubmitInputRequest,
    idempotency_key: str | Unset = UNSET,
    accept_language: str | Unset = UNSET,

) -> Response[ActionAcceptedOutput | Problem]:
    """ Submit your action (201; 200 when an Idempotency-Key replays an earlier one)

     Applies one action of your seat, based on `expected_seq`. Rejections change nothing: `stale_state`
    (the match moved on; carries `current_seq`), `not_your_turn` (carries `to_move`), `invalid_action`
    (not an action of this game), `illegal_action` (not allowed now; carries `reason`).

    Args:
        id (int):
        idempotency_key (str | Unset):
        accept_language (str | Unset):  Example: de.
        body (ActionSubmitInputRequest): A request body object: a field the schema does not list
            is refused with
            `validation_error` naming it (at any depth), rather than silently ignored, so a typo in an
            optional field's name never passes for its default.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ActionAcceptedOutput | Problem]
     """


    kwargs = _get_kwargs(
        id=id,
body=body,
idempotency_key=idempotency_key,
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
    body: ActionSubmitInputRequest,
    idempotency_key: str | Unset = UNSET,
    accept_language: str | Unset = UNSET,

) -> ActionAcceptedOutput | Problem | None:
    """ Submit your action (201; 200 when an Idempotency-Key replays an earlier one)

     Applies one action of your seat, based on `expected_seq`. Rejections change nothing: `stale_state`
    (the match moved on; carries `current_seq`), `not_your_turn` (carries `to_move`), `invalid_action`
    (not an action of this game), `illegal_action` (not allowed now; carries `reason`).

    Args:
        id (int):
        idempotency_key (str | Unset):
        accept_language (str | Unset):  Example: de.
        body (ActionSubmitInputRequest): A request body object: a field the schema does not list
            is refused with
            `validation_error` naming it (at any depth), rather than silently ignored, so a typo in an
            optional field's name never passes for its default.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ActionAcceptedOutput | Problem
     """


    return (await asyncio_detailed(
        id=id,
client=client,
body=body,
idempotency_key=idempotency_key,
accept_language=accept_language,

    )).parsed
