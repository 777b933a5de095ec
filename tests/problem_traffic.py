"""Which (status, code) problems each operation really answers, from observed traffic.

tests/conftest.py records every problem document the test suite's requests produce (through
Django's request handler, so the test client and Schemathesis' WSGI calls alike) and fails the
run if the schema does not declare one on its operation; tests/api/test_declared_errors.py
does the same for a barrage of bad requests it sends itself.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Any

from django.core.handlers.base import BaseHandler
from django.http import HttpRequest, HttpResponseBase

from api.schema import declared_codes

PROBLEM_MEDIA_TYPE = "application/problem+json"
METHODS = ("get", "put", "post", "delete", "options", "head", "patch", "trace")


@dataclass(frozen=True, slots=True)
class Observation:
    method: str
    path: str
    status: int
    code: str


OBSERVED: set[Observation] = set()


def observe(request: HttpRequest, response: HttpResponseBase) -> None:
    if not response.get("Content-Type", "").startswith(PROBLEM_MEDIA_TYPE):
        return
    if getattr(response, "streaming", False):
        return
    code = json.loads(response.content).get("code", "")  # type: ignore[attr-defined]
    OBSERVED.add(Observation(request.method or "", request.path, response.status_code, code))


def install_recorder() -> Callable[[], None]:
    """Record the problems of every request Django handles; returns the uninstaller."""
    original = BaseHandler.get_response
    original_async = BaseHandler.get_response_async

    def get_response(self: BaseHandler, request: HttpRequest) -> HttpResponseBase:
        response = original(self, request)
        observe(request, response)
        return response

    async def get_response_async(self: BaseHandler, request: HttpRequest) -> HttpResponseBase:
        response = await original_async(self, request)
        observe(request, response)
        return response

    BaseHandler.get_response = get_response  # type: ignore[method-assign]
    BaseHandler.get_response_async = get_response_async  # type: ignore[method-assign]

    def uninstall() -> None:
        BaseHandler.get_response = original  # type: ignore[method-assign]
        BaseHandler.get_response_async = original_async  # type: ignore[method-assign]

    return uninstall


def _template_regex(template: str) -> re.Pattern[str]:
    parts = re.split(r"\{[^}]+\}", template)
    return re.compile("^" + "[^/]+".join(re.escape(part) for part in parts) + "$")


def operations_for(openapi: dict[str, Any], method: str, path: str) -> list[dict[str, Any]]:
    """The operation `method path` addresses; for a method its path does not serve, every
    operation of the path (each must declare the 405). Empty for a URL of no operation."""
    for template, item in openapi["paths"].items():
        if _template_regex(template).match(path):
            operation = item.get(method.lower())
            if operation is not None:
                return [operation]
            return [item[m] for m in METHODS if m in item]
    return []


def undeclared(openapi: dict[str, Any], observed: Iterable[Observation]) -> list[str]:
    """One line per observed problem that its operation does not declare."""
    missing: set[str] = set()
    for seen in observed:
        for operation in operations_for(openapi, seen.method, seen.path):
            if (seen.status, seen.code) not in declared_codes(operation):
                missing.add(
                    f"{operation['operationId']}: {seen.status} {seen.code} "
                    f"(seen on {seen.method} {seen.path})"
                )
    return sorted(missing)
