"""Webhooks over the API: subscribe your account's user events to an HTTPS receiver, list and
delete your webhooks, and read their delivery log. README "Webhooks" documents deliveries."""

from __future__ import annotations

from typing import Any

from drf_spectacular.utils import (
    OpenApiParameter,
    OpenApiResponse,
    extend_schema,
    extend_schema_serializer,
)
from rest_framework import serializers, status, viewsets
from rest_framework.decorators import action
from rest_framework.pagination import LimitOffsetPagination
from rest_framework.permissions import IsAuthenticated
from rest_framework.request import Request
from rest_framework.response import Response

from api.permissions import TokenScopeMixin
from api.schema import problems
from api.serializers import QueryIntegerField
from games.errors import ErrorCode
from games.models import User, UserEventKind
from games.webhooks import selectors, services
from games.webhooks.models import DeliveryStatus, Webhook, WebhookDelivery

E = ErrorCode

# --- serializers ------------------------------------------------------------------------------


class WebhookCreateInput(serializers.Serializer[Any]):
    url = serializers.URLField(
        max_length=2000,
        help_text="The receiver: an http(s) URL whose host resolves only to public addresses.",
    )
    events = serializers.ListField(
        child=serializers.ChoiceField(choices=UserEventKind.choices),
        required=False,
        allow_empty=False,
        help_text="The user event kinds to deliver; all of them when omitted.",
    )


class WebhookOutput(serializers.Serializer[Any]):
    id = serializers.IntegerField(help_text="The webhook's id.")
    url = serializers.URLField(help_text="The receiver deliveries are POSTed to.")
    events = serializers.ListField(
        child=serializers.ChoiceField(choices=UserEventKind.choices),
        help_text="The user event kinds delivered.",
    )
    active = serializers.BooleanField(
        help_text="False once disabled (see disabled_reason): nothing is delivered any more. "
        "Delete it and create a new one to resume."
    )
    disabled_at = serializers.DateTimeField(
        allow_null=True, help_text="When it was disabled; null while active."
    )
    disabled_reason = serializers.CharField(
        allow_blank=True, help_text="Why it was disabled; empty while active."
    )
    consecutive_failures = serializers.IntegerField(
        help_text="Failed attempts in a row across its deliveries (a success resets it)."
    )
    created_at = serializers.DateTimeField(help_text="When it was created.")


class WebhookCreateOutput(WebhookOutput):
    secret = serializers.CharField(
        help_text="The signing secret (HMAC-SHA256 key of Webhook-Signature). Shown only "
        "in this response: store it now."
    )


class WebhookEventDataOutput(serializers.Serializer[Any]):
    match_id = serializers.IntegerField(
        allow_null=True, help_text="The match concerned (null for a tournament round)."
    )
    seq = serializers.IntegerField(
        allow_null=True, help_text="The match's seq when the event happened."
    )
    tournament_id = serializers.IntegerField(
        allow_null=True, help_text="The tournament concerned, if any."
    )
    invitation_id = serializers.IntegerField(
        allow_null=True, help_text="The invitation concerned (invited, invitation_*), if any."
    )
    seek_id = serializers.IntegerField(
        allow_null=True, help_text="The quick-match seek concerned (seek_*), if any."
    )
    game = serializers.CharField(allow_null=True, help_text="The game's slug.")


class WebhookEventOutput(serializers.Serializer[Any]):
    id = serializers.IntegerField(
        help_text="The user event's id (the user event stream's cursor); the same on retries."
    )
    type = serializers.ChoiceField(
        choices=UserEventKind.choices, help_text="The user event's kind."
    )
    created_at = serializers.DateTimeField(help_text="When the event happened.")
    # The metaclass moves declared fields off the class; only mypy sees Serializer.data here.
    data = WebhookEventDataOutput(help_text="What the event is about.")  # type: ignore[assignment]


