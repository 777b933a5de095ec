"""Delivery signatures (README "Webhooks"; the SDK's `verify_signature` checks them).

Webhook-Signature is `v1=<hex HMAC-SHA256>` of `<Webhook-Timestamp>.<body>` keyed with the
webhook's secret (its UTF-8 bytes, `whsec_` prefix included).
"""

from __future__ import annotations

import hashlib
import hmac

SCHEME = "v1"


def signature(*, secret: str, timestamp: int, body: bytes) -> str:
    message = str(timestamp).encode() + b"." + body
    digest = hmac.new(secret.encode(), message, hashlib.sha256).hexdigest()
    return f"{SCHEME}={digest}"


def signed_headers(*, secret: str, message_id: str, timestamp: int, body: bytes) -> dict[str, str]:
    return {
        "Content-Type": "application/json",
        "Webhook-Id": message_id,
        "Webhook-Timestamp": str(timestamp),
        "Webhook-Signature": signature(secret=secret, timestamp=timestamp, body=body),
    }
