"""Checks on production configuration that must hold before the server starts.

Imported by settings, so it uses nothing from Django but its exception.
"""

from __future__ import annotations

from django.core.exceptions import ImproperlyConfigured

# The development key is public; it is refused whenever DEBUG is off.
DEVELOPMENT_SECRET_KEY = "insecure-development-key-do-not-use-in-production"
# Placeholders found in our own examples and in common templates.
EXAMPLE_SECRET_KEYS = frozenset(
    {DEVELOPMENT_SECRET_KEY, "change-me", "changeme", "secret", "your-secret-key", "..."}
)
MIN_SECRET_KEY_LENGTH = 32
MIN_SECRET_KEY_DISTINCT_CHARS = 10
GENERATE_HINT = 'python -c "import secrets; print(secrets.token_urlsafe(50))"'


def secret_key_weakness(key: str) -> str | None:
    """Why `key` is unfit for production, in one clause; None if it will do."""
    if key.strip().lower() in EXAMPLE_SECRET_KEYS or key.startswith("django-insecure-"):
        return "is an example or development value"
    if len(key) < MIN_SECRET_KEY_LENGTH:
        return f"is only {len(key)} characters long (at least {MIN_SECRET_KEY_LENGTH} needed)"
    if len(set(key)) < MIN_SECRET_KEY_DISTINCT_CHARS:
        return (
            f"uses only {len(set(key))} distinct characters "
            f"(at least {MIN_SECRET_KEY_DISTINCT_CHARS} needed)"
        )
    return None


def check_secret_key(key: str, *, debug: bool) -> None:
    """Refuse to start with DEBUG off and a weak SECRET_KEY (sessions and CSRF rely on it)."""
    if debug:
        return
    weakness = secret_key_weakness(key)
    if weakness is not None:
        raise ImproperlyConfigured(
            f"DEBUG is off but SECRET_KEY {weakness}: set SECRET_KEY to a long random value "
            f"(for example the output of {GENERATE_HINT})."
        )
