"""Quick-match reads: an account sees only its own seeks."""

from __future__ import annotations

from django.db.models import QuerySet
from django.utils.translation import gettext as _

from games.errors import ApplicationError, ErrorCode
from games.matchmaking.models import Seek
from games.models import User
from games.rows import MAX_ID


def seek_list(*, user: User, status: str | None = None) -> QuerySet[Seek]:
    """`user`'s seeks (in `status` when given), newest first."""
    seeks = Seek.objects.filter(user=user)
    if status:
        seeks = seeks.filter(status=status)
    return seeks.order_by("-created_at", "-id")


def seek_get(*, user: User, seek_id: int) -> Seek:
    """The caller's own seek; anybody else's is not found (its existence is not told)."""
    seek = Seek.objects.filter(pk=seek_id, user=user).first() if 0 < seek_id <= MAX_ID else None
    if seek is None:
        raise ApplicationError(
            ErrorCode.NOT_FOUND, _("You have no seek %(seek_id)s.") % {"seek_id": seek_id}
        )
    return seek
