"""The SDK through outages: a keyed submission is repeated with the same Idempotency-Key after
`service_unavailable`, a dropped connection and a front's 502, with growing waits."""

from __future__ import annotations

import httpx
import pytest
from yokohama_sdk import Client, ServiceUnavailable

from tests.sdk.fake_server import MATCH_ID, problem, sample


def no_wait(seconds: float) -> None:
    pass


def test_a_keyed_submission_rides_out_an_outage_with_the_same_key() -> None:
    outage = ["unavailable", "dropped", "gateway", "unavailable"]
    keys: list[str | None] = []

    def handler(request: httpx.Request) -> httpx.Response:
        keys.append(request.headers.get("idempotency-key"))
        failure = outage.pop(0) if outage else None
        if failure == "unavailable":
            return problem("service_unavailable", 503, retry_after=1)
        if failure == "dropped":
            raise httpx.RemoteProtocolError("Server disconnected without sending a response.")
        if failure == "gateway":
            return httpx.Response(502, content=b"<html>502 Bad Gateway</html>")
        return httpx.Response(201, json=sample("ActionAcceptedOutput", seq=4))

    waits: list[float] = []
    client = Client("http://fake", "t", transport=httpx.MockTransport(handler), sleep=waits.append)
    accepted = client.submit(MATCH_ID, "pass", expected_seq=3, idempotency_key="k-1")
    assert accepted.seq == 4
    assert keys == ["k-1"] * 5
    assert len(waits) == 4
    assert waits[0] >= 1.0  # the server's Retry-After is a floor
    assert waits[3] >= 2.0  # and the waits grow: 0.25 s doubled three times


def test_service_unavailable_is_raised_once_the_retries_are_spent() -> None:
    calls: list[httpx.Request] = []

    def handler(request: httpx.Request) -> httpx.Response:
        calls.append(request)
        return problem("service_unavailable", 503, retry_after=1)

    client = Client(
        "http://fake", "t", transport=httpx.MockTransport(handler), max_retries=3, sleep=no_wait
    )
    with pytest.raises(ServiceUnavailable) as caught:
        client.match(MATCH_ID)
    assert caught.value.retry_after == 1
    assert len(calls) == 4


def test_an_unkeyed_submission_is_not_repeated_after_a_dropped_connection() -> None:
    calls: list[httpx.Request] = []

    def handler(request: httpx.Request) -> httpx.Response:
        calls.append(request)
        raise httpx.RemoteProtocolError("Server disconnected without sending a response.")

    client = Client("http://fake", "t", transport=httpx.MockTransport(handler), sleep=no_wait)
    with pytest.raises(httpx.RemoteProtocolError):
        client.submit(MATCH_ID, "pass", expected_seq=3)  # it may have been applied: not again
    assert len(calls) == 1
