"""All settings come from the environment (see README "Environment variables").

With nothing set, the server runs the embedded default: SQLite under var/ and Celery
tasks executed in-process. With DATABASE_URL and REDIS_URL set it uses PostgreSQL, a
Redis broker and separate Celery workers.
"""

from __future__ import annotations

import os
from pathlib import Path

import django_stubs_ext
import environ

from api.enum_names import GameEnumNames
from yokohama_server.security import DEVELOPMENT_SECRET_KEY, check_secret_key

# Lets the admin and other generic classes be subscripted for type checking.
django_stubs_ext.monkeypatch()

BASE_DIR = Path(__file__).resolve().parent.parent
VAR_DIR = BASE_DIR / "var"
VAR_DIR.mkdir(exist_ok=True)

env = environ.Env()

DEBUG: bool = env.bool("DEBUG", default=True)
SECRET_KEY: str = env.str("SECRET_KEY", default=DEVELOPMENT_SECRET_KEY)
# With DEBUG off, the development key, an example value or a short key is refused.
check_secret_key(SECRET_KEY, debug=DEBUG)
ALLOWED_HOSTS: list[str] = env.list(
    "ALLOWED_HOSTS", default=["127.0.0.1", "localhost", "testserver"]
)
CSRF_TRUSTED_ORIGINS: list[str] = env.list("CSRF_TRUSTED_ORIGINS", default=[])
LOG_LEVEL: str = env.str("LOG_LEVEL", default="INFO").upper()

INSTALLED_APPS = [
    "django.contrib.admin",
    "django.contrib.auth",
    "django.contrib.contenttypes",
    "django.contrib.sessions",
    "django.contrib.messages",
    "django.contrib.staticfiles",
    "corsheaders",
    "rest_framework",
    "drf_spectacular",
    # Swagger UI and Redoc from the installed package, so the docs work without a CDN.
    "drf_spectacular_sidecar",
    # OAuth2 for third-party apps (api/oauth.py): its models, admin, and endpoints under /oauth/.
    "oauth2_provider",
    "games",
    "games.tournaments",
    "games.webhooks",
    "games.matchmaking",
    "games.notifications",
    "games.chat",
    "games.analysis",
    "api",
    "yokohama_server.web",
]

MIDDLEWARE = [
    # Submitting an action and reading legal actions with a token and no cookie: a shorter
    # chain of the same middleware below, less those that do nothing there (api/hotpath.py).
    "api.hotpath.HotPathMiddleware",
    # Outermost otherwise, so it also sees Django's own 404/400/500 pages (api/middleware.py).
    "api.middleware.ProblemResponsesMiddleware",
    "django.middleware.security.SecurityMiddleware",
    # Static files straight from the web process (the admin's CSS and JS), before sessions.
    "whitenoise.middleware.WhiteNoiseMiddleware",
    # CORS answers preflight requests and adds its headers before anything else can respond.
    "corsheaders.middleware.CorsMiddleware",
    "django.contrib.sessions.middleware.SessionMiddleware",
    # After sessions (the language switcher's cookie), before common (Vary: Accept-Language).
    "django.middleware.locale.LocaleMiddleware",
    "django.middleware.common.CommonMiddleware",
    "django.middleware.csrf.CsrfViewMiddleware",
    "django.contrib.auth.middleware.AuthenticationMiddleware",
    # A signed-in account's language beats the cookie and Accept-Language (an API token's
    # account: api/authentication.py, once DRF has authenticated it).
    "yokohama_server.language.AccountLanguageMiddleware",
    "django.contrib.messages.middleware.MessageMiddleware",
    "django.middleware.clickjacking.XFrameOptionsMiddleware",
]

ROOT_URLCONF = "yokohama_server.urls"
WSGI_APPLICATION = "yokohama_server.wsgi.application"
ASGI_APPLICATION = "yokohama_server.asgi.application"

TEMPLATES = [
    {
        "BACKEND": "django.template.backends.django.DjangoTemplates",
        "DIRS": [],
        "APP_DIRS": True,
        "OPTIONS": {
            "context_processors": [
                "django.template.context_processors.request",
                "django.contrib.auth.context_processors.auth",
                "django.contrib.messages.context_processors.messages",
            ],
        },
    },
]

