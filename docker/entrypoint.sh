#!/bin/sh
# Usage: entrypoint.sh web | events | worker | beat | migrate | <any command>
set -e
case "$1" in
  web)
    # Header limits are gunicorn's (its own 400/431 answers, not problem documents): set
    # explicitly so the API description and the README can state them (README "Playing").
    python manage.py migrate --noinput
    # Static files were collected when the image was built (docker/Dockerfile).
    exec gunicorn yokohama_server.wsgi:application \
      --bind 0.0.0.0:8000 --workers "${WEB_WORKERS:-4}" --threads "${WEB_THREADS:-4}" \
      --worker-class gthread --access-logfile - --timeout 60 \
      --limit-request-line 4094 --limit-request-fields 100 --limit-request-field_size 8190
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
