"""Webhook target URLs: http(s) only, and (unless WEBHOOK_ALLOW_PRIVATE_TARGETS) only public
addresses, so no account can make the server call into its own network (SSRF).

The check runs at creation and again before every attempt, on the addresses the attempt
then connects to: the host is resolved once, every address must be public, and the request
goes to that address (with the original Host header and TLS server name), so a DNS answer
that changes between the check and the connection cannot redirect it.
"""

from __future__ import annotations

import ipaddress
import socket
from dataclasses import dataclass, field
from typing import Any

import httpx

IPAddress = ipaddress.IPv4Address | ipaddress.IPv6Address

# IPv6 prefixes that embed an IPv4 address: the embedded address decides.
_NAT64 = ipaddress.IPv6Network("64:ff9b::/96")


class TargetRefused(Exception):
    """The URL may not be called; the message says why (shown to the account)."""


@dataclass(frozen=True, slots=True)
class Target:
    """Where one attempt connects: `url` names the checked address itself."""

    url: httpx.URL
    headers: dict[str, str] = field(default_factory=dict)
    extensions: dict[str, Any] = field(default_factory=dict)


def parse(raw_url: str) -> httpx.URL:
    try:
        url = httpx.URL(raw_url)
    except (httpx.InvalidURL, TypeError, ValueError) as exc:
        raise TargetRefused(f"not a valid URL ({exc})") from None
    if url.scheme not in {"http", "https"}:
        raise TargetRefused("the URL's scheme must be http or https")
    if not url.host:
        raise TargetRefused("the URL has no host")
    return url


def address_refusal(address: IPAddress) -> str | None:
    """What kind of non-public address `address` is ("a loopback address"), or None."""
    if isinstance(address, ipaddress.IPv6Address):
        embedded = address.ipv4_mapped or address.sixtofour
        if embedded is None and address in _NAT64:
            embedded = ipaddress.IPv4Address(int(address) & 0xFFFFFFFF)
        if embedded is not None:
            kind = address_refusal(embedded)
            return f"{kind} ({embedded}) in IPv6 form" if kind else None
    checks = (
        (address.is_unspecified, "an unspecified address"),
        (address.is_loopback, "a loopback address"),
        (address.is_link_local, "a link-local address"),
        (address.is_multicast, "a multicast address"),
        (address.is_private, "a private address"),
        (address.is_reserved, "a reserved address"),
        (not address.is_global, "not a globally routable address"),
    )
    for refused, kind in checks:
        if refused:
            return kind
    return None


def resolve(host: str, port: int) -> list[IPAddress]:
    try:
        literal = ipaddress.ip_address(host)
    except ValueError:
        pass
    else:
        return [literal]
    try:
        found = socket.getaddrinfo(host, port, type=socket.SOCK_STREAM)
    except (OSError, UnicodeError) as exc:
        raise TargetRefused(f"the host {host!r} does not resolve ({exc})") from None
    addresses: list[IPAddress] = []
    for _family, _type, _proto, _name, sockaddr in found:
        address = ipaddress.ip_address(str(sockaddr[0]).split("%", 1)[0])  # drop a scope id
        if address not in addresses:
            addresses.append(address)
    if not addresses:
        raise TargetRefused(f"the host {host!r} does not resolve")
    return addresses


def _is_literal(host: str) -> bool:
    try:
        ipaddress.ip_address(host)
    except ValueError:
        return False
    return True


def checked_target(raw_url: str, *, allow_private: bool) -> Target:
    """Parse, resolve and check `raw_url`; the Target connects to the first address."""
    url = parse(raw_url)
    port = url.port or (443 if url.scheme == "https" else 80)
    addresses = resolve(url.host, port)
    literal = len(addresses) == 1 and _is_literal(url.host)
    if not allow_private:
        for address in addresses:  # every one: a client may be served any of them
            kind = address_refusal(address)
            if kind is not None:
                # A host name's addresses are not echoed: the answer would map internal DNS.
                named = f"{address} is" if literal else f"{url.host} resolves to"
                raise TargetRefused(f"{named} {kind}")
    if literal:
        return Target(url=url)
    address = addresses[0]
    pinned = url.copy_with(host=str(address))
    host_header = url.netloc.decode("ascii")  # host[:port], without any user info
    extensions: dict[str, Any] = {}
    if url.scheme == "https":
        extensions["sni_hostname"] = url.host  # certificate checked against the name
    return Target(url=pinned, headers={"Host": host_header}, extensions=extensions)