DATABASES = {
    "default": env.db_url("DATABASE_URL", default=f"sqlite:///{VAR_DIR / 'db.sqlite3'}"),
}
DATABASES["default"].setdefault("CONN_MAX_AGE", env.int("CONN_MAX_AGE", default=60))
# A connection pool per process instead of persistent connections: the ASGI server sets it
# (yokohama_server/asgi.py). Under ASGI each request's synchronous part runs in a thread of its
# own, and a persistent connection stays behind with every such thread (measured: one uvicorn
# process held 60 PostgreSQL connections after 180 concurrent requests); pooled, a connection
# goes back to the pool when the request ends.
DB_POOL = env.bool("DB_POOL", default=False)
DB_POOL_MAX_SIZE = env.int("DB_POOL_MAX_SIZE", default=16)
if DB_POOL and DATABASES["default"]["ENGINE"] == "django.db.backends.postgresql":
    DATABASES["default"]["CONN_MAX_AGE"] = 0  # Django requires it with a pool
    DATABASES["default"].setdefault("OPTIONS", {})["pool"] = {
        "min_size": 1,
        "max_size": DB_POOL_MAX_SIZE,
        "timeout": env.float("DB_POOL_TIMEOUT", default=10.0),
        # No `check` here: with CONN_HEALTH_CHECKS (below) Django gives the pool its own, so a
        # connection that died with a database restart is replaced, not handed to a request.
    }
# A kept connection is checked before each request reuses it, so a database restart costs
# the requests in flight, not every request on a connection that died with it.
DATABASES["default"].setdefault("CONN_HEALTH_CHECKS", True)
if DATABASES["default"]["ENGINE"] == "django.db.backends.postgresql":
    # Django's backend whose health check needs no round trip (yokohama_server/postgresql).
    DATABASES["default"]["ENGINE"] = "yokohama_server.postgresql"
if DATABASES["default"]["ENGINE"] == "django.db.backends.sqlite3":
    # SQLite serialises writers; a busy timeout turns lock contention into waiting, not errors.
    DATABASES["default"]["OPTIONS"] = {
        "timeout": 20,
        "transaction_mode": "IMMEDIATE",
        # WAL: readers never wait for the writer, and a commit appends instead of rewriting
        # pages (synchronous=NORMAL is durable in WAL mode except across a power cut).
        "init_command": "PRAGMA journal_mode=WAL; PRAGMA synchronous=NORMAL;",
    }
    DATABASES["default"]["CONN_MAX_AGE"] = 0
    # A file, not :memory:, so a separate Celery worker process can share the test database;
    # one per test process, so concurrent test runs do not replace each other's file.
    DATABASES["default"]["TEST"] = {"NAME": str(VAR_DIR / f"test-db-{os.getpid()}.sqlite3")}
DEFAULT_AUTO_FIELD = "django.db.models.BigAutoField"
AUTH_USER_MODEL = "games.User"

AUTH_PASSWORD_VALIDATORS = [
    {"NAME": "django.contrib.auth.password_validation.MinimumLengthValidator"},
    {"NAME": "django.contrib.auth.password_validation.CommonPasswordValidator"},
]

LANGUAGE_CODE = "en"
# The web client, the API's human sentences and the emails speak these; machine-readable
# fields (codes, notation, ids) never change with the language. Catalogues: locale/.
LANGUAGES = [("en", "English"), ("de", "Deutsch"), ("ko", "한국어")]
LOCALE_PATHS = [BASE_DIR / "locale"]
TIME_ZONE = "UTC"
USE_I18N = True
USE_TZ = True

LOGIN_URL = "web:login"
LOGIN_REDIRECT_URL = "web:lobby"
LOGOUT_REDIRECT_URL = "web:home"

STATIC_URL = "static/"
STATIC_ROOT = env.path("STATIC_ROOT", default=str(VAR_DIR / "static"))
if DEBUG:
    # In development WhiteNoise finds files in the apps; an empty root just keeps it quiet.
    Path(STATIC_ROOT).mkdir(parents=True, exist_ok=True)
