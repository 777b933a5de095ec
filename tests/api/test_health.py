from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from django.conf import settings
from rest_framework.test import APIClient

ROOT = Path(__file__).resolve().parent.parent.parent


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


@pytest.mark.skipif(shutil.which("redis-server") is None, reason="needs redis-server")
def test_without_a_worker_it_leaves_no_key_outside_the_deployments_prefix(
    tmp_path: Path,
) -> None:
    # A Redis of its own (no worker, nothing else writing), and a server process whose keys
    # all belong under its prefix: the cache's, and the Celery queue named after it.
    import redis

    from bench.cluster import PrivateRedis

    private = PrivateRedis(tmp_path / "redis")
    private.start()
    try:
        prefix = "deployment-a1b2"
        env = {
            **os.environ,
            "REDIS_URL": private.url,
            "CACHE_KEY_PREFIX": prefix,
            "CELERY_TASK_DEFAULT_QUEUE": prefix,
            "DATABASE_URL": f"sqlite:///{tmp_path / 'db.sqlite3'}",
            "DEBUG": "True",
            "ALLOWED_HOSTS": "testserver",
        }
        code = (
            "import django; django.setup(); from django.test import Client; "
            "print(Client().get('/api/v1/health').json()['workers']['ok'])"
        )
        env["DJANGO_SETTINGS_MODULE"] = "yokohama_server.settings"
        run = subprocess.run(
            [sys.executable, "-c", code], cwd=ROOT, env=env, capture_output=True, text=True
        )
        assert run.returncode == 0, run.stderr[-2000:]
        assert run.stdout.strip().splitlines()[-1] == "False"  # the probe ran, nobody answered
        keys = sorted(k.decode() for k in redis.Redis.from_url(private.url).scan_iter())
        assert [key for key in keys if prefix not in key] == []
    finally:
        private.destroy()
