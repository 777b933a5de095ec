"""The admin shows settings and the notice log read-only; staff can only turn email off."""

from __future__ import annotations

from typing import Any

from django.test import Client

from games.models import User
from games.notifications import services
from games.notifications.models import EmailNotice, NotificationSettings
from tests.notifications.conftest import started_match


def test_staff_read_the_log_and_can_turn_email_off(opted_in: Any, mailoutbox: list[Any]) -> None:
    alice, bob = opted_in("admin-alice"), opted_in("admin-bob")
    started_match(alice, bob)
    services.notifications_send(user_id=alice.pk)
    services.notifications_send(user_id=bob.pk)
    notice = EmailNotice.objects.filter(user=alice).first()
    assert notice is not None
    staff = User.objects.create_superuser("admin-staff", password="correct horse battery")
    client = Client()
    client.force_login(staff)
    row = NotificationSettings.objects.get(user=alice)
    for url in (
        "/admin/notifications/notificationsettings/",
        f"/admin/notifications/notificationsettings/{row.pk}/change/",
        "/admin/notifications/emailnotice/",
        f"/admin/notifications/emailnotice/{notice.pk}/change/",
    ):
        page = client.get(url)
        assert page.status_code == 200, url
        assert row.unsubscribe_token.encode() not in page.content, url
    shown = client.get(f"/admin/notifications/emailnotice/{notice.pk}/change/").content
    assert b"/notifications/unsubscribe/&lt;token&gt;/" in shown  # the body, token masked
    assert client.get("/admin/notifications/emailnotice/add/").status_code == 403

    turned_off = client.post(
        "/admin/notifications/notificationsettings/",
        {"action": "turn_email_off", "_selected_action": [row.pk]},
    )
    assert turned_off.status_code == 302
    row.refresh_from_db()
    assert row.email_enabled is False
    assert NotificationSettings.objects.get(user=bob).email_enabled is True