# WhiteNoise serves STATIC_ROOT (filled by `manage.py collectstatic`). With DEBUG off the files
# carry content hashes in their names (cached for a year) and compressed copies; the manifest
# this needs exists only after collectstatic, hence plain storage in development and tests.
STORAGES = {
    "default": {"BACKEND": "django.core.files.storage.FileSystemStorage"},
    "staticfiles": {
        "BACKEND": "django.contrib.staticfiles.storage.StaticFilesStorage"
        if DEBUG
        else "whitenoise.storage.CompressedManifestStaticFilesStorage"
    },
}

# --- Celery -------------------------------------------------------------------------------
REDIS_URL: str | None = env.str("REDIS_URL", default=None)
if REDIS_URL:
    CELERY_BROKER_URL = REDIS_URL
    CELERY_RESULT_BACKEND = REDIS_URL
    CELERY_TASK_ALWAYS_EAGER = False
else:
    # Embedded default: tasks run in the web process right after the transaction commits.
    CELERY_BROKER_URL = "memory://"
    CELERY_RESULT_BACKEND = "cache+memory://"
    CELERY_TASK_ALWAYS_EAGER = True
    CELERY_TASK_EAGER_PROPAGATES = False
# Seconds a server bot waits between deciding and submitting (the demo uses 0.5 to be watchable).
BOT_MOVE_DELAY: float = env.float("BOT_MOVE_DELAY", default=0.0)
# Scales the search of every MCTS level (iterations and seconds): below 1 on a small machine,
# and in the tests, which check that the bots play through the tasks, not how well.
BOT_SEARCH_SCALE: float = env.float("BOT_SEARCH_SCALE", default=1.0)
CELERY_TASK_ACKS_LATE = True  # at-least-once: a task killed mid-run is redelivered
# Where tasks go, including those a worker enqueues itself (the tests give each run its own).
CELERY_TASK_DEFAULT_QUEUE: str = env.str("CELERY_TASK_DEFAULT_QUEUE", default="celery")
CELERY_TASK_REJECT_ON_WORKER_LOST = True
CELERY_WORKER_PREFETCH_MULTIPLIER = 1
CELERY_TASK_SERIALIZER = "json"
CELERY_RESULT_SERIALIZER = "json"
CELERY_ACCEPT_CONTENT = ["json"]
CELERY_RESULT_EXPIRES = 3600
# Nothing reads a task's result back (tasks leave their effects in the database): storing each
# one cost the worker a Redis write and a publish per task, and one CI run left 13,000 such keys
# for an hour. A caller that wants one asks for it (`apply_async(ignore_result=False)`).
CELERY_TASK_IGNORE_RESULT = True
CELERY_BROKER_CONNECTION_RETRY_ON_STARTUP = True
CELERY_BROKER_TRANSPORT_OPTIONS = {
    "visibility_timeout": env.int("CELERY_VISIBILITY_TIMEOUT", default=600),
    # kombu >= 5.7 sweeps for unacknowledged tasks of dead workers only every
    # interval x throttle seconds (100 s by default); sweep every 5 s instead, so a task lost
    # with its worker returns soon after its visibility timeout. One cheap Redis query each.
    "unacked_restore_interval": 5,
    "unacked_restore_throttle": 1,
}
CELERY_WORKER_HIJACK_ROOT_LOGGER = False
DEADLINE_CHECK_SECONDS: float = env.float("DEADLINE_CHECK_SECONDS", default=2.0)
# A bot turn still pending after this long had its task lost (a broker restart): the deadline
# sweep enqueues it again (a slow bot only gets a harmless duplicate).
BOT_TURN_STALL_SECONDS: float = env.float("BOT_TURN_STALL_SECONDS", default=30.0)
CELERY_BEAT_SCHEDULE = {
    "match-deadlines": {
        "task": "games.tasks.match_deadlines_check_task",
        "schedule": DEADLINE_CHECK_SECONDS,
    },
}

