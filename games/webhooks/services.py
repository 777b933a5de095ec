"""Webhook writes: subscriptions, the fan-out of user events to deliveries, delivery attempts.

Flow. A commit that records user events calls `user_events_committed` (games.events, after
commit); when one of those users has an active webhook it enqueues one fan-out task. The
fan-out locks each webhook, turns the user events after its cursor into deliveries (one per
webhook and event, unique), advances the cursor and enqueues one attempt per delivery. An
attempt claims its delivery, POSTs it signed, and records the outcome: delivered, a retry
with exponential backoff, or given up. Too many failures disable the webhook.

At least once: a delivery is retried until a 2xx answer, so a receiver may see one twice
(Webhook-Id is the same on every attempt of a delivery). A lost notice loses nothing: the
next fan-out for the account reads on from the cursor. A lost task neither: Celery beat's
sweep (`webhook_deliveries_due`) re-sends every pending delivery that is due.
"""

from __future__ import annotations

import logging
import secrets
import time
from collections.abc import Iterable
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Any

import httpx
import orjson
from django.conf import settings
from django.db import connection, transaction
from django.utils import timezone
from django.utils.translation import gettext

from games import dispatch
from games.errors import ApplicationError, ErrorCode
from games.models import User, UserEvent, UserEventKind
from games.tournaments.models import Tournament
from games.webhooks import selectors, signing, targets
from games.webhooks.models import DeliveryStatus, Webhook, WebhookDelivery

logger = logging.getLogger(__name__)

SECRET_PREFIX = "whsec_"
USER_AGENT = "yokohama-server-webhooks/1"
# User events turned into deliveries per transaction.
FAN_OUT_BATCH = 500
# A transaction that commits after a later one has a lower event id than the cursor may
# already have passed; each fan-out also looks again at the account's last events (recent
# ones only, so an event whose delivery was pruned from the log is never sent again).
RECHECK_LAST_EVENTS = 50
RECHECK_WINDOW = timedelta(hours=1)
# The event fields a payload needs (not the match's state, which can be large).
EVENT_FIELDS = (
    "id",
    "user_id",
    "kind",
    "match_id",
    "seq",
    "tournament_id",
    "invitation_id",
    "seek_id",
    "created_at",
)
# A claimed attempt owns its delivery for its timeout plus this margin; if the worker dies,
# the delivery falls due again after that.
CLAIM_MARGIN_SECONDS = 60.0
# Retries further away than this wait for the beat sweep: Redis hands a countdown task to
# another worker once CELERY_VISIBILITY_TIMEOUT (600 s by default) has passed.
MAX_COUNTDOWN_SECONDS = 300.0
# Clocks of the process that scheduled an attempt and the one running it may differ a little.
DUE_TOLERANCE = timedelta(seconds=1)
# The beat sweep resends deliveries overdue by this much: a countdown or a first attempt
# still waiting in the queue is not duplicated at every sweep.
SWEEP_GRACE = timedelta(seconds=60)
MAX_ERROR_LENGTH = 500
OUTCOME_FIELDS = [
    "status",
    "attempts",
    "last_status_code",
    "last_error",
    "next_attempt_at",
    "delivered_at",
]


# --- subscriptions ----------------------------------------------------------------------------


def webhook_create(*, user: User, url: str, events: Iterable[str] | None = None) -> Webhook:
    """Subscribe `user` to their user events of `events` kinds (all when None), POSTed to `url`.

    The webhook's secret is readable only now (the API shows it once). Earlier events are not
    delivered.
    """
    kinds = _kinds(events)
    try:
        targets.checked_target(url, allow_private=settings.WEBHOOK_ALLOW_PRIVATE_TARGETS)
    except targets.TargetRefused as exc:
        raise ApplicationError(
            ErrorCode.WEBHOOK_URL_REFUSED,
            gettext("The webhook URL is refused: %(exc)s.") % {"exc": exc},
            reason=str(exc),
        ) from None
    with transaction.atomic():
        User.objects.select_for_update().filter(pk=user.pk).first()  # serialises the count
        if Webhook.objects.filter(user=user).count() >= settings.WEBHOOK_MAX_PER_USER:
            raise ApplicationError(
                ErrorCode.TOO_MANY_WEBHOOKS,
                gettext("An account may have at most %(limit)s webhooks; delete one first.")
                % {"limit": settings.WEBHOOK_MAX_PER_USER},
                limit=settings.WEBHOOK_MAX_PER_USER,
            )
        return Webhook.objects.create(
            user=user,
            url=url,
            events=kinds,
            secret=SECRET_PREFIX + secrets.token_urlsafe(32),
            cursor=_latest_event_id(user.pk),
            enabled_at=timezone.now(),
        )


