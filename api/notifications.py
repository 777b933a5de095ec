"""Email notifications over the API: read and change your settings (opt-in, the address, and
what is mailed). README "Email notifications" says what is mailed and when."""

from __future__ import annotations

from typing import Any

from drf_spectacular.utils import OpenApiResponse, extend_schema
from rest_framework import serializers, viewsets
from rest_framework.decorators import action
from rest_framework.permissions import IsAuthenticated
from rest_framework.request import Request
from rest_framework.response import Response

from api.permissions import TokenScopeMixin
from api.schema import problems
from api.serializers import StrictBooleanField, StrictInput, StrictStringMixin
from games.errors import ErrorCode
from games.models import User
from games.notifications import selectors, services
from games.notifications.models import NotificationSettings

E = ErrorCode

# --- serializers ------------------------------------------------------------------------------


class StrictEmailField(StrictStringMixin, serializers.EmailField):
    pass


class NotificationSettingsUpdateInput(StrictInput):
    email = StrictEmailField(
        required=False,
        allow_blank=True,
        max_length=254,
        help_text="The address to mail; an empty string: your account's email. A malformed "
        "address is a `validation_error`.",
    )
    email_enabled = StrictBooleanField(
        required=False,
        help_text="Turn email on (opt-in) or off. On needs an address (`email`, or the "
        "account's); only events from then on are mailed.",
    )
    your_turn = StrictBooleanField(
        required=False,
        help_text="Mail when it is your turn, in matches with a clock of an hour or more per "
        "decision (at most one mail per match per hour).",
    )
    invitations = StrictBooleanField(
        required=False, help_text="Mail when you are invited to a match."
    )
    results = StrictBooleanField(
        required=False, help_text="Mail the final ranking when a match of yours finishes."
    )


class NotificationSettingsOutput(serializers.Serializer[Any]):
    email = serializers.CharField(
        allow_blank=True, help_text="The address you set; empty: your account's email is used."
    )
    sends_to = serializers.CharField(
        allow_null=True,
        help_text="The address mails go to (yours or the account's); null when there is none.",
    )
    email_enabled = serializers.BooleanField(
        help_text="Whether anything is mailed at all (off until you turn it on; every mail's "
        "unsubscribe link turns it off)."
    )
    your_turn = serializers.BooleanField(
        help_text="'Your turn' mails (matches with a clock of an hour or more per decision)."
    )
    invitations = serializers.BooleanField(help_text="Invitation mails.")
    results = serializers.BooleanField(help_text="Result mails.")


def settings_output(row: NotificationSettings) -> dict[str, Any]:
    return {
        "email": row.email,
        "sends_to": selectors.sends_to(row),
        "email_enabled": row.email_enabled,
        "your_turn": row.your_turn,
        "invitations": row.invitations,
        "results": row.results,
    }


# --- views ------------------------------------------------------------------------------------


def _user(request: Request) -> User:
    user = request.user
    assert isinstance(user, User)  # IsAuthenticated
    return user


class NotificationViewSet(TokenScopeMixin, viewsets.ViewSet):
    """Reading needs the `read` scope, changing `play` (the default by method)."""

    permission_classes = [IsAuthenticated]

    @extend_schema(
        operation_id="notification_settings_retrieve",
        tags=["notifications"],
        responses={
            200: OpenApiResponse(NotificationSettingsOutput, "Your email notification settings."),
            **problems(E.NOT_AUTHENTICATED),
        },
        summary="Your email notification settings",
        description="Whether email is on, the address it goes to, and which kinds are mailed "
        "(your turn, invitations, results). An account that never changed them has email "
        "off. Needs `read`.",
    )
    @action(detail=False, methods=["get"], url_path="settings")
    def settings_retrieve(self, request: Request) -> Response:
        row = selectors.notification_settings_get(user=_user(request))
        return Response(NotificationSettingsOutput(settings_output(row)).data)

    @extend_schema(
        operation_id="notification_settings_update",
        tags=["notifications"],
        request=NotificationSettingsUpdateInput,
        responses={
            200: OpenApiResponse(NotificationSettingsOutput, "Your settings, changed."),
            **problems(E.NOT_AUTHENTICATED, body=True),
        },
        summary="Turn email notifications on or off, set the address and what is mailed",
        description="Changes only the fields sent. Email is opt-in: turn it on with "
        "`email_enabled: true`; from then on your turn (in matches with a clock of an hour "
        "or more per decision), invitations and results are mailed, each unless switched off, "
        "at most one mail per match per hour (a result or an invitation is always sent). "
        "Every mail has an unsubscribe link (and a List-Unsubscribe header) that turns email "
        "off. `validation_error`: a malformed address, or email on without any address. "
        "Needs `play`.",
    )
    @settings_retrieve.mapping.patch
    def settings_update(self, request: Request) -> Response:
        serializer = NotificationSettingsUpdateInput(data=request.data)
        serializer.is_valid(raise_exception=True)
        data = serializer.validated_data
        row = services.notification_settings_update(
            user=_user(request),
            email=data.get("email"),
            email_enabled=data.get("email_enabled"),
            your_turn=data.get("your_turn"),
            invitations=data.get("invitations"),
            results=data.get("results"),
        )
        return Response(NotificationSettingsOutput(settings_output(row)).data)
