"""Invitations you received or sent: list, read, accept, decline, withdraw."""

from __future__ import annotations

from drf_spectacular.utils import OpenApiParameter, OpenApiResponse, extend_schema
from rest_framework import viewsets
from rest_framework.decorators import action
from rest_framework.pagination import LimitOffsetPagination
from rest_framework.permissions import IsAuthenticated
from rest_framework.request import Request
from rest_framework.response import Response

from api import serializers as s
from api.permissions import TokenScopeMixin
from api.schema import problems
from api.views import _user, _validated
from games import invitations, selectors
from games.errors import ErrorCode as E
from games.models import User

INVITATION_ID = OpenApiParameter(
    "id",
    {"type": "integer", "minimum": 1},
    OpenApiParameter.PATH,
    description="Invitation id (from invitation_list or the `invited` event); one you neither "
    "sent nor received is `not_found`.",
)


def _me(request: Request) -> User:
    user = _user(request)
    assert user is not None  # IsAuthenticated
    return user


class InvitationViewSet(TokenScopeMixin, viewsets.ViewSet):
    permission_classes = [IsAuthenticated]
    lookup_value_regex = r"[0-9]+"

    def _answer(self, request: Request, invitation_id: int) -> Response:
        invitation = selectors.invitation_get(user=_me(request), invitation_id=invitation_id)
        return Response(s.invitation_output(invitation))

    @extend_schema(
        operation_id="invitation_list",
        tags=["invitations"],
        parameters=[s.InvitationListQuery],
        responses={
            200: OpenApiResponse(s.InvitationPageOutput, "A page of invitations; follow `next`."),
            **problems(E.VALIDATION_ERROR, E.NOT_AUTHENTICATED),
        },
        summary="Invitations to you (or, with box=sent, the ones you sent), newest first",
        description="Each with its match (summary), the seat it holds, who sent it and its "
        "status. Filter by `status` (e.g. `pending` for the ones awaiting an answer). Needs "
        "`read`.",
    )
    def list(self, request: Request) -> Response:
        query = _validated(s.InvitationListQuery, request.query_params.dict())
        found = selectors.invitation_list(
            user=_me(request), box=query["box"], status=query.get("status")
        )
        paginator = LimitOffsetPagination()
        paginator.max_limit = 200
        page = paginator.paginate_queryset(found, request, view=self)
        return paginator.get_paginated_response([s.invitation_output(i) for i in page or []])

    @extend_schema(
        operation_id="invitation_retrieve",
        tags=["invitations"],
        parameters=[INVITATION_ID],
        responses={
            200: OpenApiResponse(s.InvitationOutput, "The invitation."),
            **problems(E.NOT_FOUND, E.NOT_AUTHENTICATED),
        },
        summary="One invitation you sent or received",
        description="Its match, seat, sender, status and expiry. Needs `read`.",
    )
    def retrieve(self, request: Request, pk: str) -> Response:
        return self._answer(request, int(pk))

    @extend_schema(
        operation_id="invitation_accept",
        tags=["invitations"],
        parameters=[INVITATION_ID],
        request=None,
        responses={
            200: OpenApiResponse(s.InvitationOutput, "Accepted: you hold the seat."),
            **problems(
                E.NOT_FOUND,
                E.NOT_AUTHENTICATED,
                E.NOT_INVITEE,
                E.INVITATION_NOT_PENDING,
                E.ALREADY_SEATED,
                write=True,
            ),
        },
        summary="Accept: take the seat held for you (the match starts once every seat is held)",
        description="`invitation_not_pending` (with `status`) when it was already answered, "
        "withdrawn or has expired; the sender is told (`invitation_accepted`). No body is read.",
    )
    @action(detail=True, methods=["post"])
    def accept(self, request: Request, pk: str) -> Response:
        invitations.invitation_accept(invitation_id=int(pk), user=_me(request))
        return self._answer(request, int(pk))

    @extend_schema(
        operation_id="invitation_decline",
        tags=["invitations"],
        parameters=[INVITATION_ID],
        request=None,
        responses={
            200: OpenApiResponse(s.InvitationOutput, "Declined: the seat is free again."),
            **problems(
                E.NOT_FOUND,
                E.NOT_AUTHENTICATED,
                E.NOT_INVITEE,
                E.INVITATION_NOT_PENDING,
                write=True,
            ),
        },
        summary="Decline: the seat held for you is freed and the sender told",
        description="The sender gets `invitation_declined`. No body is read.",
    )
    @action(detail=True, methods=["post"])
    def decline(self, request: Request, pk: str) -> Response:
        invitations.invitation_decline(invitation_id=int(pk), user=_me(request))
        return self._answer(request, int(pk))

    @extend_schema(
        operation_id="invitation_cancel",
        tags=["invitations"],
        parameters=[INVITATION_ID],
        request=None,
        responses={
            200: OpenApiResponse(s.InvitationOutput, "Withdrawn: the seat is free again."),
            **problems(
                E.NOT_FOUND,
                E.NOT_AUTHENTICATED,
                E.NOT_INVITER,
                E.INVITATION_NOT_PENDING,
                write=True,
            ),
        },
        summary="Withdraw an invitation you sent (or one to a match you created)",
        description="The invitee gets `invitation_cancelled`. No body is read.",
    )
    @action(detail=True, methods=["post"])
    def cancel(self, request: Request, pk: str) -> Response:
        invitations.invitation_cancel(invitation_id=int(pk), user=_me(request))
        return self._answer(request, int(pk))
