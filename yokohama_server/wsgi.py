from __future__ import annotations

import os

from django.core.wsgi import get_wsgi_application

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "yokohama_server.settings")
django_application = get_wsgi_application()

# The hot requests of a playing client, answered below Django's handler (api/direct.py).
from api.direct import DirectPath  # noqa: E402 (needs the settings configured above)

application = DirectPath(django_application)
