"""The Celery app. Settings come from Django settings under the CELERY_ namespace."""

from __future__ import annotations

import os

from celery import Celery

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "yokohama_server.settings")

app = Celery("yokohama_server")
app.config_from_object("django.conf:settings", namespace="CELERY")
app.autodiscover_tasks()