def webhook_delete(*, user: User, webhook_id: int) -> None:
    """Delete the caller's webhook with its delivery log; attempts under way find it gone."""
    selectors.webhook_get(user=user, webhook_id=webhook_id).delete()


def webhook_disable(*, webhook_id: int, reason: str) -> Webhook | None:
    with transaction.atomic():
        webhook = Webhook.objects.select_for_update().filter(pk=webhook_id).first()
        if webhook is not None and webhook.active:
            _disable(webhook, reason=reason, now=timezone.now())
        return webhook


def webhook_enable(*, webhook_id: int) -> Webhook | None:
    """Re-enable a disabled webhook; it delivers the events from now on (not the missed ones)."""
    with transaction.atomic():
        webhook = Webhook.objects.select_for_update().filter(pk=webhook_id).first()
        if webhook is None or webhook.active:
            return webhook
        webhook.active = True
        webhook.disabled_at = None
        webhook.disabled_reason = ""
        webhook.consecutive_failures = 0
        webhook.cursor = _latest_event_id(webhook.user_id)
        webhook.enabled_at = timezone.now()
        webhook.save(
            update_fields=[
                "active",
                "disabled_at",
                "disabled_reason",
                "consecutive_failures",
                "cursor",
                "enabled_at",
            ]
        )
        return webhook


def _kinds(events: Iterable[str] | None) -> list[str]:
    known = [kind.value for kind in UserEventKind]
    if events is None:
        return known
    wanted = set(events)
    unknown = sorted(wanted - set(known))
    if unknown or not wanted:
        raise ApplicationError(
            ErrorCode.VALIDATION_ERROR,
            gettext("events must name at least one user event kind: %(kinds)s.")
            % {"kinds": ", ".join(known)},
            errors={"events": [f"Unknown kinds: {', '.join(unknown)}." if unknown else "Empty."]},
        )
    return [kind for kind in known if kind in wanted]


def _latest_event_id(user_id: int) -> int:
    last = UserEvent.objects.filter(user_id=user_id).order_by("-pk").values_list("pk", flat=True)
    return last.first() or 0


# --- fan-out ----------------------------------------------------------------------------------


def user_events_committed(user_ids: list[int]) -> None:
    """games.events listener, after commit: one indexed query, and a task only when needed."""
    fan_out_subscribed(subscribed_user_ids(user_ids))


def fan_out_subscribed(subscribed: list[int]) -> None:
    """After commit: one fan-out task for these users, who have an active webhook."""
    if subscribed:
        from games.webhooks.tasks import webhook_fan_out_task

        dispatch.enqueue(webhook_fan_out_task, subscribed)


# subscribed_user_ids's question for one user, asked by the statement that inserts the events
# on the hot path (games.events.UserEventInterest; the same partial index).
SUBSCRIBED_INTEREST_SQL = (
    f'EXISTS (SELECT 1 FROM "{Webhook._meta.db_table}" w '
    'WHERE w."active" AND w."user_id" = {user})'
)


# Fixed SQL: this runs after every commit that records user events (most submissions), and
# the ORM's query building costs ~10x the query itself (bench/webhooks.py).
_SUBSCRIBED_SQL = (
    f'SELECT DISTINCT "user_id" FROM "{Webhook._meta.db_table}" '
    'WHERE "active" AND "user_id" IN ({placeholders})'
)