# --- REST framework and schema ---------------------------------------------------------------
REST_FRAMEWORK = {
    "DEFAULT_SCHEMA_CLASS": "drf_spectacular.openapi.AutoSchema",
    "DEFAULT_AUTHENTICATION_CLASSES": [
        "api.authentication.BearerTokenAuthentication",
        "rest_framework.authentication.SessionAuthentication",
    ],
    "DEFAULT_PERMISSION_CLASSES": ["rest_framework.permissions.AllowAny"],
    "DEFAULT_RENDERER_CLASSES": [
        "api.renderers.FastJSONRenderer",
        "rest_framework.renderers.BrowsableAPIRenderer",
    ],
    "DEFAULT_PARSER_CLASSES": ["api.parsers.StrictJSONParser"],
    # DRF's negotiation, remembered per Accept header (api/negotiation.py).
    "DEFAULT_CONTENT_NEGOTIATION_CLASS": "api.negotiation.RememberingContentNegotiation",
    "EXCEPTION_HANDLER": "api.exceptions.problem_exception_handler",
    "DEFAULT_PAGINATION_CLASS": "rest_framework.pagination.LimitOffsetPagination",
    "PAGE_SIZE": 50,
    "DEFAULT_THROTTLE_CLASSES": [
        "api.throttling.AnonRateThrottle",
        "api.throttling.UserRateThrottle",
    ],
    "DEFAULT_THROTTLE_RATES": {
        "anon": env.str("THROTTLE_ANON", default="600/min"),
        "user": env.str("THROTTLE_USER", default="6000/min"),
        "signup": env.str("THROTTLE_SIGNUP", default="30/hour"),
        # Per client address, counting failed and successful logins alike.
        "login": env.str("THROTTLE_LOGIN", default="60/hour"),
        # Chat posts per account (api/chat.py ChatRateThrottle).
        "chat": env.str("THROTTLE_CHAT", default="10/min"),
        # Analyses requested per account (api/analysis.py AnalysisRateThrottle).
        "analysis": env.str("THROTTLE_ANALYSIS", default="10/hour"),
    },
    "TEST_REQUEST_DEFAULT_FORMAT": "json",
}

SPECTACULAR_SETTINGS = {
    "TITLE": "Yokohama board-game server API",
    "DESCRIPTION": (
        "Play turn-based board games over REST. Authenticate with "
        "`Authorization: Bearer <token>` (see account_create).\n\n"
        "Every error is application/problem+json (RFC 9457) with a stable `code`; each "
        "operation lists the codes it can answer, one example per code. Branch on `code`, "
        "never on `detail`.\n\n"
        "Requests: bodies are UTF-8 JSON objects of at most 64 KiB (`payload_too_large`) and "
        "32 levels of nesting; duplicate keys are a `parse_error`; a body field the schema "
        "does not list is a `validation_error` naming it; unknown query parameters are "
        "ignored. The request line and headers are limited by the HTTP server in front of "
        "the application (granian: a request head of at most 16384 bytes, request line "
        "included, and at most 100 header fields), which answers 431 (400 when malformed) "
        "without a problem document.\n\n"
        "Lists are page objects (`count`, `next`, `previous`, `results`): follow `next`. "
        "Times are RFC 3339 in UTC."
    ),
    "VERSION": "1.0.0",
    "SWAGGER_UI_DIST": "SIDECAR",
    "SWAGGER_UI_FAVICON_HREF": "SIDECAR",
    "REDOC_DIST": "SIDECAR",
    "SERVE_INCLUDE_SCHEMA": False,
    "COMPONENT_SPLIT_REQUEST": True,
    "SCHEMA_PATH_PREFIX": r"/api/v[0-9]+",
    "POSTPROCESSING_HOOKS": [
        "drf_spectacular.hooks.postprocess_schema_enums",
        "api.schema.add_links",
        "api.schema.game_unions_any_of",
        "api.schema.add_language_headers",
    ],
    "ENUM_NAME_OVERRIDES": GameEnumNames(
        {
            "MatchStatusEnum": "games.models.MatchStatus",
            "UserEventKindEnum": "games.models.UserEventKind",
            "BotKindEnum": "games.models.BotKind",
            "TokenScopeEnum": "api.serializers.TOKEN_SCOPES",
            "OptionKindEnum": "api.serializers.OPTION_KINDS",
            "SeatHolderEnum": "api.serializers.SEAT_HOLDERS",
            "HealthStatusEnum": "api.serializers.HEALTH_STATUSES",
            "RecordFormatEnum": "api.serializers.RECORD_FORMATS",
            "RecordSeatHolderEnum": "api.serializers.RECORD_SEAT_HOLDERS",
            "LogEntryKindEnum": "api.serializers.LOG_ENTRY_KINDS",
            "TournamentStatusEnum": "games.tournaments.models.TournamentStatus",
            "TournamentFormatEnum": "games.tournaments.models.TournamentFormat",
            "EntrantStatusEnum": "games.tournaments.models.EntrantStatus",
            "RoundStatusEnum": "games.tournaments.models.RoundStatus",
            "WebhookDeliveryStatusEnum": "games.webhooks.models.DeliveryStatus",
            "SeekStatusEnum": "games.matchmaking.models.SeekStatus",
            # The hosted games' slugs (match_create and seek_create); named as it always was.
            "MatchCreateInputGameEnum": "api.seeks.game_slugs",
            "SpectatorsEnum": "games.models.Spectators",
            "InvitationStatusEnum": "games.models.InvitationStatus",
            # Each hosted game adds the names of its own public enums (its schema's ENUM_NAMES).
        }
    ),
    "TAGS": [
        {"name": "games", "description": "The games this server hosts and their options."},
        {"name": "matches", "description": "Match lifecycle, views, legal actions and turns."},
        {
            "name": "events",
            "description": "Live events: server-sent event streams of a match and of your own "
            "matches, and your events after a cursor.",
        },
        {
            "name": "invitations",
            "description": "Playing together: invitations (challenges) you received or sent, "
            "share codes of private tables, rematches.",
        },
        {"name": "accounts", "description": "Sign-up and API tokens."},
        {"name": "tournaments", "description": "Tournaments, their rounds, tables and standings."},
        {"name": "ratings", "description": "Multiplayer skill ratings per game (leaderboards)."},
        {"name": "webhooks", "description": "Your user events POSTed, signed, to your server."},
        {"name": "seeks", "description": "Quick match: post a seek, be paired into a match."},
        {
            "name": "notifications",
            "description": "Email notifications: opt in, choose what is mailed and where.",
        },
        {"name": "health", "description": "Service health."},
    ],
}

