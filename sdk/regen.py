"""Regenerate the committed OpenAPI schema and the generated Python client from the server.

    python sdk/regen.py            rebuild sdk/openapi.yaml and sdk/yokohama-client/, then the
                                   TypeScript SDK's types (sdk/typescript/, `npm run generate`)
                                   when its node_modules are installed
    python sdk/regen.py --check    rebuild both in a temporary directory and fail on any
                                   difference with the committed files (CI runs this)

Both artefacts are outputs of this script only: never edit them by hand. The schema comes
from `manage.py spectacular --validate --fail-on-warn`; the client from openapi-python-client
(pinned below) with `sdk/generator.yml`. Generation runs no formatter, so the same schema and
generator version always give byte-identical files.
"""

from __future__ import annotations

import argparse
import difflib
import filecmp
import shutil
import subprocess
import sys
import tempfile
from importlib import metadata
from pathlib import Path

SDK_DIR = Path(__file__).resolve().parent
ROOT = SDK_DIR.parent
TYPESCRIPT_DIR = SDK_DIR / "typescript"
SCHEMA_NAME = "openapi.yaml"
CLIENT_DIR_NAME = "yokohama-client"
CONFIG = SDK_DIR / "generator.yml"

# The generator's output changes between releases; keep this equal to the dev-extras pin.
GENERATOR = "openapi-python-client"
GENERATOR_VERSION = "0.29.1"

# Local by-products that may sit in the committed tree but are not generator output.
IGNORED_NAMES = {"__pycache__", ".mypy_cache", ".ruff_cache", ".pytest_cache", "build", "dist"}
IGNORED_SUFFIXES = (".pyc", ".pyo", ".egg-info")
MAX_DIFF_LINES_PER_FILE = 40


class RegenError(Exception):
    pass


def _run(command: list[str], *, cwd: Path) -> None:
    done = subprocess.run(command, cwd=cwd, capture_output=True, text=True, check=False)
    if done.returncode != 0:
        raise RegenError(
            f"command failed ({done.returncode}): {' '.join(command)}\n{done.stdout}{done.stderr}"
        )


def check_generator_version() -> None:
    try:
        installed = metadata.version(GENERATOR)
    except metadata.PackageNotFoundError:
        raise RegenError(
            f"{GENERATOR} is not installed: pip install '{GENERATOR}=={GENERATOR_VERSION}'"
        ) from None
    if installed != GENERATOR_VERSION:
        raise RegenError(
            f"{GENERATOR} {installed} is installed but the committed client comes from "
            f"{GENERATOR_VERSION}: pip install '{GENERATOR}=={GENERATOR_VERSION}' "
            "(or bump GENERATOR_VERSION and the dev-extras pin together, then regenerate)"
        )


def build_schema(target: Path) -> None:
    """Write the server's OpenAPI schema to `target` (warnings are errors)."""
    _run(
        [
            sys.executable,
            "manage.py",
            "spectacular",
            "--validate",
            "--fail-on-warn",
            "--file",
            str(target),
        ],
        cwd=ROOT,
    )


def generate_client(schema: Path, target: Path) -> None:
    """Generate the client package for `schema` into the directory `target` (must not exist)."""
    check_generator_version()
    _run(
        [
            sys.executable,
            "-m",
            "openapi_python_client",
            "generate",
            "--path",
            str(schema),
            "--config",
            str(CONFIG),
            "--meta",
            "pdm",
            "--output-path",
            str(target),
        ],
        cwd=target.parent,
    )


def build_all(out_dir: Path) -> tuple[Path, Path]:
    """Schema and client into `out_dir`; returns their paths."""
    schema = out_dir / SCHEMA_NAME
    client = out_dir / CLIENT_DIR_NAME
    build_schema(schema)
    generate_client(schema, client)
    return schema, client


def _ignored(name: str) -> bool:
    return name in IGNORED_NAMES or name.endswith(IGNORED_SUFFIXES)


