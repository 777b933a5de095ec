from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.problem import Problem
from ...models.webhook_create_input_request import WebhookCreateInputRequest
from ...models.webhook_create_output import WebhookCreateOutput
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    *,
    body: WebhookCreateInputRequest,
    accept_language: str | Unset = UNSET,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(accept_language, Unset):
        headers["Accept-Language"] = accept_language



    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/v1/webhooks",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Problem | WebhookCreateOutput | None:
    if response.status_code == 201:
        response_201 = WebhookCreateOutput.from_dict(response.json())



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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Problem | WebhookCreateOutput]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    body: WebhookCreateInputRequest,
    accept_language: str | Unset = UNSET,

) -> Response[Problem | WebhookCreateOutput]:
    """ Subscribe to your user events: they are POSTed, signed, to your URL

     Your user events (your_turn, match_started, match_finished, tournament_round_started, or the kinds
    you list) are POSTed as JSON to `url`, signed with HMAC-SHA256 over `<timestamp>.<body>` (headers
    Webhook-Id, Webhook-Timestamp, Webhook-Signature: v1=<hex>). Verify with
    yokohama_sdk.verify_signature. A delivery that does not get a 2xx is retried with exponential
    backoff for about six hours; a webhook that keeps failing is disabled (see `active` and
    `disabled_reason`). URLs on loopback or private networks are refused.

    Args:
        accept_language (str | Unset):  Example: de.
        body (WebhookCreateInputRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | WebhookCreateOutput]
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
    body: WebhookCreateInputRequest,
    accept_language: str | Unset = UNSET,

) -> Problem | WebhookCreateOutput | None:
    """ Subscribe to your user events: they are POSTed, signed, to your URL

     Your user events (your_turn, match_started, match_finished, tournament_round_started, or the kinds
    you list) are POSTed as JSON to `url`, signed with HMAC-SHA256 over `<timestamp>.<body>` (headers
    Webhook-Id, Webhook-Timestamp, Webhook-Signature: v1=<hex>). Verify with
    yokohama_sdk.verify_signature. A delivery that does not get a 2xx is retried with exponential
    backoff for about six hours; a webhook that keeps failing is disabled (see `active` and
    `disabled_reason`). URLs on loopback or private networks are refused.

    Args:
        accept_language (str | Unset):  Example: de.
        body (WebhookCreateInputRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | WebhookCreateOutput
     """


    return sync_detailed(
        client=client,
body=body,
accept_language=accept_language,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: WebhookCreateInputRequest,
    accept_language: str | Unset = UNSET,

) -> Response[Problem | WebhookCreateOutput]:
    """ Subscribe to your user events: they are POSTed, signed, to your URL

     Your user events (your_turn, match_started, match_finished, tournament_round_started, or the kinds
    you list) are POSTed as JSON to `url`, signed with HMAC-SHA256 over `<timestamp>.<body>` (headers
    Webhook-Id, Webhook-Timestamp, Webhook-Signature: v1=<hex>). Verify with
    yokohama_sdk.verify_signature. A delivery that does not get a 2xx is retried with exponential
    backoff for about six hours; a webhook that keeps failing is disabled (see `active` and
    `disabled_reason`). URLs on loopback or private networks are refused.

    Args:
        accept_language (str | Unset):  Example: de.
        body (WebhookCreateInputRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | WebhookCreateOutput]
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
    body: WebhookCreateInputRequest,
    accept_language: str | Unset = UNSET,

) -> Problem | WebhookCreateOutput | None:
    """ Subscribe to your user events: they are POSTed, signed, to your URL

     Your user events (your_turn, match_started, match_finished, tournament_round_started, or the kinds
    you list) are POSTed as JSON to `url`, signed with HMAC-SHA256 over `<timestamp>.<body>` (headers
    Webhook-Id, Webhook-Timestamp, Webhook-Signature: v1=<hex>). Verify with
    yokohama_sdk.verify_signature. A delivery that does not get a 2xx is retried with exponential
    backoff for about six hours; a webhook that keeps failing is disabled (see `active` and
    `disabled_reason`). URLs on loopback or private networks are refused.

    Args:
        accept_language (str | Unset):  Example: de.
        body (WebhookCreateInputRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | WebhookCreateOutput
     """


    return (await asyncio_detailed(
        client=client,
body=body,
accept_language=accept_language,

    )).parsed
