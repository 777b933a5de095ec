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
from django.core.exceptions import ImproperlyConfigured

# Lets the admin and other generic classes be subscripted for type checking.
django_stubs_ext.monkeypatch()

BASE_DIR = Path(__file__).resolve().parent.parent
VAR_DIR = BASE_DIR / "var"
VAR_DIR.mkdir(exist_ok=True)

# The development key is public; it is refused whenever DEBUG is off.
DEVELOPMENT_SECRET_KEY = "insecure-development-key-do-not-use-in-production"

env = environ.Env()

DEBUG: bool = env.bool("DEBUG", default=True)
SECRET_KEY: str = env.str("SECRET_KEY", default=DEVELOPMENT_SECRET_KEY)
if not DEBUG and SECRET_KEY == DEVELOPMENT_SECRET_KEY:
    raise ImproperlyConfigured(
        "DEBUG is off but SECRET_KEY is the development key: set SECRET_KEY to a long random value."
    )
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
    "rest_framework",
    "drf_spectacular",
    "games",
    "games.tournaments",
    "api",
]

MIDDLEWARE = [
    "django.middleware.security.SecurityMiddleware",
    "django.contrib.sessions.middleware.SessionMiddleware",
    "django.middleware.common.CommonMiddleware",
    "django.middleware.csrf.CsrfViewMiddleware",
    "django.contrib.auth.middleware.AuthenticationMiddleware",
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

LANGUAGE_CODE = "en-us"
TIME_ZONE = "UTC"
USE_I18N = True
USE_TZ = True

STATIC_URL = "static/"
STATIC_ROOT = env.path("STATIC_ROOT", default=str(VAR_DIR / "static"))

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
CELERY_TASK_ACKS_LATE = True  # at-least-once: a task killed mid-run is redelivered
# Where tasks go, including those a worker enqueues itself (the tests give each run its own).
CELERY_TASK_DEFAULT_QUEUE: str = env.str("CELERY_TASK_DEFAULT_QUEUE", default="celery")
CELERY_TASK_REJECT_ON_WORKER_LOST = True
CELERY_WORKER_PREFETCH_MULTIPLIER = 1
CELERY_TASK_SERIALIZER = "json"
CELERY_RESULT_SERIALIZER = "json"
CELERY_ACCEPT_CONTENT = ["json"]
CELERY_RESULT_EXPIRES = 3600
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
    "DEFAULT_PARSER_CLASSES": ["rest_framework.parsers.JSONParser"],
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
    },
    "TEST_REQUEST_DEFAULT_FORMAT": "json",
}

