"""The lock files pin every dependency pyproject.toml names, within its version ranges."""

from __future__ import annotations

import re
import tomllib

import pytest
from packaging.requirements import Requirement
from packaging.utils import canonicalize_name
from packaging.version import Version

from tests.conftest import ROOT

PIN = re.compile(r"^([A-Za-z0-9][A-Za-z0-9._-]*)==([^\s;]+)", re.MULTILINE)


def pins(name: str) -> dict[str, Version]:
    text = (ROOT / "requirements" / name).read_text()
    return {canonicalize_name(n): Version(v) for n, v in PIN.findall(text)}


def declared(extra: str | None) -> list[Requirement]:
    project = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]
    lines = project["optional-dependencies"][extra] if extra else project["dependencies"]
    return [Requirement(line) for line in lines]


@pytest.mark.parametrize(
    ("lock", "extras"),
    [("lock.txt", [None]), ("lock-dev.txt", [None, "dev"])],
)
def test_every_declared_dependency_is_pinned_within_its_range(
    lock: str, extras: list[str | None]
) -> None:
    pinned = pins(lock)
    for extra in extras:
        for requirement in declared(extra):
            name = canonicalize_name(requirement.name)
            assert name in pinned, f"{requirement.name} is missing from requirements/{lock}"
            assert requirement.specifier.contains(pinned[name], prereleases=True), (
                f"requirements/{lock} pins {name}=={pinned[name]} outside {requirement}: "
                "run requirements/update-lock"
            )


def test_the_runtime_lock_agrees_with_the_dev_lock() -> None:
    runtime, dev = pins("lock.txt"), pins("lock-dev.txt")
    assert {name: dev.get(name) for name in runtime} == runtime
