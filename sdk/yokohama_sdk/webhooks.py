"""Verify the signature of a webhook delivery before trusting its body.

Every delivery carries three headers:

- ``Webhook-Id``: the delivery's id, the same on each retry (deduplicate on it);
- ``Webhook-Timestamp``: Unix seconds when this attempt was signed;
- ``Webhook-Signature``: ``v1=<hex>``, the HMAC-SHA256 of ``<timestamp>.<raw body>`` keyed
  with the webhook's secret (the whole ``whsec_...`` string as UTF-8). Several signatures
  may be listed, separated by spaces; one valid signature suffices.

    from yokohama_sdk import verify_signature

    if not verify_signature(secret, request.headers, request.body):
        return 400

Check the raw bytes as received: parsing and re-serialising the JSON changes them.
"""

from __future__ import annotations

import hashlib
import hmac
import time
from collections.abc import Mapping

TIMESTAMP_HEADER = "webhook-timestamp"
SIGNATURE_HEADER = "webhook-signature"
SCHEME = "v1"


def verify_signature(
    secret: str,
    headers_or_values: Mapping[str, str] | tuple[str, str],
    body: bytes | str,
    tolerance_seconds: float = 300,
    *,
    now: float | None = None,
) -> bool:
    """True when `body` was signed with `secret` less than `tolerance_seconds` ago.

    `headers_or_values` is the request's headers (any mapping; names are matched without
    regard to case) or the pair ``(Webhook-Timestamp, Webhook-Signature)``. `now` (Unix
    seconds) defaults to the current time. A timestamp too far in the past or the future
    fails, so a captured delivery cannot be replayed later. Comparison is constant-time.
    """
    if isinstance(headers_or_values, tuple):
        timestamp_text, signatures = headers_or_values
    else:
        lowered = {name.lower(): value for name, value in headers_or_values.items()}
        timestamp_text = lowered.get(TIMESTAMP_HEADER, "")
        signatures = lowered.get(SIGNATURE_HEADER, "")
    try:
        timestamp = int(timestamp_text.strip())
    except ValueError:
        return False
    current = time.time() if now is None else now
    if abs(current - timestamp) > tolerance_seconds:
        return False
    raw = body.encode() if isinstance(body, str) else body
    expected = hmac.new(
        secret.encode(), str(timestamp).encode() + b"." + raw, hashlib.sha256
    ).hexdigest()
    valid = False
    for candidate in signatures.split():
        scheme, _, digest = candidate.partition("=")
        # Every candidate is compared (no early exit), each in constant time.
        if scheme == SCHEME and hmac.compare_digest(digest.encode(), expected.encode()):
            valid = True
    return valid