SPECTACULAR_SETTINGS = {
    "TITLE": "Yokohama board-game server API",
    "DESCRIPTION": (
        "Play turn-based board games over REST. Errors are application/problem+json with a "
        "stable `code`. Authenticate with `Authorization: Bearer <token>` (see account_create)."
    ),
    "VERSION": "1.0.0",
    "SERVE_INCLUDE_SCHEMA": False,
    "COMPONENT_SPLIT_REQUEST": True,
    "SCHEMA_PATH_PREFIX": r"/api/v[0-9]+",
    "ENUM_NAME_OVERRIDES": {
        "MatchStatusEnum": "games.models.MatchStatus",
        "BotKindEnum": "games.models.BotKind",
        "OptionKindEnum": "api.serializers.OPTION_KINDS",
        "SeatHolderEnum": "api.serializers.SEAT_HOLDERS",
        "HealthStatusEnum": "api.serializers.HEALTH_STATUSES",
        "TournamentStatusEnum": "games.tournaments.models.TournamentStatus",
        "TournamentFormatEnum": "games.tournaments.models.TournamentFormat",
        "EntrantStatusEnum": "games.tournaments.models.EntrantStatus",
        "RoundStatusEnum": "games.tournaments.models.RoundStatus",
        # Yokohama's public vocabularies; the values come from the engine's data.
        "YokohamaGameEnum": "api.yokohama_schema.GAME_SLUGS",
        "YokohamaAreaIdEnum": "api.yokohama_schema.AREA_IDS",
        "YokohamaAreaTypeEnum": "api.yokohama_schema.AREA_TYPES",
        "YokohamaAreaCategoryEnum": "api.yokohama_schema.AREA_CATEGORIES",
        "YokohamaCountryEnum": "api.yokohama_schema.COUNTRIES",
        "YokohamaGoodEnum": "api.yokohama_schema.GOODS_ENUM",
        "YokohamaTechCardEnum": "api.yokohama_schema.TECH_CARDS",
        "YokohamaTechTypeEnum": "api.yokohama_schema.TECH_TYPES",
        "YokohamaOrderIdEnum": "api.yokohama_schema.ORDER_IDS",
        "YokohamaSiteIdEnum": "api.yokohama_schema.SITE_IDS",
        "YokohamaFivePowerTokenEnum": "api.yokohama_schema.FIVE_POWER_TOKENS",
        "YokohamaAchievementIdEnum": "api.yokohama_schema.ACHIEVEMENT_IDS",
        "YokohamaAchievementDeckEnum": "api.yokohama_schema.ACHIEVEMENT_DECKS",
        "YokohamaAchievementGoalEnum": "api.yokohama_schema.ACHIEVEMENT_GOALS",
        "YokohamaMarkerIdEnum": "api.yokohama_schema.MARKER_IDS",
        "YokohamaPortLevelEnum": "api.yokohama_schema.PORT_LEVELS",
        "YokohamaDecisionKindEnum": "api.yokohama_schema.DECISION_KINDS",
        "YokohamaActionKindEnum": "api.yokohama_schema.ACTION_KINDS",
        "YokohamaEndTriggerEnum": "api.yokohama_schema.END_TRIGGERS",
        "YokohamaEditionEnum": "api.yokohama_schema.EDITIONS",
        "YokohamaChinatownBuyEnum": "api.yokohama_schema.CHINATOWN_BUY_ITEMS",
        "YokohamaChurchPaymentEnum": "api.yokohama_schema.CHURCH_PAYMENTS",
        "YokohamaAssistantSourceEnum": "api.yokohama_schema.ASSISTANT_SOURCES",
        "YokohamaWarehousePieceEnum": "api.yokohama_schema.WAREHOUSE_PIECES",
        "YokohamaLabFeeEnum": "api.yokohama_schema.LAB_FEES",
        "YokohamaOrderPaymentEnum": "api.yokohama_schema.ORDER_PAYMENTS",
        "YokohamaShiftSourceEnum": "api.yokohama_schema.SHIFT_SOURCES",
    },
    "TAGS": [
        {"name": "games", "description": "The games this server hosts and their options."},
        {"name": "matches", "description": "Match lifecycle, views, legal actions and turns."},
        {"name": "accounts", "description": "Sign-up and API tokens."},
        {"name": "tournaments", "description": "Tournaments, their rounds, tables and standings."},
        {"name": "ratings", "description": "Multiplayer skill ratings per game (leaderboards)."},
        {"name": "health", "description": "Service health."},
    ],
}

# --- Cache (throttling) -----------------------------------------------------------------------
if REDIS_URL:
    CACHES = {
        "default": {
            "BACKEND": "yokohama_server.cache.ReusedClientRedisCache",
            "LOCATION": REDIS_URL,
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
        "celery": {"level": LOG_LEVEL},
    },
}

# --- Production hardening (active when DEBUG is off) ------------------------------------------
if not DEBUG:
    SESSION_COOKIE_SECURE = env.bool("SESSION_COOKIE_SECURE", default=True)
    CSRF_COOKIE_SECURE = env.bool("CSRF_COOKIE_SECURE", default=True)
    SECURE_CONTENT_TYPE_NOSNIFF = True
    SECURE_PROXY_SSL_HEADER = ("HTTP_X_FORWARDED_PROTO", "https")