def subscribed_user_ids(user_ids: list[int]) -> list[int]:
    """Those of `user_ids` with an active webhook (the partial index webhook_active_user)."""
    if not user_ids:
        return []
    sql = _SUBSCRIBED_SQL.format(placeholders=", ".join(["%s"] * len(user_ids)))
    with connection.cursor() as cursor:
        cursor.execute(sql, list(user_ids))
        return sorted(row[0] for row in cursor.fetchall())


def webhooks_fan_out(*, user_ids: list[int]) -> int:
    """Turn these users' new events into deliveries for their active webhooks; returns how many
    deliveries were created (idempotent: running it again creates none)."""
    webhook_ids = Webhook.objects.filter(user_id__in=user_ids, active=True).values_list(
        "pk", flat=True
    )
    return sum(_fan_out_one(webhook_id) for webhook_id in sorted(webhook_ids))


def _fan_out_one(webhook_id: int) -> int:
    created = 0
    recheck = True
    while True:
        with transaction.atomic():
            webhook = Webhook.objects.select_for_update().filter(pk=webhook_id).first()
            if webhook is None or not webhook.active:
                return created
            now = timezone.now()
            user_events = UserEvent.objects.select_related("match").only(
                *EVENT_FIELDS, "match__game"
            )
            fresh = list(
                user_events.filter(user_id=webhook.user_id, pk__gt=webhook.cursor).order_by("pk")[
                    :FAN_OUT_BATCH
                ]
            )
            wanted = [event for event in fresh if event.kind in webhook.events]
            if recheck:
                wanted += user_events.filter(
                    user_id=webhook.user_id,
                    pk__lte=webhook.cursor,
                    kind__in=webhook.events,
                    created_at__gte=max(webhook.enabled_at, now - RECHECK_WINDOW),
                ).order_by("-pk")[:RECHECK_LAST_EVENTS]
                recheck = False
            known = set(
                WebhookDelivery.objects.filter(
                    webhook=webhook, event_id__in=[event.pk for event in wanted]
                ).values_list("event_id", flat=True)
            )
            new_events = sorted((e for e in wanted if e.pk not in known), key=lambda e: e.pk)
            games = _tournament_games(new_events)
            deliveries = WebhookDelivery.objects.bulk_create(
                WebhookDelivery(
                    webhook=webhook,
                    event=event,
                    kind=event.kind,
                    payload=event_payload(event, games),
                    next_attempt_at=now,
                )
                for event in new_events
            )
            if fresh:
                webhook.cursor = fresh[-1].pk
                webhook.save(update_fields=["cursor"])
            delivery_ids = [delivery.pk for delivery in deliveries]
            transaction.on_commit(lambda ids=delivery_ids: _enqueue_attempts(ids))  # type: ignore[misc]
        created += len(delivery_ids)
        if len(fresh) < FAN_OUT_BATCH:
            return created


def _tournament_games(events: list[UserEvent]) -> dict[int, str]:
    wanted = {e.tournament_id for e in events if e.match is None and e.tournament_id is not None}
    if not wanted:
        return {}
    return dict(Tournament.objects.filter(pk__in=wanted).values_list("pk", "game"))


def event_payload(event: UserEvent, tournament_games: dict[int, str]) -> dict[str, Any]:
    """The JSON body of a delivery: the user event, with no hidden information in it."""
    if event.match is not None:
        game: str | None = event.match.game
    else:
        game = tournament_games.get(event.tournament_id or 0)
    return {
        "id": event.pk,
        "type": event.kind,
        "created_at": _iso(event.created_at),
        "data": {
            "match_id": event.match_id,
            "seq": event.seq,
            "tournament_id": event.tournament_id,
            "invitation_id": event.invitation_id,
            "seek_id": event.seek_id,
            "game": game,
        },
    }


def _iso(moment: datetime) -> str:
    return moment.isoformat().replace("+00:00", "Z")


def _enqueue_attempts(delivery_ids: list[int]) -> None:
    from games.webhooks.tasks import webhook_delivery_attempt_task

    for delivery_id in delivery_ids:
        dispatch.enqueue(webhook_delivery_attempt_task, delivery_id)


# --- delivery ---------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class AttemptOutcome:
    delivered: bool
    status_code: int | None = None
    error: str = ""


