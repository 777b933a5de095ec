#!/bin/sh
# Usage: entrypoint.sh web | events | worker | beat | migrate | <any command>
set -e
case "$1" in
  web)
    # granian (HTTP in Rust, the Django application on its blocking threads). Header limits are
    # its own (431/400 with an empty body, not problem documents): set explicitly so the API
    # description and the README can state them (README "Playing"). Idle threads are kept as
    # long as granian allows, so their database and Redis connections are seldom reopened.
    python manage.py migrate --noinput
    # Static files were collected when the image was built (docker/Dockerfile).
    exec granian --interface wsgi yokohama_server.wsgi:application --host 0.0.0.0 --port 8000 \
      --workers "${WEB_WORKERS:-4}" --blocking-threads "${WEB_THREADS:-4}" \
      --blocking-threads-idle-timeout 600 --http 1 --no-ws --http1-buffer-size 16384 \
      --access-log --respawn-failed-workers --workers-kill-timeout 30
    ;;
  events)
    # The ASGI server for the event streams and the long poll (see docker/nginx.conf).
    exec uvicorn yokohama_server.asgi:application --host 0.0.0.0 --port 8001 \
      --workers "${EVENTS_WORKERS:-2}" --proxy-headers --forwarded-allow-ips '*' \
      --timeout-graceful-shutdown 10
    ;;
  worker)
    exec celery -A yokohama_server worker --loglevel "${LOG_LEVEL:-INFO}" \
      --concurrency "${WORKER_CONCURRENCY:-2}"
    ;;
  beat)
    exec celery -A yokohama_server beat --loglevel "${LOG_LEVEL:-INFO}" \
      --schedule /app/var/celerybeat-schedule
    ;;
  migrate)
    exec python manage.py migrate --noinput
    ;;
  *)
    exec "$@"
    ;;
esac
