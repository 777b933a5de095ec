"""One handler renders every error as application/problem+json (RFC 9457) with a stable code."""

from __future__ import annotations

import logging
from typing import Any

import redis
from django.core.exceptions import PermissionDenied as DjangoPermissionDenied
from django.db import InterfaceError, OperationalError
from django.http import Http404, HttpRequest, JsonResponse
from django.utils.translation import gettext_lazy as _
from rest_framework import exceptions
from rest_framework.response import Response
from rest_framework.views import set_rollback

from api.parsers import PayloadTooLarge
from api.permissions import InsufficientScope
from games.engine import IllegalAction, InvalidAction, InvalidConfig
from games.errors import HTTP_STATUS, TITLES, ApplicationError, ErrorCode

logger = logging.getLogger(__name__)

PROBLEM_CONTENT_TYPE = "application/problem+json"
TYPE_BASE = "https://yokohama-server.dev/problems/"
# Seconds a client waits before repeating a request the database or broker could not serve.
OUTAGE_RETRY_AFTER = 1
OUTAGE_DETAILS = {
    "database": _(
        "The database does not answer right now (a restart?): repeat the request shortly, a "
        "submission with the same Idempotency-Key so that it cannot apply twice."
    ),
    "broker": _(
        "The broker does not answer right now (a restart?): repeat the request shortly, a "
        "submission with the same Idempotency-Key so that it cannot apply twice."
    ),
}

_DRF_CODES: list[tuple[type[exceptions.APIException], ErrorCode]] = [
    (exceptions.ValidationError, ErrorCode.VALIDATION_ERROR),
    (exceptions.ParseError, ErrorCode.PARSE_ERROR),
    (exceptions.NotAuthenticated, ErrorCode.NOT_AUTHENTICATED),
    (exceptions.AuthenticationFailed, ErrorCode.AUTHENTICATION_FAILED),
    # Before PermissionDenied, its base class.
    (InsufficientScope, ErrorCode.INSUFFICIENT_SCOPE),
    (exceptions.PermissionDenied, ErrorCode.PERMISSION_DENIED),
    (exceptions.NotFound, ErrorCode.NOT_FOUND),
    (exceptions.MethodNotAllowed, ErrorCode.METHOD_NOT_ALLOWED),
    (exceptions.NotAcceptable, ErrorCode.NOT_ACCEPTABLE),
    (exceptions.UnsupportedMediaType, ErrorCode.UNSUPPORTED_MEDIA_TYPE),
    (exceptions.Throttled, ErrorCode.RATE_LIMITED),
    (PayloadTooLarge, ErrorCode.PAYLOAD_TOO_LARGE),
]


def problem(
    code: ErrorCode, detail: str, *, status: int | None = None, **extra: Any
) -> dict[str, Any]:
    return {
        "type": TYPE_BASE + code.value,
        "title": str(TITLES[code]),
        "status": status or HTTP_STATUS[code],
        "detail": str(detail),
        "code": code.value,
        **extra,
    }


def problem_response(code: ErrorCode, detail: str, **extra: Any) -> Response:
    body = problem(code, detail, **extra)
    return Response(body, status=body["status"], content_type=PROBLEM_CONTENT_TYPE)


def _drf_detail_text(detail: Any) -> str:
    if isinstance(detail, list) and detail:
        return _drf_detail_text(detail[0])
    if isinstance(detail, dict) and detail:
        field, value = next(iter(detail.items()))
        return f"{field}: {_drf_detail_text(value)}"
    return str(detail)


