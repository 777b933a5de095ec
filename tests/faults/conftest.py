"""A private stack for fault tests: PostgreSQL, Redis, web nodes and a worker of their own,
which the tests kill and restart (never the shared servers the rest of the suite uses)."""

from __future__ import annotations

import shutil
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path

import pytest

from bench.cluster import (
    PG_BIN,
    Node,
    PrivatePostgres,
    PrivateRedis,
    WebNode,
    app_env,
    migrate,
    worker_node,
)


@dataclass
class Stack:
    postgres: PrivatePostgres
    redis: PrivateRedis
    env: dict[str, str]
    directory: Path
    nodes: list[Node] = field(default_factory=list)

    def web(self, name: str) -> WebNode:
        node = WebNode(name, self.env, self.directory / f"{name}.log", workers=1)
        node.start()
        self.nodes.append(node)
        return node

    def worker(self, name: str) -> Node:
        node = worker_node(name, self.env, self.directory / f"{name}.log", concurrency=1)
        node.start()
        self.nodes.append(node)
        return node


@pytest.fixture(scope="module")
def stack(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Stack]:
    if not (PG_BIN / "initdb").exists() or shutil.which("redis-server") is None:
        pytest.skip("needs PostgreSQL 15 binaries and redis-server to run private instances")
    directory = tmp_path_factory.mktemp("faults")
    postgres = PrivatePostgres()
    redis = PrivateRedis(directory / "redis")
    postgres.create()
    redis.start()
    env = app_env(postgres.url, redis.url, CONN_MAX_AGE="60")
    migrate(env)
    built = Stack(postgres, redis, env, directory)
    try:
        yield built
    finally:
        for node in built.nodes:
            node.kill()
        redis.destroy()
        postgres.destroy()
