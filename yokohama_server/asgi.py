from __future__ import annotations

import os

from django.core.asgi import get_asgi_application

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "yokohama_server.settings")
# Pooled database connections under ASGI (see DB_POOL in settings): persistent ones would stay
# behind with each request's thread.
os.environ.setdefault("DB_POOL", "true")
django_application = get_asgi_application()

from api.fanout import with_direct_send  # noqa: E402  (after Django is set up)
from games.events import hub  # noqa: E402

# The server's one event loop lasts as long as the process: the hub's Redis listener runs on
# it, so a notice wakes the streams with no thread hop.
hub.listen_on_loop = True

# Caught-up match streams are written by one writer per match (api/fanout.py), which needs
# each connection's ASGI send.
application = with_direct_send(django_application)