# --- Cache (throttling) -----------------------------------------------------------------------
if REDIS_URL:
    CACHES = {
        "default": {
            "BACKEND": "yokohama_server.cache.ReusedClientRedisCache",
            "LOCATION": REDIS_URL,
            # Lets several deployments (or a bench run) share one Redis database.
            "KEY_PREFIX": env.str("CACHE_KEY_PREFIX", default=""),
        }
    }
else:
    CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}

# --- Logging: one JSON object per line on stdout -----------------------------------------------
LOGGING = {
    "version": 1,
    "disable_existing_loggers": False,
    "formatters": {
        "json": {
            "()": "pythonjsonlogger.json.JsonFormatter",
            "fmt": "%(asctime)s %(levelname)s %(name)s %(message)s",
            "rename_fields": {"asctime": "time", "levelname": "level", "name": "logger"},
        },
    },
    "handlers": {"stdout": {"class": "logging.StreamHandler", "formatter": "json"}},
    "root": {"handlers": ["stdout"], "level": LOG_LEVEL},
    "loggers": {
        "django.db.backends": {"level": "WARNING"},
        # httpx logs every request's full URL at INFO: webhook URLs may carry credentials.
        "httpx": {"level": "WARNING"},
        "celery": {"level": LOG_LEVEL},
    },
}

# --- Browsers: CORS and security headers ------------------------------------------------------
# Web and mobile frontends on other origins may call the API (and only the API). Tokens travel
# in the Authorization header, never in cookies, so credentials are not allowed cross-origin.
CORS_ALLOWED_ORIGINS: list[str] = env.list("CORS_ALLOWED_ORIGINS", default=[])
# Also the OAuth2 token and revocation endpoints, for apps that run in a browser (public
# clients): they send the code, verifier and tokens in the body, never a cookie.
CORS_URLS_REGEX = r"^/(api/.*|oauth/(token|revoke_token)/)$"
CORS_ALLOW_HEADERS = ("accept", "authorization", "content-type", "idempotency-key")
CORS_EXPOSE_HEADERS = ("Retry-After",)
CORS_PREFLIGHT_MAX_AGE = 3600

