from __future__ import annotations

from typing import Any

import pytest
from django.conf import settings
from rest_framework.test import APIClient


@pytest.mark.django_db
def test_it_reports_the_database_as_up() -> None:
    response = APIClient().get("/api/v1/health")
    body = response.json()
    assert body["database"]["ok"] is True
    assert body["database"]["detail"] in {"postgresql", "sqlite"}


@pytest.mark.django_db
def test_it_names_the_broker_when_it_is_down(settings: Any) -> None:
    settings.REDIS_URL = "redis://127.0.0.1:1/0"  # nothing listens on port 1
    response = APIClient().get("/api/v1/health")
    assert response.status_code == 503
    body = response.json()
    assert body["status"] == "degraded"
    assert body["broker"]["ok"] is False
    assert "redis" in body["broker"]["detail"]


def test_it_is_healthy_with_a_real_worker(
    celery_worker_process: Any, transactional_db: None
) -> None:
    response = APIClient().get("/api/v1/health")
    assert response.status_code == 200, response.json()
    body = response.json()
    assert body["status"] == "ok"
    if settings.REDIS_URL:
        assert body["broker"]["detail"] == "redis"
        assert "worker" in body["workers"]["detail"]
    else:
        assert body["workers"]["detail"].startswith("embedded")
