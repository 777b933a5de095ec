"""Django project package. Exposes the Celery app so `celery -A yokohama_server` finds it."""

from __future__ import annotations

from yokohama_server.celery import app as celery_app

__all__ = ["celery_app"]