SECURE_CONTENT_TYPE_NOSNIFF = True
SECURE_REFERRER_POLICY = env.str("SECURE_REFERRER_POLICY", default="same-origin")
SECURE_CROSS_ORIGIN_OPENER_POLICY = "same-origin"
X_FRAME_OPTIONS = "DENY"
# HSTS is opt-in: once a browser has seen it, the site is HTTPS-only for that long.
SECURE_HSTS_SECONDS: int = env.int("SECURE_HSTS_SECONDS", default=0)
SECURE_HSTS_INCLUDE_SUBDOMAINS: bool = env.bool("SECURE_HSTS_INCLUDE_SUBDOMAINS", default=False)
SECURE_HSTS_PRELOAD: bool = env.bool("SECURE_HSTS_PRELOAD", default=False)
SECURE_SSL_REDIRECT: bool = env.bool("SECURE_SSL_REDIRECT", default=False)

# --- Production hardening (active when DEBUG is off) ------------------------------------------
if not DEBUG:
    SESSION_COOKIE_SECURE = env.bool("SESSION_COOKIE_SECURE", default=True)
    CSRF_COOKIE_SECURE = env.bool("CSRF_COOKIE_SECURE", default=True)
    # The TLS-terminating proxy tells Django the original request was HTTPS.
    SECURE_PROXY_SSL_HEADER = ("HTTP_X_FORWARDED_PROTO", "https")

# --- Live events --------------------------------------------------------------------------------
# The Redis pub/sub channel of event notices (the tests give each run its own).
EVENTS_CHANNEL: str = env.str("EVENTS_CHANNEL", default="yokohama-events")
# Seconds between comment lines on an idle event stream, so proxies keep it open.
EVENTS_HEARTBEAT_SECONDS: float = env.float("EVENTS_HEARTBEAT_SECONDS", default=15.0)
# The events (ASGI) server's base URL as clients reach it, e.g. https://events.example.org.
# A WSGI server cannot hold a stream (it would keep a thread): it answers a stream request
# 421 stream_unavailable_here with this address (empty: the front routes those paths).
EVENTS_SERVER_URL: str = env.str("EVENTS_SERVER_URL", default="").rstrip("/")
# Threads of one WSGI worker process (granian's --blocking-threads; docker/entrypoint.sh passes
# this variable). A long poll waiting there holds one, so at most half of them wait at once.
WEB_THREADS: int = env.int("WEB_THREADS", default=4)

# --- Webhooks (README "Webhooks") ----------------------------------------------------------------
# Allow receivers on loopback, private, link-local and other non-public addresses (tests and
# local development only: in production this would let any account probe the internal network).
WEBHOOK_ALLOW_PRIVATE_TARGETS: bool = env.bool("WEBHOOK_ALLOW_PRIVATE_TARGETS", default=False)
# Retry n (n >= 1) waits BASE * 2**(n-1) seconds, at most MAX_DELAY; a delivery gives up after
# MAX_ATTEMPTS attempts (the defaults: 13 attempts over about 6 hours).
WEBHOOK_RETRY_BASE_SECONDS: float = env.float("WEBHOOK_RETRY_BASE_SECONDS", default=30.0)
WEBHOOK_RETRY_MAX_DELAY_SECONDS: float = env.float(
    "WEBHOOK_RETRY_MAX_DELAY_SECONDS", default=3600.0
)
WEBHOOK_MAX_ATTEMPTS: int = env.int("WEBHOOK_MAX_ATTEMPTS", default=13)
# A webhook is disabled after this many failed attempts in a row, across its deliveries.
WEBHOOK_DISABLE_AFTER_FAILURES: int = env.int("WEBHOOK_DISABLE_AFTER_FAILURES", default=100)
WEBHOOK_TIMEOUT_SECONDS: float = env.float("WEBHOOK_TIMEOUT_SECONDS", default=5.0)
WEBHOOK_MAX_PER_USER: int = env.int("WEBHOOK_MAX_PER_USER", default=10)
# How often Celery beat sends due retries (and any delivery whose task was lost).
WEBHOOK_SWEEP_SECONDS: float = env.float("WEBHOOK_SWEEP_SECONDS", default=15.0)
CELERY_BEAT_SCHEDULE["webhook-deliveries-due"] = {
    "task": "games.webhooks.tasks.webhook_deliveries_due_task",
    "schedule": WEBHOOK_SWEEP_SECONDS,
}
# A queue of their own for webhook tasks (empty: the default queue). An attempt can wait up
# to the timeout for a slow receiver; a separate worker (`celery worker -Q <queue>`) keeps
# that from delaying bot turns.
WEBHOOK_TASK_QUEUE: str = env.str("WEBHOOK_TASK_QUEUE", default="")
if WEBHOOK_TASK_QUEUE:
    CELERY_TASK_ROUTES = {"games.webhooks.tasks.*": {"queue": WEBHOOK_TASK_QUEUE}}
