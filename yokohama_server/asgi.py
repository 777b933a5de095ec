from __future__ import annotations

import os

from django.core.asgi import get_asgi_application

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "yokohama_server.settings")
# Pooled database connections under ASGI (see DB_POOL in settings): persistent ones would stay
# behind with each request's thread.
os.environ.setdefault("DB_POOL", "true")
application = get_asgi_application()
