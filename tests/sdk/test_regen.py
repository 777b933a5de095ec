"""sdk/regen.py: generation is deterministic and the check mode reports every difference.

Whether the committed schema matches the server is CI's `sdk/regen.py --check` step; these
tests only need the committed schema, so they pass while the API is being changed.
"""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from tests.sdk.conftest import SDK_DIR

regen = pytest.importorskip("regen")  # sdk/ is on sys.path (tests/sdk/conftest.py)


@pytest.fixture(scope="module")
def generated(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out: Path = tmp_path_factory.mktemp("gen") / regen.CLIENT_DIR_NAME
    regen.generate_client(SDK_DIR / regen.SCHEMA_NAME, out)
    return out


def test_the_committed_client_is_the_generators_output_for_the_committed_schema(
    generated: Path,
) -> None:
    """Nobody edited sdk/yokohama-client/ by hand (rule: regenerate, never edit)."""
    assert regen.compare(SDK_DIR / regen.CLIENT_DIR_NAME, generated, "client") == []


# CI's `sdk/regen.py --check` step compares a fresh generation with the committed one, made in
# an earlier run; this second generation (~6 s) checks the same within one run.
@pytest.mark.soak
def test_generation_is_byte_identical_across_runs(generated: Path, tmp_path: Path) -> None:
    again = tmp_path / regen.CLIENT_DIR_NAME
    regen.generate_client(SDK_DIR / regen.SCHEMA_NAME, again)
    assert regen.compare(generated, again, "client") == []


def test_check_reports_changed_missing_and_stale_files(generated: Path, tmp_path: Path) -> None:
    tampered = tmp_path / "tampered"
    shutil.copytree(generated, tampered)
    (tampered / "yokohama_client" / "client.py").write_text("# edited by hand\n")
    (tampered / "yokohama_client" / "types.py").unlink()
    (tampered / "yokohama_client" / "extra.py").write_text("x = 1\n")
    (tampered / "yokohama_client" / "__pycache__").mkdir(exist_ok=True)
    (tampered / "yokohama_client" / "__pycache__" / "junk.pyc").write_bytes(b"\0")

    report = "\n".join(regen.compare(tampered, generated, "client"))
    assert "differs: client/yokohama_client/client.py" in report
    assert "+++ regenerated/client/yokohama_client/client.py" in report
    assert "missing from the committed tree: client/yokohama_client/types.py" in report
    assert "only in the committed tree (stale): client/yokohama_client/extra.py" in report
    assert "__pycache__" not in report


def test_it_refuses_another_generator_version(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(regen, "GENERATOR_VERSION", "0.0.1")
    with pytest.raises(regen.RegenError, match=r"0\.0\.1"):
        regen.check_generator_version()