# Finished deliveries older than this leave the delivery log (pruned hourly by beat).
WEBHOOK_LOG_RETENTION_DAYS: int = env.int("WEBHOOK_LOG_RETENTION_DAYS", default=30)
CELERY_BEAT_SCHEDULE["webhook-deliveries-prune"] = {
    "task": "games.webhooks.tasks.webhook_deliveries_prune_task",
    "schedule": 3600.0,
}

# --- playing together: invitations and quick-match seeks -------------------------------------
# An unanswered invitation frees its seat after this long (expired by the beat sweep below,
# and refused at once by accept when its time is up).
INVITATION_TTL_SECONDS: int = env.int("INVITATION_TTL_SECONDS", default=24 * 3600)
INVITATION_SWEEP_SECONDS: float = env.float("INVITATION_SWEEP_SECONDS", default=30.0)
CELERY_BEAT_SCHEDULE["invitations-expire"] = {
    "task": "games.tasks.invitations_expire_task",
    "schedule": INVITATION_SWEEP_SECONDS,
}

# --- quick match (seeks, games/matchmaking) ----------------------------------------------------
# A seek not paired within this long (unless it asks for its own time) expires.
SEEK_TTL_SECONDS: int = env.int("SEEK_TTL_SECONDS", default=600)
# Open seeks an account may have at once (`409 too_many_seeks` beyond).
SEEK_MAX_OPEN_PER_USER: int = env.int("SEEK_MAX_OPEN_PER_USER", default=5)
# How often Celery beat expires seeks past their time (and runs a full pairing pass).
SEEK_SWEEP_SECONDS: float = env.float("SEEK_SWEEP_SECONDS", default=15.0)
CELERY_BEAT_SCHEDULE["seeks-sweep"] = {
    "task": "games.matchmaking.tasks.seeks_sweep_task",
    "schedule": SEEK_SWEEP_SECONDS,
}

# --- Email notifications (games/notifications, README "Email notifications") -------------------
# The site's public base URL as people reach it, e.g. https://play.example.org: mails link to
# match pages and to their unsubscribe page under it.
SITE_URL: str = env.str("SITE_URL", default="http://127.0.0.1:8000").rstrip("/")
# Django's mail settings. With EMAIL_HOST set, mails go out by SMTP; without it (the embedded
# default) they are printed on stdout by the console backend.
EMAIL_HOST: str = env.str("EMAIL_HOST", default="")
EMAIL_BACKEND: str = env.str(
    "EMAIL_BACKEND",
    default="django.core.mail.backends.smtp.EmailBackend"
    if EMAIL_HOST
    else "django.core.mail.backends.console.EmailBackend",
)
EMAIL_PORT: int = env.int("EMAIL_PORT", default=25)
EMAIL_HOST_USER: str = env.str("EMAIL_HOST_USER", default="")
EMAIL_HOST_PASSWORD: str = env.str("EMAIL_HOST_PASSWORD", default="")
EMAIL_USE_TLS: bool = env.bool("EMAIL_USE_TLS", default=False)
# Seconds an SMTP connection may block (Django's default is no limit at all).
EMAIL_TIMEOUT: int = env.int("EMAIL_TIMEOUT", default=10)
DEFAULT_FROM_EMAIL: str = env.str(
    "DEFAULT_FROM_EMAIL", default="Yokohama server <noreply@localhost>"
)
# Attempts at one mail the backend refuses before it is given up (retried after 30 s, 60 s...).
NOTIFICATION_EMAIL_MAX_ATTEMPTS: int = env.int("NOTIFICATION_EMAIL_MAX_ATTEMPTS", default=4)

