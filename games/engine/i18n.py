"""`gettext` for the engines' human sentences (rule violations, bad notation, bad options).

Engines stay pure: this only reads the language the server activated for the request (Django's
translation machinery, when Django is configured); run without Django (bench/, bare scripts)
a sentence stays English. The catalogues are the server's (`locale/`, domain `django`).
"""

from __future__ import annotations

from collections.abc import Callable

_translate: Callable[[str], str] | None = None


def _identity(message: str) -> str:
    return message


def gettext(message: str) -> str:
    """`message` in the active language (English without Django)."""
    global _translate
    if _translate is None:
        try:
            from django.conf import settings

            configured = settings.configured
        except ImportError:
            configured = False
        if not configured:
            return message  # no settings yet: decide again next time
        from django.utils.translation import gettext as django_gettext

        _translate = django_gettext
    return _translate(message)
