"""The PostgreSQL backend's health check (yokohama_server/postgresql): no round trip for a
healthy kept connection, and a connection the server ended is still replaced before use."""

from __future__ import annotations

import select
from typing import Any

import pytest
from django.db import connection, connections

pytestmark = pytest.mark.skipif(
    connection.vendor != "postgresql", reason="the backend is PostgreSQL's: needs DATABASE_URL"
)


def kept_connection() -> Any:
    """A second connection to the test database, as a request would find it kept."""
    other: Any = connections.create_connection("default")
    other.ensure_connection()
    other.health_check_done = False  # a new request begins
    return other


@pytest.mark.django_db
def test_a_healthy_kept_connection_is_reused_without_a_query(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    other = kept_connection()
    sent: list[str] = []
    try:
        raw = other.connection
        # Django's stock check sends SELECT 1 through a psycopg cursor of its own.
        opened = raw.cursor

        def spy(*args: Any, **kwargs: Any) -> Any:
            sent.append("cursor")
            return opened(*args, **kwargs)

        monkeypatch.setattr(raw, "cursor", spy)
        other.close_if_health_check_failed()
        assert other.connection is raw
        assert sent == []
    finally:
        other.close()


@pytest.mark.django_db
def test_a_connection_the_server_ended_is_replaced_before_use() -> None:
    other = kept_connection()
    try:
        with other.cursor() as cursor:
            cursor.execute("SELECT pg_backend_pid()")
            pid = cursor.fetchone()[0]
        with connection.cursor() as cursor:
            cursor.execute("SELECT pg_terminate_backend(%s)", [pid])
        # Wait until the backend's goodbye (or the end of the stream) is on the socket: it may
        # leave pg_stat_activity before its socket says so, so watch the socket itself.
        readable, _, _ = select.select([other.connection.pgconn.socket], [], [], 30)
        assert readable, "the terminated backend's socket never became readable"
        other.health_check_done = False
        other.close_if_health_check_failed()
        assert other.connection is None
        with other.cursor() as cursor:
            cursor.execute("SELECT pg_backend_pid()")
            assert cursor.fetchone()[0] != pid
    finally:
        other.close()


# --- a write that waits for the transaction's next message ------------------------------------


@pytest.fixture
def scratch_table() -> Any:
    """A table of our own, created and dropped outside any test transaction."""
    with connection.cursor() as cursor:
        cursor.execute(
            "CREATE TABLE IF NOT EXISTS backend_deferred "
            "(id integer PRIMARY KEY, note text NOT NULL DEFAULT '')"
        )
        cursor.execute("TRUNCATE backend_deferred")
    yield "backend_deferred"
    with connection.cursor() as cursor:
        cursor.execute("DROP TABLE IF EXISTS backend_deferred")


def committed_ids() -> list[int]:
    """The rows another connection sees: only what has committed."""
    other: Any = connections.create_connection("default")
    try:
        with other.cursor() as cursor:
            cursor.execute("SELECT id FROM backend_deferred ORDER BY id")
            return [row[0] for row in cursor.fetchall()]
    finally:
        other.close()


def messages_sent(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """Every message the backend's cursors send (psycopg's execute) and every COMMIT psycopg
    sends by itself, in order."""
    from psycopg import Connection

    from yokohama_server.postgresql import base

    sent: list[str] = []
    execute = base._ClientCursor.execute
    commit = Connection.commit

    def spy_execute(self: Any, query: Any, params: Any = None, **kwargs: Any) -> Any:
        if self.connection is connection.connection:  # not committed_ids' connection
            sent.append(str(query))
        return execute(self, query, params, **kwargs)

    def spy_commit(self: Any) -> None:
        if self is connection.connection:
            sent.append("COMMIT (psycopg)")
        commit(self)

    monkeypatch.setattr(base._ClientCursor, "execute", spy_execute)
    monkeypatch.setattr(Connection, "commit", spy_commit)
    return sent


@pytest.mark.django_db(transaction=True)
def test_a_deferred_write_commits_with_commit_in_one_message(
    scratch_table: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    from django.db import transaction

    sent = messages_sent(monkeypatch)
    with transaction.atomic(), connection.cursor() as cursor:
        cursor.execute("SELECT 1")
        connection.defer_next_statement()  # type: ignore[attr-defined]
        cursor.execute("INSERT INTO backend_deferred (id) VALUES (%s)", [7])
        assert committed_ids() == []
    assert sent == [
        "BEGIN; SELECT 1",
        "INSERT INTO backend_deferred (id) VALUES (7); COMMIT",
    ]
    assert committed_ids() == [7]


@pytest.mark.django_db(transaction=True)
def test_a_deferred_write_goes_with_the_next_statement_which_sees_it(
    scratch_table: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    from django.db import transaction

    sent = messages_sent(monkeypatch)
    with transaction.atomic(), connection.cursor() as cursor:
        cursor.execute("SELECT 1")
        connection.defer_next_statement()  # type: ignore[attr-defined]
        # A `%` in the waiting write's values stays one (the next statement has parameters).
        cursor.execute("INSERT INTO backend_deferred (id, note) VALUES (%s, %s)", [8, "50%s %%"])
        cursor.execute(
            "SELECT count(*), max(note), '100%%' FROM backend_deferred WHERE id = %s", [8]
        )
        assert cursor.fetchone() == (1, "50%s %%", "100%")
    assert sent[1].startswith("INSERT INTO backend_deferred (id, note) VALUES (8, '50%%s %%%%'); ")
    assert sent[2:] == ["COMMIT (psycopg)"]
    assert committed_ids() == [8]


@pytest.mark.django_db(transaction=True)
def test_a_failing_deferred_write_rolls_the_transaction_back(scratch_table: str) -> None:
    from django.db import IntegrityError, transaction

    with connection.cursor() as cursor:
        cursor.execute("INSERT INTO backend_deferred (id) VALUES (1)")

    def write_a_duplicate() -> None:
        with transaction.atomic(), connection.cursor() as cursor:
            cursor.execute("INSERT INTO backend_deferred (id) VALUES (2)")
            connection.defer_next_statement()  # type: ignore[attr-defined]
            cursor.execute("INSERT INTO backend_deferred (id) VALUES (%s)", [1])

    with pytest.raises(IntegrityError):
        write_a_duplicate()  # raised by the COMMIT it went with
    assert committed_ids() == [1]  # 2 went with the failed transaction
    with connection.cursor() as cursor:  # and the connection is usable
        cursor.execute("SELECT 1")


@pytest.mark.django_db(transaction=True)
def test_a_rolled_back_transaction_never_sends_its_deferred_write(
    scratch_table: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    from django.db import transaction

    sent = messages_sent(monkeypatch)

    def fail_after_the_write() -> None:
        with transaction.atomic(), connection.cursor() as cursor:
            cursor.execute("SELECT 1")
            connection.defer_next_statement()  # type: ignore[attr-defined]
            cursor.execute("INSERT INTO backend_deferred (id) VALUES (%s)", [9])
            _ = 1 / 0

    with pytest.raises(ZeroDivisionError):
        fail_after_the_write()
    assert not any("INSERT" in message for message in sent)
    assert committed_ids() == []


@pytest.mark.django_db(transaction=True)
def test_a_deferred_statement_hands_its_rows_over_when_its_message_is_answered(
    scratch_table: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The hot path's user events: their rows are read after commit, so the statement waits
    for COMMIT like the append before it, and its rows arrive with COMMIT's answer."""
    from django.db import transaction

    sent = messages_sent(monkeypatch)
    got: list[list[Any]] = []
    with transaction.atomic(), connection.cursor() as cursor:
        cursor.execute("SELECT 1")
        connection.defer_next_statement()  # type: ignore[attr-defined]
        cursor.execute("INSERT INTO backend_deferred (id) VALUES (%s)", [3])
        assert connection.defer_next_statement(got.append)  # type: ignore[attr-defined]
        cursor.execute("INSERT INTO backend_deferred (id) VALUES (%s), (%s) RETURNING id", [4, 5])
        assert got == []
        assert committed_ids() == []
    assert got == [[(4,), (5,)]]
    assert sent == [
        "BEGIN; SELECT 1",
        "INSERT INTO backend_deferred (id) VALUES (3); "
        "INSERT INTO backend_deferred (id) VALUES (4), (5) RETURNING id; COMMIT",
    ]
    assert committed_ids() == [3, 4, 5]


@pytest.mark.django_db(transaction=True)
def test_deferred_rows_arrive_with_the_next_statement_or_at_once(scratch_table: str) -> None:
    from django.db import transaction

    from games.rows import Told

    got: list[list[Any]] = []
    with transaction.atomic(), connection.cursor() as cursor:
        cursor.execute("SELECT 1")
        assert connection.defer_next_statement(got.append)  # type: ignore[attr-defined]
        cursor.execute("INSERT INTO backend_deferred (id) VALUES (%s) RETURNING id", [6])
        cursor.execute("SELECT count(*) FROM backend_deferred")  # sees the insert
        assert got == [[(6,)]]
        assert cursor.fetchone() == (1,)
        # Read before anything else is sent: the statement goes at once, in a message of its own.
        told = Told([])
        assert connection.defer_next_statement(told.receive)  # type: ignore[attr-defined]
        cursor.execute("INSERT INTO backend_deferred (id) VALUES (%s) RETURNING id", [7])
        assert told.users == [7]
    # Outside a transaction nothing waits: the rows are handed over by the execute itself.
    with connection.cursor() as cursor:
        assert connection.defer_next_statement(got.append)  # type: ignore[attr-defined]
        cursor.execute("INSERT INTO backend_deferred (id) VALUES (%s) RETURNING id", [8])
        assert got == [[(6,)], [(8,)]]
    assert committed_ids() == [6, 7, 8]


# --- hot statements as server-side prepared statements ----------------------------------------

_SCRATCH_ROW_SQL = "SELECT id, note FROM backend_deferred WHERE id = %s AND note <> %s"


def prepared_here(statement: str) -> bool:
    with connection.cursor() as cursor:
        cursor.execute(
            "SELECT count(*) FROM pg_prepared_statements WHERE statement = %s", [statement]
        )
        return bool(cursor.fetchone()[0])


@pytest.mark.django_db(transaction=True)
def test_a_statement_is_prepared_once_per_connection_and_runs_as_before(
    scratch_table: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    from django.db import transaction

    from yokohama_server.postgresql.base import prepared_forms

    with connection.cursor() as cursor:
        cursor.execute("INSERT INTO backend_deferred (id, note) VALUES (1, 'one'), (2, 'two')")
    prepare, execute = prepared_forms(_SCRATCH_ROW_SQL)
    assert prepare.endswith(
        " AS SELECT id, note FROM backend_deferred WHERE id = $1 AND note <> $2"
    )
    assert execute == f"EXECUTE {prepare.split()[1]}(%s, %s)"
    sent = messages_sent(monkeypatch)
    answers = []
    for number in (1, 2):
        with transaction.atomic(), connection.cursor() as cursor:
            cursor.execute(connection.prepared(_SCRATCH_ROW_SQL), [number, "%s"])  # type: ignore[attr-defined]
            answers.append(cursor.fetchone())
    assert answers == [(1, "one"), (2, "two")]
    # PREPARE once, on its own (no BEGIN with it), then only EXECUTE, which carries BEGIN.
    assert sent == [
        prepare,
        f"BEGIN; {execute}",
        "COMMIT (psycopg)",
        f"BEGIN; {execute}",
        "COMMIT (psycopg)",
    ]
    assert prepared_here(prepare)
    # A new connection holds none: it prepares again.
    connection.close()
    assert not prepared_here(prepare)
    with connection.cursor() as cursor:
        cursor.execute(connection.prepared(_SCRATCH_ROW_SQL), [2, ""])  # type: ignore[attr-defined]
        assert cursor.fetchone() == (2, "two")
    assert sent[-2:] == [prepare, execute]


@pytest.mark.django_db(transaction=True)
def test_a_statement_prepared_in_a_rolled_back_transaction_stays_prepared(
    scratch_table: str,
) -> None:
    from django.db import transaction

    with transaction.atomic(), connection.cursor() as cursor:
        cursor.execute("INSERT INTO backend_deferred (id) VALUES (3)")
        execute = connection.prepared(_SCRATCH_ROW_SQL)  # type: ignore[attr-defined]
        cursor.execute(execute, [3, "-"])
        assert cursor.fetchone() == (3, "")
        transaction.set_rollback(True)
    with connection.cursor() as cursor:
        # Still known as prepared, and it is: the rollback did not drop it.
        assert connection.prepared(_SCRATCH_ROW_SQL) == execute  # type: ignore[attr-defined]
        cursor.execute(execute, [3, "-"])
        assert cursor.fetchone() is None  # the insert was rolled back
    assert committed_ids() == []


@pytest.mark.django_db(transaction=True)
def test_preparing_leaves_a_waiting_write_to_go_with_commit(
    scratch_table: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    from django.db import transaction

    sent = messages_sent(monkeypatch)
    with transaction.atomic(), connection.cursor() as cursor:
        cursor.execute("SELECT 1")
        execute = connection.prepared("INSERT INTO backend_deferred (id) VALUES (%s)")  # type: ignore[attr-defined]
        connection.defer_next_statement()  # type: ignore[attr-defined]
        cursor.execute(execute, [9])
    assert sent[0] == "BEGIN; SELECT 1"
    assert sent[1].startswith("PREPARE ")
    assert sent[2:] == [f"{execute.replace('%s', '9')}; COMMIT"]
    assert committed_ids() == [9]


def test_only_positional_placeholders_can_be_prepared() -> None:
    from yokohama_server.postgresql.base import prepared_forms

    for sql in ("SELECT %(id)s", "SELECT '100%%' WHERE 1 = %s"):
        with pytest.raises(ValueError, match="placeholders"):
            prepared_forms(sql)
    assert prepared_forms("SELECT 1")[1].split()[-1].startswith("p_")  # no argument list