# --- Match chat (games/chat, README "Chat") ----------------------------------------------------
# Longest chat message, in characters, after surrounding whitespace is stripped.
CHAT_MAX_LENGTH: int = env.int("CHAT_MAX_LENGTH", default=500)
SPECTACULAR_SETTINGS["TAGS"] = [
    *SPECTACULAR_SETTINGS["TAGS"][:-1],  # type: ignore[index]
    {
        "name": "chat",
        "description": "Match chat: the players' and the spectators' channels, your mutes.",
    },
    SPECTACULAR_SETTINGS["TAGS"][-1],  # type: ignore[index]  # health stays last
]

# --- Post-game analysis (games/analysis) ------------------------------------------------------
# The MCTS search per decision of the analysed seat: at most this long and this many
# iterations (a decision with one legal action costs only a quick evaluation).
ANALYSIS_SECONDS_PER_DECISION: float = env.float("ANALYSIS_SECONDS_PER_DECISION", default=1.0)
ANALYSIS_ITERATIONS_PER_DECISION: int = env.int("ANALYSIS_ITERATIONS_PER_DECISION", default=3000)
# The decisions flagged as mistakes: at most this many, each losing at least this many points.
ANALYSIS_MISTAKES: int = env.int("ANALYSIS_MISTAKES", default=3)
ANALYSIS_MISTAKE_MIN_POINTS: float = env.float("ANALYSIS_MISTAKE_MIN_POINTS", default=1.0)
SPECTACULAR_SETTINGS["TAGS"] = [
    *SPECTACULAR_SETTINGS["TAGS"][:-1],  # type: ignore[index]
    {
        "name": "analysis",
        "description": "Post-game analysis of your decisions by the MCTS bot.",
    },
    SPECTACULAR_SETTINGS["TAGS"][-1],  # type: ignore[index]  # health stays last
]

# --- OAuth2 for third-party apps (api/oauth.py, README "Sign in with OAuth2") ---------------
# Authorization code with PKCE (S256 only) and refresh tokens; the scopes are the personal
# tokens' scopes. Lifetimes in seconds.
OAUTH2_PROVIDER = {
    "OAUTH2_SERVER_CLASS": "api.oauth.Server",
    "OAUTH2_VALIDATOR_CLASS": "api.oauth.Validator",
    "SCOPES_BACKEND_CLASS": "api.oauth.TokenScopes",
    "PKCE_REQUIRED": True,
    "AUTHORIZATION_CODE_EXPIRE_SECONDS": env.int("OAUTH2_CODE_SECONDS", default=60),
    "ACCESS_TOKEN_EXPIRE_SECONDS": env.int("OAUTH2_ACCESS_TOKEN_SECONDS", default=3600),
    "REFRESH_TOKEN_EXPIRE_SECONDS": env.int("OAUTH2_REFRESH_TOKEN_SECONDS", default=30 * 24 * 3600),
    # Each refresh returns a new refresh token and revokes the one used; using a revoked one
    # again revokes its whole family (a stolen refresh token stops working for both holders).
    "ROTATE_REFRESH_TOKEN": True,
    "REFRESH_TOKEN_REUSE_PROTECTION": True,
    "REFRESH_TOKEN_GRACE_PERIOD_SECONDS": 0,
    # RFC 9700 (OAuth security best practice): no implicit or password grant, no `plain`
    # PKCE, access tokens only in the Authorization header, tokens stored as digests.
    "COMPLIANT_BCP_RFC9700_IMPLICIT_GRANT": True,
    "COMPLIANT_BCP_RFC9700_PASSWORD_GRANT": True,
    "COMPLIANT_BCP_RFC9700_PKCE_METHOD": True,
    "COMPLIANT_BCP_RFC9700_ACCESS_TOKEN_TRANSPORT": True,
    "COMPLIANT_BCP_RFC9700_TOKEN_STORAGE": True,
    # Our consent page asks every time (an app cannot skip it by asking again).
    "REQUEST_APPROVAL_PROMPT": "force",
}
SPECTACULAR_SETTINGS.update(
    {
        "OAUTH2_FLOWS": ["authorizationCode"],
        "OAUTH2_AUTHORIZATION_URL": "/oauth/authorize/",
        "OAUTH2_TOKEN_URL": "/oauth/token/",
        "OAUTH2_REFRESH_URL": "/oauth/token/",
    }
)
