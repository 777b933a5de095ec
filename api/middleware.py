"""Problem documents for the answers Django gives before or around DRF (unknown URLs, Django's
own 400/413/5xx pages), so /api/ never answers HTML or text whatever DEBUG says."""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from asgiref.sync import iscoroutinefunction, markcoroutinefunction
from django.conf import settings
from django.core.exceptions import RequestDataTooBig
from django.http import HttpRequest, HttpResponse, HttpResponseBase, JsonResponse
from django.utils import translation
from django.utils.text import format_lazy
from django.utils.translation import gettext_lazy as _
from rest_framework.response import Response

from api.exceptions import (
    OUTAGE_RETRY_AFTER,
    PROBLEM_CONTENT_TYPE,
    outage_part,
    outage_problem,
    problem,
)
from api.parsers import MAX_BODY_BYTES
from games.errors import ErrorCode

if TYPE_CHECKING:
    from django.utils.functional import _StrOrPromise as StrOrPromise

logger = logging.getLogger(__name__)

API_PREFIX = "/api/v"
# Django's answers that are not problems yet, by status: the code that says what happened.
_CODE_BY_STATUS = {
    400: ErrorCode.PARSE_ERROR,  # Django's SuspiciousOperation family: unreadable requests
    403: ErrorCode.PERMISSION_DENIED,
    404: ErrorCode.NOT_FOUND,
    405: ErrorCode.METHOD_NOT_ALLOWED,
    413: ErrorCode.PAYLOAD_TOO_LARGE,
}
_DETAIL_BY_CODE = {
    ErrorCode.PARSE_ERROR: _(
        "The request could not be read (e.g. its Host header is not one this server serves)."
    ),
    ErrorCode.PERMISSION_DENIED: _("You may not do this."),
    ErrorCode.METHOD_NOT_ALLOWED: _("This endpoint does not answer this method."),
    ErrorCode.PAYLOAD_TOO_LARGE: format_lazy(
        _("The request body is larger than {limit} bytes."), limit=MAX_BODY_BYTES
    ),
    ErrorCode.INTERNAL_ERROR: _("The server failed to answer; this is a bug on our side."),
}


def problem_json(code: ErrorCode, detail: StrOrPromise) -> JsonResponse:
    body = problem(code, str(detail))
    response = JsonResponse(body, status=body["status"], content_type=PROBLEM_CONTENT_TYPE)
    # It replaces an answer LocaleMiddleware already labelled: label this one too.
    response["Content-Language"] = translation.get_language() or settings.LANGUAGE_CODE
    return response


class ProblemResponsesMiddleware:
    """Outermost middleware: rewrites Django's own error answers under /api/v<n>/.

    DRF's answers (Response objects) are left alone: its exception handler already renders
    problems, and a 503 from health is a documented HealthOutput, not a problem. Sync and
    async capable, so async views (event streams) are not pushed onto a thread by it.
    """

    sync_capable = True
    async_capable = True

    def __init__(self, get_response: Callable[[HttpRequest], Any]) -> None:
        self.get_response = get_response
        self.is_async = iscoroutinefunction(get_response)
        if self.is_async:
            markcoroutinefunction(self)

    def __call__(self, request: HttpRequest) -> Any:
        if self.is_async:
            return self._acall(request)
        return self.rewrite(request, self.get_response(request))

    async def _acall(self, request: HttpRequest) -> HttpResponseBase:
        return self.rewrite(request, await self.get_response(request))

    def rewrite(self, request: HttpRequest, response: HttpResponseBase) -> HttpResponseBase:
        if (
            response.status_code < 400
            or not request.path.startswith(API_PREFIX)
            or isinstance(response, Response)
            or response.get("Content-Type", "").startswith(PROBLEM_CONTENT_TYPE)
        ):
            return response
        code = _CODE_BY_STATUS.get(response.status_code)
        if code is None:
            # A 4xx we have no code for would be a new Django behaviour: keep it a 400.
            code = ErrorCode.PARSE_ERROR if response.status_code < 500 else ErrorCode.INTERNAL_ERROR
            logger.warning("unmapped %s answer at %s", response.status_code, request.path)
        detail: StrOrPromise
        if code is ErrorCode.NOT_FOUND:
            detail = _("No endpoint at %(path)s.") % {"path": request.path}
        else:
            detail = _DETAIL_BY_CODE[code]
        return problem_json(code, detail)

    def process_exception(self, request: HttpRequest, exception: Exception) -> HttpResponse | None:
        if not request.path.startswith(API_PREFIX):
            return None
        if isinstance(exception, RequestDataTooBig):
            return problem_json(
                ErrorCode.PAYLOAD_TOO_LARGE, _DETAIL_BY_CODE[ErrorCode.PAYLOAD_TOO_LARGE]
            )
        part = outage_part(exception)
        if part is not None:  # raised outside DRF's handler (e.g. a non-DRF view)
            logger.warning("%s unavailable", part, exc_info=exception)
            response = JsonResponse(
                outage_problem(part), status=503, content_type=PROBLEM_CONTENT_TYPE
            )
            response["Retry-After"] = str(OUTAGE_RETRY_AFTER)
            return response
        return None