class WebhookDeliveryOutput(serializers.Serializer[Any]):
    id = serializers.IntegerField(help_text="The delivery's id, sent as the Webhook-Id header.")
    event_id = serializers.IntegerField(help_text="The user event delivered.")
    kind = serializers.ChoiceField(choices=UserEventKind.choices, help_text="The event's kind.")
    payload = WebhookEventOutput(help_text="The JSON body POSTed.")
    status = serializers.ChoiceField(
        choices=DeliveryStatus.choices,
        help_text="pending (being attempted or waiting to be retried), delivered (a 2xx "
        "answer), failed (given up).",
    )
    attempts = serializers.IntegerField(help_text="Attempts made so far.")
    last_status_code = serializers.IntegerField(
        allow_null=True, help_text="HTTP status of the last answer; null if none was received."
    )
    last_error = serializers.CharField(
        allow_blank=True, help_text="Why the last attempt failed; empty on success."
    )
    next_attempt_at = serializers.DateTimeField(
        allow_null=True, help_text="When a pending delivery is attempted next."
    )
    delivered_at = serializers.DateTimeField(
        allow_null=True, help_text="When the receiver accepted it."
    )
    created_at = serializers.DateTimeField(help_text="When the event was queued for delivery.")


@extend_schema_serializer(many=False)  # a page object, not a list
class WebhookDeliveryPageOutput(serializers.Serializer[Any]):
    count = serializers.IntegerField(help_text="Deliveries in the log.")
    next = serializers.URLField(allow_null=True, help_text="The next page, if any.")
    previous = serializers.URLField(allow_null=True, help_text="The previous page, if any.")
    results = WebhookDeliveryOutput(many=True, help_text="Deliveries, newest first.")


@extend_schema_serializer(many=False)  # a page object, not a list, although the action is "list"
class WebhookPageOutput(serializers.Serializer[Any]):
    """All your webhooks (an account has at most WEBHOOK_MAX_PER_USER): one page."""

    count = serializers.IntegerField(min_value=0, help_text="Your webhooks.")
    next = serializers.URLField(allow_null=True, help_text="Always null: one page holds them all.")
    previous = serializers.URLField(allow_null=True, help_text="Always null.")
    results = WebhookOutput(many=True, help_text="Your webhooks, oldest first (no secrets).")


class WebhookDeliveryQuery(serializers.Serializer[Any]):
    status = serializers.ChoiceField(
        choices=DeliveryStatus.choices, required=False, help_text="Only deliveries in this status."
    )
    limit = QueryIntegerField(
        required=False, min_value=1, max_value=200, help_text="Page size (default 50)."
    )
    offset = QueryIntegerField(required=False, min_value=0, help_text="Deliveries to skip.")


def webhook_output(webhook: Webhook) -> dict[str, Any]:
    return {
        "id": webhook.pk,
        "url": webhook.url,
        "events": webhook.events,
        "active": webhook.active,
        "disabled_at": webhook.disabled_at,
        "disabled_reason": webhook.disabled_reason,
        "consecutive_failures": webhook.consecutive_failures,
        "created_at": webhook.created_at,
    }


def delivery_output(delivery: WebhookDelivery) -> dict[str, Any]:
    return {
        "id": delivery.pk,
        "event_id": delivery.event_id,
        "kind": delivery.kind,
        "payload": delivery.payload,
        "status": delivery.status,
        "attempts": delivery.attempts,
        "last_status_code": delivery.last_status_code,
        "last_error": delivery.last_error,
        "next_attempt_at": delivery.next_attempt_at,
        "delivered_at": delivery.delivered_at,
        "created_at": delivery.created_at,
    }


# --- views ------------------------------------------------------------------------------------


def _validated(serializer_class: type[serializers.Serializer[Any]], data: Any) -> dict[str, Any]:
    serializer = serializer_class(data=data)
    serializer.is_valid(raise_exception=True)
    return dict(serializer.validated_data)


def _user(request: Request) -> User:
    user = request.user
    assert isinstance(user, User)  # IsAuthenticated
    return user


WEBHOOK_ID = OpenApiParameter(
    "id",
    {"type": "integer", "minimum": 1},
    OpenApiParameter.PATH,
    description="Webhook id (from webhook_create or webhook_list).",
)


