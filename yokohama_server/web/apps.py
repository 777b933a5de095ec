from __future__ import annotations

from django.apps import AppConfig


class WebConfig(AppConfig):
    """The browser client: pages that read and write through the public API only."""

    name = "yokohama_server.web"
    label = "web"
    verbose_name = "Web client"