def flatten_errors(detail: Any, prefix: str = "") -> dict[str, list[str]]:
    """DRF's nested error tree -> {"time_control.decision_seconds": ["..."], ...}."""
    flat: dict[str, list[str]] = {}
    if isinstance(detail, dict):
        for key, value in detail.items():
            flat.update(flatten_errors(value, f"{prefix}.{key}" if prefix else str(key)))
    elif isinstance(detail, list) and any(isinstance(item, dict | list) for item in detail):
        for index, value in enumerate(detail):
            if value:
                flat.update(flatten_errors(value, f"{prefix}.{index}" if prefix else str(index)))
    else:
        items = detail if isinstance(detail, list) else [detail]
        flat[prefix or "non_field_errors"] = [str(item) for item in items]
    return flat


def outage_part(exc: BaseException) -> str | None:
    """ "database" or "broker" when `exc` says that part is away (not a bug), else None."""
    from kombu.exceptions import OperationalError as BrokerError

    if isinstance(exc, OperationalError | InterfaceError):
        return "database"
    if isinstance(exc, redis.ConnectionError | redis.TimeoutError | BrokerError):
        return "broker"
    return None


def outage_problem(part: str) -> dict[str, Any]:
    return problem(
        ErrorCode.SERVICE_UNAVAILABLE,
        str(OUTAGE_DETAILS[part]),
        retry_after=OUTAGE_RETRY_AFTER,
    )


def problem_exception_handler(exc: Exception, context: dict[str, Any]) -> Response | None:
    part = outage_part(exc)
    if part is not None:
        set_rollback()
        logger.warning("%s unavailable", part, exc_info=exc)
        return Response(
            outage_problem(part),
            status=503,
            content_type=PROBLEM_CONTENT_TYPE,
            headers={"Retry-After": str(OUTAGE_RETRY_AFTER)},
        )
    if isinstance(exc, ApplicationError):
        set_rollback()
        return problem_response(exc.code, exc.message, **exc.extra)
    if isinstance(exc, InvalidConfig):
        named = {"field": exc.field} if exc.field else {}
        return problem_response(ErrorCode.INVALID_CONFIG, exc.reason, **named)
    if isinstance(exc, InvalidAction):
        return problem_response(ErrorCode.INVALID_ACTION, exc.reason)
    if isinstance(exc, IllegalAction):
        return problem_response(ErrorCode.ILLEGAL_ACTION, exc.reason, reason=exc.reason)
    if isinstance(exc, Http404):
        exc = exceptions.NotFound()
    elif isinstance(exc, DjangoPermissionDenied):
        exc = exceptions.PermissionDenied()
    if not isinstance(exc, exceptions.APIException):
        return None
    code = next((c for cls, c in _DRF_CODES if isinstance(exc, cls)), ErrorCode.VALIDATION_ERROR)
    set_rollback()
    extra: dict[str, Any] = {}
    headers: dict[str, str] = {}
    if isinstance(exc, exceptions.ValidationError):
        extra["errors"] = flatten_errors(exc.detail)
        detail = _("The request is not valid: %(reason)s") % {
            "reason": _drf_detail_text(exc.detail)
        }
    elif isinstance(exc, exceptions.Throttled):
        wait = int(getattr(exc, "wait", None) or 1)
        extra["retry_after"] = wait
        headers["Retry-After"] = str(wait)
        detail = _("Too many requests; retry in %(seconds)d s.") % {"seconds": wait}
    else:
        detail = _drf_detail_text(exc.detail)
    if isinstance(exc, InsufficientScope):
        extra["scope"] = exc.scope
    if getattr(exc, "auth_header", None):
        headers["WWW-Authenticate"] = exc.auth_header  # type: ignore[attr-defined]
    body = problem(code, detail, status=exc.status_code, **extra)
    return Response(
        body, status=exc.status_code, content_type=PROBLEM_CONTENT_TYPE, headers=headers
    )


def json_404(request: HttpRequest, exception: Exception | None = None) -> JsonResponse:
    """Django-level 404 (unknown URL) rendered as a problem too."""
    body = problem(ErrorCode.NOT_FOUND, _("No endpoint at %(path)s.") % {"path": request.path})
    return JsonResponse(body, status=404, content_type=PROBLEM_CONTENT_TYPE)
