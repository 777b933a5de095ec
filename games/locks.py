"""Row locks. Every write to a match goes through `lock_match` inside a transaction."""

from __future__ import annotations

from django.utils.translation import gettext as _

from games.errors import ApplicationError, ErrorCode
from games.models import Match


def lock_match(match_id: int) -> Match:
    """SELECT ... FOR UPDATE on the match row; concurrent writers queue here."""
    try:
        return Match.objects.select_for_update().get(pk=match_id)
    except Match.DoesNotExist:
        raise ApplicationError(
            ErrorCode.NOT_FOUND, _("Match %(match_id)s does not exist.") % {"match_id": match_id}
        ) from None