class WebhookViewSet(TokenScopeMixin, viewsets.ViewSet):
    permission_classes = [IsAuthenticated]
    lookup_value_regex = r"[0-9]+"

    @extend_schema(
        operation_id="webhook_create",
        tags=["webhooks"],
        request=WebhookCreateInput,
        responses={
            201: OpenApiResponse(
                WebhookCreateOutput, "The webhook, with its signing secret (shown only now)."
            ),
            **problems(
                E.VALIDATION_ERROR,
                E.NOT_AUTHENTICATED,
                E.WEBHOOK_URL_REFUSED,
                E.TOO_MANY_WEBHOOKS,
                body=True,
            ),
        },
        summary="Subscribe to your user events: they are POSTed, signed, to your URL",
        description=(
            "Your user events (your_turn, match_started, match_finished, "
            "tournament_round_started, or the kinds you list) are POSTed as JSON to `url`, "
            "signed with HMAC-SHA256 over `<timestamp>.<body>` (headers Webhook-Id, "
            "Webhook-Timestamp, Webhook-Signature: v1=<hex>). Verify with "
            "yokohama_sdk.verify_signature. A delivery that does not get a 2xx is retried "
            "with exponential backoff for about six hours; a webhook that keeps failing is "
            "disabled (see `active` and `disabled_reason`). URLs on loopback or private "
            "networks are refused."
        ),
    )
    def create(self, request: Request) -> Response:
        data = _validated(WebhookCreateInput, request.data)
        webhook = services.webhook_create(
            user=_user(request), url=data["url"], events=data.get("events")
        )
        out = {**webhook_output(webhook), "secret": webhook.secret}
        return Response(out, status=status.HTTP_201_CREATED)

    @extend_schema(
        operation_id="webhook_list",
        tags=["webhooks"],
        responses={
            200: OpenApiResponse(WebhookPageOutput, "Your webhooks, oldest first."),
            **problems(E.NOT_AUTHENTICATED),
        },
        summary="Your webhooks (without their secrets), oldest first",
        description=(
            "All of your webhooks in one page, with whether each is active and why it was "
            "disabled. Secrets are shown only by webhook_create."
        ),
    )
    def list(self, request: Request) -> Response:
        webhooks = [webhook_output(w) for w in selectors.webhook_list(user=_user(request))]
        return Response(
            {"count": len(webhooks), "next": None, "previous": None, "results": webhooks}
        )

    @extend_schema(
        operation_id="webhook_delete",
        tags=["webhooks"],
        parameters=[WEBHOOK_ID],
        responses={
            204: OpenApiResponse(description="Deleted, with its delivery log."),
            **problems(E.NOT_FOUND, E.NOT_AUTHENTICATED, write=True),
        },
        summary="Delete one of your webhooks and its delivery log",
        description="No more deliveries are made to it, including retries under way.",
    )
    def destroy(self, request: Request, pk: str) -> Response:
        services.webhook_delete(user=_user(request), webhook_id=int(pk))
        return Response(status=status.HTTP_204_NO_CONTENT)

    @extend_schema(
        operation_id="webhook_deliveries",
        tags=["webhooks"],
        parameters=[WEBHOOK_ID, WebhookDeliveryQuery],
        responses={
            200: OpenApiResponse(WebhookDeliveryPageOutput, "A page of the delivery log."),
            **problems(E.NOT_FOUND, E.NOT_AUTHENTICATED, E.VALIDATION_ERROR),
        },
        summary="The delivery log of one of your webhooks, newest first",
        description=(
            "Each delivery: the event, its status (pending, delivered, failed), attempts, the"
            " last HTTP status or error, and when the next attempt is due."
        ),
    )
    @action(detail=True, methods=["get"])
    def deliveries(self, request: Request, pk: str) -> Response:
        query = _validated(WebhookDeliveryQuery, request.query_params.dict())
        deliveries = selectors.webhook_deliveries(
            user=_user(request), webhook_id=int(pk), status=query.get("status")
        )
        paginator = LimitOffsetPagination()
        paginator.max_limit = 200
        page = paginator.paginate_queryset(deliveries, request, view=self) or []
        return paginator.get_paginated_response([delivery_output(d) for d in page])
