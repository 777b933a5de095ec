"""Webhooks in the admin: who subscribes where, which are disabled and why, and the delivery
log. Webhooks are created over the API only (the URL check and the secret shown once);
disabling and re-enabling go through games.webhooks.services."""

from __future__ import annotations

from typing import Any

from django.contrib import admin, messages
from django.db.models import QuerySet
from django.http import HttpRequest
from django.urls import reverse
from django.utils.html import format_html
from django.utils.safestring import SafeString

from games.webhooks import services
from games.webhooks.models import Webhook, WebhookDelivery

# The change page shows a webhook's latest deliveries; the full log is one link away.
INLINE_DELIVERIES = 50
DELIVERY_FIELDS = (
    "id",
    "event",
    "kind",
    "status",
    "attempts",
    "last_status_code",
    "last_error",
    "next_attempt_at",
    "delivered_at",
    "created_at",
)


class WebhookDeliveryInline(admin.TabularInline[WebhookDelivery, Webhook]):
    model = WebhookDelivery
    fields = DELIVERY_FIELDS
    readonly_fields = DELIVERY_FIELDS
    ordering = ("-id",)
    extra = 0
    can_delete = False
    show_change_link = True

    def has_add_permission(self, request: HttpRequest, obj: Any = None) -> bool:
        return False

    def has_change_permission(self, request: HttpRequest, obj: Any = None) -> bool:
        return False


@admin.register(Webhook)
class WebhookAdmin(admin.ModelAdmin[Webhook]):
    list_display = (
        "id",
        "user",
        "url",
        "active",
        "consecutive_failures",
        "disabled_at",
        "disabled_reason",
        "created_at",
    )
    list_filter = ("active",)
    search_fields = ("url", "user__username")
    list_select_related = ("user",)
    # The secret is never displayed: only its owner saw it, once.
    fields = (
        "user",
        "url",
        "events",
        "active",
        "disabled_at",
        "disabled_reason",
        "consecutive_failures",
        "cursor",
        "enabled_at",
        "created_at",
        "delivery_log",
    )
    readonly_fields = fields
    inlines = (WebhookDeliveryInline,)
    actions = ("disable_webhooks", "enable_webhooks")

    def has_add_permission(self, request: HttpRequest) -> bool:
        return False

    @admin.display(description="Delivery log")
    def delivery_log(self, webhook: Webhook) -> SafeString:
        url = reverse("admin:webhooks_webhookdelivery_changelist")
        count = webhook.deliveries.count()
        return format_html(
            '<a href="{}?webhook__id__exact={}">all {} deliveries</a> (the latest {} below)',
            url,
            webhook.pk,
            count,
            min(count, INLINE_DELIVERIES),
        )

    def get_formset_kwargs(
        self, request: HttpRequest, obj: Any, inline: Any, prefix: str
    ) -> dict[str, Any]:
        kwargs = super().get_formset_kwargs(request, obj, inline, prefix)
        if isinstance(inline, WebhookDeliveryInline) and obj is not None and obj.pk:
            latest = obj.deliveries.order_by("-pk").values_list("pk", flat=True)
            kwargs["queryset"] = kwargs["queryset"].filter(pk__in=list(latest[:INLINE_DELIVERIES]))
        return kwargs

    @admin.action(description="Disable the selected webhooks")
    def disable_webhooks(self, request: HttpRequest, queryset: QuerySet[Webhook]) -> None:
        count = 0
        for webhook in queryset.filter(active=True):
            services.webhook_disable(
                webhook_id=webhook.pk, reason=f"disabled by {request.user} in the admin"
            )
            count += 1
        messages.success(request, f"{count} webhook(s) disabled.")

    @admin.action(description="Re-enable the selected webhooks (missed events are not sent)")
    def enable_webhooks(self, request: HttpRequest, queryset: QuerySet[Webhook]) -> None:
        count = 0
        for webhook in queryset.filter(active=False):
            services.webhook_enable(webhook_id=webhook.pk)
            count += 1
        messages.success(request, f"{count} webhook(s) re-enabled.")


@admin.register(WebhookDelivery)
class WebhookDeliveryAdmin(admin.ModelAdmin[WebhookDelivery]):
    list_display = DELIVERY_FIELDS
    list_filter = ("status", "kind")
    list_select_related = ("event",)
    fields = ("webhook", *DELIVERY_FIELDS, "payload")
    readonly_fields = fields

    def has_add_permission(self, request: HttpRequest) -> bool:
        return False

    def has_change_permission(self, request: HttpRequest, obj: Any = None) -> bool:
        return False