def webhook_delivery_attempt(*, delivery_id: int) -> str | None:
    """Attempt one delivery if it is pending and due; returns the delivery's status after the
    attempt, or None when there was nothing to do (done, not due, or claimed elsewhere)."""
    now = timezone.now()
    with transaction.atomic():
        delivery = (
            WebhookDelivery.objects.select_for_update(skip_locked=True, of=("self",))
            .select_related("webhook")
            .filter(pk=delivery_id, status=DeliveryStatus.PENDING)
            .first()
        )
        if delivery is None:
            return None
        if delivery.next_attempt_at is not None and delivery.next_attempt_at > now + DUE_TOLERANCE:
            return None  # a retry not yet due, or an attempt under way elsewhere
        webhook = delivery.webhook
        if not webhook.active:
            _give_up(delivery, error=f"webhook disabled: {webhook.disabled_reason}")
            return DeliveryStatus.FAILED
        lease = settings.WEBHOOK_TIMEOUT_SECONDS + CLAIM_MARGIN_SECONDS
        delivery.next_attempt_at = now + timedelta(seconds=lease)
        delivery.save(update_fields=["next_attempt_at"])
        url, secret, payload, webhook_id = webhook.url, webhook.secret, delivery.payload, webhook.pk
    # The request runs outside any transaction: no lock is held while a receiver answers.
    outcome = post_signed(url=url, secret=secret, message_id=str(delivery_id), payload=payload)
    return _record(webhook_id=webhook_id, delivery_id=delivery_id, outcome=outcome)


def post_signed(*, url: str, secret: str, message_id: str, payload: Any) -> AttemptOutcome:
    """POST `payload` signed to `url` (checked again, pinned to the checked address)."""
    body = orjson.dumps(payload)
    headers = signing.signed_headers(
        secret=secret, message_id=message_id, timestamp=int(time.time()), body=body
    )
    try:
        target = targets.checked_target(url, allow_private=settings.WEBHOOK_ALLOW_PRIVATE_TARGETS)
    except targets.TargetRefused as exc:
        return AttemptOutcome(delivered=False, error=_clip(f"refused: {exc}"))
    headers.update(target.headers)
    headers["User-Agent"] = USER_AGENT
    try:
        # No proxies from the environment (they would bypass the pinned address) and no
        # redirects (a 3xx could point anywhere); the body of the answer is never read. A
        # client per attempt: a shared pool keyed by the pinned address could reuse one host
        # name's TLS connection for another name on the same address.
        with (
            httpx.Client(
                timeout=settings.WEBHOOK_TIMEOUT_SECONDS, follow_redirects=False, trust_env=False
            ) as client,
            client.stream(
                "POST", target.url, content=body, headers=headers, extensions=target.extensions
            ) as response,
        ):
            code = response.status_code
    except httpx.HTTPError as exc:
        return AttemptOutcome(delivered=False, error=_clip(f"{type(exc).__name__}: {exc}"))
    if 200 <= code < 300:
        return AttemptOutcome(delivered=True, status_code=code)
    error = f"HTTP {code}" + (" (redirects are not followed)" if 300 <= code < 400 else "")
    return AttemptOutcome(delivered=False, status_code=code, error=error)


def retry_delay(attempts: int) -> float:
    """Seconds before the next attempt after `attempts` failed ones (>= 1)."""
    delay = settings.WEBHOOK_RETRY_BASE_SECONDS * 2.0 ** min(attempts - 1, 30)
    return float(min(delay, settings.WEBHOOK_RETRY_MAX_DELAY_SECONDS))