def _files(root: Path) -> set[str]:
    if not root.exists():
        return set()
    if root.is_file():
        return {""}
    found = set()
    for path in root.rglob("*"):
        rel = path.relative_to(root)
        if path.is_file() and not any(_ignored(part) for part in rel.parts):
            found.add(rel.as_posix())
    return found


def _text_diff(committed: Path, fresh: Path, label: str) -> list[str]:
    try:
        old = committed.read_text(encoding="utf-8").splitlines()
        new = fresh.read_text(encoding="utf-8").splitlines()
    except UnicodeDecodeError:
        return ["    (binary files differ)"]
    lines = list(
        difflib.unified_diff(old, new, f"committed/{label}", f"regenerated/{label}", lineterm="")
    )
    if len(lines) > MAX_DIFF_LINES_PER_FILE:
        hidden = len(lines) - MAX_DIFF_LINES_PER_FILE
        lines = [*lines[:MAX_DIFF_LINES_PER_FILE], f"... ({hidden} more diff lines)"]
    return ["    " + line for line in lines]


def compare(committed: Path, fresh: Path, label: str) -> list[str]:
    """Readable differences between a committed file or tree and a fresh one; [] if equal."""
    old_files, new_files = _files(committed), _files(fresh)
    report: list[str] = []
    for rel in sorted(old_files | new_files):
        name = f"{label}/{rel}" if rel else label
        old, new = committed / rel if rel else committed, fresh / rel if rel else fresh
        if rel not in new_files:
            report.append(f"  only in the committed tree (stale): {name}")
        elif rel not in old_files:
            report.append(f"  missing from the committed tree: {name}")
        elif not filecmp.cmp(old, new, shallow=False):
            report.append(f"  differs: {name}")
            report.extend(_text_diff(old, new, name))
    return report


def check() -> int:
    with tempfile.TemporaryDirectory(prefix="sdk-regen-") as tmp:
        schema, client = build_all(Path(tmp))
        report = compare(SDK_DIR / SCHEMA_NAME, schema, f"sdk/{SCHEMA_NAME}")
        report += compare(SDK_DIR / CLIENT_DIR_NAME, client, f"sdk/{CLIENT_DIR_NAME}")
    if report:
        sys.stderr.write("The committed SDK is not what the server generates now:\n")
        sys.stderr.write("\n".join(report) + "\n")
        sys.stderr.write("Run `.venv/bin/python sdk/regen.py` and commit the result.\n")
        return 1
    sys.stdout.write(f"sdk/{SCHEMA_NAME} and sdk/{CLIENT_DIR_NAME}/ are current.\n")
    return 0


def regenerate() -> int:
    with tempfile.TemporaryDirectory(prefix="sdk-regen-") as tmp:
        schema, client = build_all(Path(tmp))
        # Replace only once both built: a failed run leaves the committed files untouched.
        shutil.copyfile(schema, SDK_DIR / SCHEMA_NAME)
        shutil.rmtree(SDK_DIR / CLIENT_DIR_NAME, ignore_errors=True)
        shutil.copytree(client, SDK_DIR / CLIENT_DIR_NAME)
    sys.stdout.write(f"Wrote sdk/{SCHEMA_NAME} and sdk/{CLIENT_DIR_NAME}/.\n")
    # The TypeScript types come from the schema just written (CI checks them with
    # `npm run check-generated`); without its node_modules, say what to run.
    if (TYPESCRIPT_DIR / "node_modules" / ".package-lock.json").is_file():
        _run(["npm", "run", "--silent", "generate"], cwd=TYPESCRIPT_DIR)
        sys.stdout.write("Wrote sdk/typescript/src/generated/schema.d.ts.\n")
    else:
        sys.stdout.write(
            "sdk/typescript/node_modules is missing: run `npm ci && npm run generate` there.\n"
        )
    return 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument(
        "--check", action="store_true", help="fail if the committed files are not current"
    )
    args = parser.parse_args(argv)
    try:
        return check() if args.check else regenerate()
    except RegenError as exc:
        sys.stderr.write(f"regen: {exc}\n")
        return 2


if __name__ == "__main__":
    sys.exit(main())
