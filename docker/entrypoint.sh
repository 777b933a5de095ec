#!/bin/sh
# Usage: entrypoint.sh web | worker | beat | migrate | <any command>
set -e
case "$1" in
  web)
    python manage.py migrate --noinput
    python manage.py collectstatic --noinput >/dev/null
    exec gunicorn yokohama_server.wsgi:application \
      --bind 0.0.0.0:8000 --workers "${WEB_WORKERS:-4}" --threads "${WEB_THREADS:-4}" \
      --worker-class gthread --access-logfile - --timeout 60
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
