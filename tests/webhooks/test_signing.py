"""The SDK's verify_signature accepts what the server signs and nothing else."""

from __future__ import annotations

import time

import orjson
import pytest
from yokohama_sdk import verify_signature

from games.webhooks.signing import signed_headers

SECRET = "whsec_test-secret"
BODY = orjson.dumps({"id": 7, "type": "your_turn", "data": {"match_id": 3, "seq": 12}})


def headers_at(timestamp: int, *, secret: str = SECRET, body: bytes = BODY) -> dict[str, str]:
    return signed_headers(secret=secret, message_id="41", timestamp=timestamp, body=body)


def test_a_signed_body_verifies() -> None:
    now = int(time.time())
    headers = headers_at(now)
    assert headers["Webhook-Signature"].startswith("v1=")
    assert verify_signature(SECRET, headers, BODY)
    assert verify_signature(SECRET, headers, BODY.decode())  # str bodies too
    # Header names in any case (frameworks lower-case them), or the two values alone.
    assert verify_signature(SECRET, {k.lower(): v for k, v in headers.items()}, BODY)
    pair = (headers["Webhook-Timestamp"], headers["Webhook-Signature"])
    assert verify_signature(SECRET, pair, BODY)


def test_a_tampered_body_fails() -> None:
    headers = headers_at(int(time.time()))
    tampered = BODY.replace(b'"seq":12', b'"seq":13')
    assert tampered != BODY
    assert not verify_signature(SECRET, headers, tampered)
    assert not verify_signature(SECRET, headers, BODY + b" ")


def test_another_secret_or_a_forged_signature_fails() -> None:
    now = int(time.time())
    assert not verify_signature("whsec_other", headers_at(now), BODY)
    forged = headers_at(now, secret="whsec_attacker")
    assert not verify_signature(SECRET, forged, BODY)
    # A valid signature moved onto another timestamp no longer matches.
    moved = {**headers_at(now), "Webhook-Timestamp": str(now - 1)}
    assert not verify_signature(SECRET, moved, BODY)


@pytest.mark.parametrize("age", [301, -301, 3600])
def test_a_timestamp_outside_the_tolerance_fails(age: int) -> None:
    signed_at = 1_700_000_000
    headers = headers_at(signed_at)
    assert verify_signature(SECRET, headers, BODY, now=signed_at + 299)
    assert not verify_signature(SECRET, headers, BODY, now=signed_at + age)
    assert verify_signature(SECRET, headers, BODY, tolerance_seconds=abs(age), now=signed_at + age)


def test_several_signatures_one_valid_suffices_and_garbage_fails() -> None:
    now = int(time.time())
    headers = headers_at(now)
    listed = {**headers, "Webhook-Signature": "v1=00ff " + headers["Webhook-Signature"]}
    assert verify_signature(SECRET, listed, BODY)
    for bad in ("", "v1=", "v2=" + headers["Webhook-Signature"][3:], "garbage", "v1=é"):
        assert not verify_signature(SECRET, {**headers, "Webhook-Signature": bad}, BODY)
    assert not verify_signature(SECRET, {**headers, "Webhook-Timestamp": "soon"}, BODY)
    assert not verify_signature(SECRET, {}, BODY)
