"""What the two hot views answer, shared by the views (api/views.py) and the direct path
(api/direct.py), so the two cannot drift apart."""

from __future__ import annotations

from http import HTTPStatus
from typing import Any

from games import selectors, services
from games.models import User

IDEMPOTENCY_KEY_MAX_LENGTH = 128


def idempotency_key_valid(key: str | None) -> bool:
    """No key, or one of 1-128 characters (the view refuses others: `validation_error`)."""
    return key is None or 1 <= len(key) <= IDEMPOTENCY_KEY_MAX_LENGTH


def legal_actions_answer(*, match_id: int, user: User | None) -> dict[str, Any]:
    """`match_legal_actions`'s body."""
    legal = selectors.caller_legal_actions(match_id=match_id, user=user)
    return {"seq": legal.seq, "seat": legal.seat, "actions": legal.actions}


def submit_answer(
    *,
    match_id: int,
    user: User | None,
    action: str | dict[str, Any],
    expected_seq: int,
    idempotency_key: str | None,
) -> tuple[dict[str, Any], HTTPStatus]:
    """`match_action_submit`'s body and status: 201, or 200 for a replay."""
    result = services.match_action_submit(
        match_id=match_id,
        user=user,
        action=action,
        expected_seq=expected_seq,
        idempotency_key=idempotency_key,
    )
    data = selectors.action_response_rendered(result.response)
    return data, HTTPStatus.OK if result.replayed else HTTPStatus.CREATED