def _record(*, webhook_id: int, delivery_id: int, outcome: AttemptOutcome) -> str | None:
    now = timezone.now()
    retry_in: float | None = None
    with transaction.atomic():
        # The webhook first, then the delivery: the same order as the fan-out and disabling.
        webhook = Webhook.objects.select_for_update().filter(pk=webhook_id).first()
        delivery = WebhookDelivery.objects.select_for_update().filter(pk=delivery_id).first()
        if webhook is None or delivery is None or delivery.status != DeliveryStatus.PENDING:
            return None  # deleted meanwhile
        delivery.attempts += 1
        delivery.last_status_code = outcome.status_code
        delivery.last_error = outcome.error
        if outcome.delivered:
            delivery.status = DeliveryStatus.DELIVERED
            delivery.delivered_at = now
            delivery.next_attempt_at = None
            if webhook.consecutive_failures:
                webhook.consecutive_failures = 0
                webhook.save(update_fields=["consecutive_failures"])
            delivery.save(update_fields=OUTCOME_FIELDS)
            return delivery.status
        webhook.consecutive_failures += 1
        webhook.save(update_fields=["consecutive_failures"])
        reason = ""
        if delivery.attempts >= settings.WEBHOOK_MAX_ATTEMPTS:
            reason = f"delivery {delivery.pk} failed {delivery.attempts} times"
        elif webhook.consecutive_failures >= settings.WEBHOOK_DISABLE_AFTER_FAILURES:
            reason = f"{webhook.consecutive_failures} failed attempts in a row"
        if reason or not webhook.active:
            delivery.status = DeliveryStatus.FAILED
            delivery.next_attempt_at = None
        else:
            retry_in = retry_delay(delivery.attempts)
            delivery.next_attempt_at = now + timedelta(seconds=retry_in)
        delivery.save(update_fields=OUTCOME_FIELDS)
        if reason and webhook.active:
            _disable(webhook, reason=f"{reason} (last: {outcome.error})", now=now)
        if retry_in is not None:
            delay = retry_in
            transaction.on_commit(lambda: _schedule_attempt(delivery_id, delay))
    logger.info(
        "webhook delivery failed",
        extra={"delivery": delivery_id, "attempts": delivery.attempts, "error": outcome.error},
    )
    return delivery.status


def _schedule_attempt(delivery_id: int, delay: float) -> None:
    from games.webhooks.tasks import webhook_delivery_attempt_task

    if settings.CELERY_TASK_ALWAYS_EAGER or delay <= MAX_COUNTDOWN_SECONDS:
        dispatch.enqueue_in(delay, webhook_delivery_attempt_task, delivery_id)
    # Otherwise the beat sweep sends it when due.


def _disable(webhook: Webhook, *, reason: str, now: datetime) -> None:
    """Disable a locked webhook; its pending deliveries give up."""
    webhook.active = False
    webhook.disabled_at = now
    webhook.disabled_reason = _clip(reason, 300)
    webhook.save(update_fields=["active", "disabled_at", "disabled_reason"])
    WebhookDelivery.objects.filter(webhook=webhook, status=DeliveryStatus.PENDING).update(
        status=DeliveryStatus.FAILED,
        next_attempt_at=None,
        last_error=_clip(f"webhook disabled: {reason}"),
    )
    logger.warning("webhook disabled", extra={"webhook": webhook.pk, "reason": reason})


def _give_up(delivery: WebhookDelivery, *, error: str) -> None:
    delivery.status = DeliveryStatus.FAILED
    delivery.next_attempt_at = None
    delivery.last_error = _clip(error)
    delivery.save(update_fields=["status", "next_attempt_at", "last_error"])


def _clip(text: str, limit: int = MAX_ERROR_LENGTH) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "…"


def webhook_deliveries_due(*, limit: int = 500) -> list[int]:
    """Pending deliveries of active webhooks overdue for an attempt: a retry too far away for
    a countdown, a lost task, or an attempt whose worker died (its claim expired)."""
    return list(
        WebhookDelivery.objects.filter(
            status=DeliveryStatus.PENDING,
            next_attempt_at__lte=timezone.now() - SWEEP_GRACE,
            webhook__active=True,
        )
        .order_by("next_attempt_at")
        .values_list("pk", flat=True)[:limit]
    )


def webhook_deliveries_prune(*, older_than: timedelta) -> int:
    """Delete finished deliveries (delivered or failed) created more than `older_than` ago."""
    deleted, _ = (
        WebhookDelivery.objects.filter(created_at__lt=timezone.now() - older_than)
        .exclude(status=DeliveryStatus.PENDING)
        .delete()
    )
    return deleted
