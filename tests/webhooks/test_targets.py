"""SSRF: webhook targets must be http(s) on public addresses unless the setting allows others."""

from __future__ import annotations

import ipaddress
from typing import Any

import pytest

from games.models import UserEventKind
from games.webhooks import services
from games.webhooks.models import DeliveryStatus, WebhookDelivery
from games.webhooks.targets import TargetRefused, address_refusal, checked_target

REFUSED_URLS = [
    "http://127.0.0.1:8000/hook",
    "http://127.1.2.3/hook",
    "http://10.0.0.5/hook",
    "http://172.16.4.4/hook",
    "http://192.168.1.1/hook",
    "http://169.254.169.254/latest/meta-data",
    "http://100.64.0.1/hook",
    "http://0.0.0.0:80/hook",
    "http://224.0.0.1/hook",
    "http://[::1]:8000/hook",
    "http://[fe80::1]/hook",
    "http://[fc00::1]/hook",
    "http://[::]/hook",
    "http://[::ffff:127.0.0.1]/hook",
    "http://[::ffff:10.1.1.1]/hook",
    "http://localhost:8000/hook",  # a host name resolving to loopback
]


@pytest.mark.parametrize("url", REFUSED_URLS)
def test_non_public_targets_are_refused(url: str) -> None:
    with pytest.raises(TargetRefused):
        checked_target(url, allow_private=False)
    checked_target(url, allow_private=True)  # the setting lets them through


@pytest.mark.parametrize(
    "url", ["ftp://example.org/x", "file:///etc/passwd", "gopher://x/", "http:///nohost"]
)
def test_other_schemes_and_malformed_urls_are_refused_even_when_private_is_allowed(
    url: str,
) -> None:
    with pytest.raises(TargetRefused):
        checked_target(url, allow_private=True)


@pytest.mark.parametrize("address", ["8.8.8.8", "1.1.1.1", "2606:4700:4700::1111"])
def test_public_addresses_pass(address: str) -> None:
    assert address_refusal(ipaddress.ip_address(address)) is None
    host = f"[{address}]" if ":" in address else address
    target = checked_target(f"https://{host}/hook", allow_private=False)
    assert target.headers == {}  # an address literal is used as is


def test_a_host_name_is_pinned_to_the_checked_address() -> None:
    target = checked_target("https://localhost:8443/hook?x=1", allow_private=True)
    assert target.url.host in {"127.0.0.1", "::1"}
    assert target.url.port == 8443
    assert target.url.raw_path == b"/hook?x=1"
    assert target.headers == {"Host": "localhost:8443"}
    assert target.extensions == {"sni_hostname": "localhost"}


@pytest.mark.parametrize(
    ("url", "kind"),
    [
        ("http://127.0.0.1:8000/hook", "127.0.0.1 is a loopback address"),
        ("http://10.1.2.3/hook", "10.1.2.3 is a private address"),
        ("http://169.254.169.254/hook", "169.254.169.254 is a link-local address"),
        ("http://[::1]/hook", "::1 is a loopback address"),
        ("http://localhost/hook", "localhost resolves to a loopback address"),
    ],
)
def test_the_api_refuses_them_with_a_stable_code(
    url: str, kind: str, make_user: Any, client_for: Any, settings: Any
) -> None:
    settings.WEBHOOK_ALLOW_PRIVATE_TARGETS = False
    _, token = make_user("ssrf-alice")
    response = client_for(token).post("/api/v1/webhooks", {"url": url}, format="json")
    assert response.status_code == 422, response.json()
    assert response["Content-Type"].startswith("application/problem+json")
    problem = response.json()
    assert problem["code"] == "webhook_url_refused"
    assert problem["title"] == "Webhook URL refused"
    assert problem["reason"] == kind
    assert problem["detail"] == f"The webhook URL is refused: {kind}."
    assert client_for(token).get("/api/v1/webhooks").json()["results"] == []


def test_a_target_that_turns_private_is_refused_at_delivery(
    make_user: Any, receiver: Any, settings: Any
) -> None:
    """Allowed when created, refused when attempted (as when DNS changes): nothing is sent."""
    from games import events

    alice, _ = make_user("ssrf-bob")
    webhook = services.webhook_create(user=alice, url=receiver.url)
    events.user_events_create(
        user_ids=[alice.pk], kind=UserEventKind.TOURNAMENT_ROUND_STARTED, tournament_id=1
    )
    assert services.webhooks_fan_out(user_ids=[alice.pk]) == 1
    delivery = WebhookDelivery.objects.get(webhook=webhook)
    settings.WEBHOOK_ALLOW_PRIVATE_TARGETS = False
    assert services.webhook_delivery_attempt(delivery_id=delivery.pk) == DeliveryStatus.PENDING
    delivery.refresh_from_db()
    assert delivery.attempts == 1
    assert delivery.last_status_code is None
    assert delivery.last_error == "refused: 127.0.0.1 is a loopback address"
    assert receiver.received() == []
