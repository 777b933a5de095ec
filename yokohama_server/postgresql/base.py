"""Django's PostgreSQL backend, with a health check that costs no round trip, a BEGIN that
travels with the transaction's first statement, and server-side prepared statements for the
hot path's fixed statements (`prepared`).

With CONN_HEALTH_CHECKS Django sends `SELECT 1` before a request reuses a kept connection:
one more round trip on every request, for the web process and for PostgreSQL, about a
tenth of what an accepted action cost (bench/submit_profile.py). A connection that died
(a database restart or shutdown, `pg_terminate_backend`, an idle timeout on the server)
has something to read on its socket: the server's goodbye message, or the end of the
stream. A healthy idle connection has nothing (the project never LISTENs, and a request
reads all of its statements' answers). So only a connection with something waiting is
checked the expensive way, with Django's own `SELECT 1`.

When Django opens a transaction it turns psycopg's autocommit off, and psycopg then sends
`BEGIN` in a round trip of its own before the first statement. Here psycopg stays in
autocommit instead, and the first statement of the transaction goes as `BEGIN; <statement>`,
one message (a simple query, as the client-side binding cursors send every statement; its
first result, BEGIN's, is skipped). A transaction that sends nothing sends no BEGIN and no
COMMIT either (psycopg commits only a connection in a transaction). Anything other than a
plain execute as first statement (a named cursor, executemany, COPY) falls back to psycopg's
own handling for that transaction, and so does a pooled connection or one with an isolation
level set in OPTIONS.

The same way a write whose answer nobody reads (the hot path's append: the log row and the
match row) may wait for the transaction's next message (`defer_next_statement`): it goes with
the next statement, the next savepoint command or COMMIT, in that message, so an action that
ends with it commits in one round trip with it. Nothing can tell the difference but its
errors, which raise from that next message instead (the transaction is rolled back as
before); a rollback drops a write that has not been sent, as it would have undone it.
A write whose rows are read only after commit (the hot path's user events, which the
after-commit notice names) may wait too: its rows go to `read_rows` once that message is
answered, or at once when it cannot wait.
"""

from __future__ import annotations

import functools
import hashlib
import itertools
import re
import select
import weakref
from collections.abc import Callable
from typing import Any

import psycopg
from django.db.backends.postgresql import base
from psycopg import adapt

# Django's cursor class for client-side binding (psycopg's ClientCursor; untyped in the stubs).
_ClientCursor: Any = base.Cursor

# Takes the rows of a deferred statement that returns some (defer_next_statement).
RowsReader = Callable[[list[Any]], None]

# The prepared statements each open connection holds (a pooled connection keeps them between
# the requests it serves): PREPARE is per session and survives its transaction's rollback.
_PREPARED: weakref.WeakKeyDictionary[Any, set[str]] = weakref.WeakKeyDictionary()


@functools.lru_cache(maxsize=256)
def prepared_forms(sql: str) -> tuple[str, str]:
    """(PREPARE statement, EXECUTE statement with `%s` placeholders) for `sql`, a statement
    with `%s` placeholders, named after its text."""
    if "%%" in sql or "%(" in sql:
        raise ValueError("only positional %s placeholders can be prepared")
    name = "p_" + hashlib.blake2b(sql.encode(), digest_size=8).hexdigest()
    numbers = itertools.count(1)
    numbered = re.sub("%s", lambda _: f"${next(numbers)}", sql)
    count = next(numbers) - 1
    arguments = f"({', '.join(['%s'] * count)})" if count else ""
    return f"PREPARE {name} AS {numbered}", f"EXECUTE {name}{arguments}"


def read_results(cursor: Any, readers: list[RowsReader | None]) -> None:
    """Past the results of the waiting writes sent at the start of the cursor's last message,
    handing each its rows if something reads them."""
    for reader in readers:
        if reader is not None:
            reader(cursor.fetchall())
        cursor.nextset()


class BeginningCursor(_ClientCursor):  # type: ignore[misc]
    """Django's client-side binding cursor, which sends a pending BEGIN with its statement."""

    wrapper: DatabaseWrapper | None = None

    def execute(self, query: Any, params: Any = None, **kwargs: Any) -> Any:
        wrapper = self.wrapper
        if wrapper is None:
            return super().execute(query, params, **kwargs)
        if wrapper.defer_next:
            wrapper.defer_next = False
            reader, wrapper.defer_reader = wrapper.defer_reader, None
            if wrapper.can_defer() and not kwargs and isinstance(query, str):
                # As mogrify, keeping the bound query where Django's debug cursor reads it.
                self._tx = adapt.Transformer(self)
                self._query = self._convert_query(query, params)
                wrapper.deferred.append(self._query.query.decode(self._tx.encoding))
                wrapper.deferred_readers.append(reader)
                return self
            self._execute_now(wrapper, query, params, kwargs)
            if reader is not None:
                reader(self.fetchall())  # sent now: its rows at once
            return self
        return self._execute_now(wrapper, query, params, kwargs)

    def _execute_now(
        self, wrapper: DatabaseWrapper, query: Any, params: Any, kwargs: dict[str, Any]
    ) -> Any:
        if wrapper.deferred:
            waiting, readers = wrapper.take_deferred()
            if kwargs or not isinstance(query, str):
                super().execute(waiting)
                read_results(self, readers)
                return super().execute(query, params, **kwargs)
            # `%` is a placeholder's start in a statement with parameters; the sent ones have
            # theirs bound already.
            if params is not None:
                waiting = waiting.replace("%", "%%")
            super().execute(f"{waiting}; {query}", params)
            read_results(self, readers)  # past the waiting writes' results, to this statement's
            return self
        if not wrapper.begin_pending:
            return super().execute(query, params, **kwargs)
        wrapper.begin_pending = False
        if kwargs or not isinstance(query, str):
            wrapper.begin_apart()
            return super().execute(query, params, **kwargs)
        super().execute(f"BEGIN; {query}", params)
        self.nextset()  # past BEGIN's result, to the statement's
        return self

    def executemany(self, *args: Any, **kwargs: Any) -> None:
        if self.wrapper is not None:
            self.wrapper.begin_apart()
            self.wrapper.send_deferred()
        super().executemany(*args, **kwargs)

    def copy(self, *args: Any, **kwargs: Any) -> Any:
        if self.wrapper is not None:
            self.wrapper.begin_apart()
            self.wrapper.send_deferred()
        return super().copy(*args, **kwargs)

    def stream(self, *args: Any, **kwargs: Any) -> Any:
        if self.wrapper is not None:
            self.wrapper.begin_apart()
            self.wrapper.send_deferred()
        return super().stream(*args, **kwargs)


class DatabaseWrapper(base.DatabaseWrapper):
    # Django is in a transaction that has sent nothing yet: psycopg is in autocommit and the
    # next statement must begin the transaction.
    begin_pending = False
    # The next execute may wait for the transaction's next message (defer_next_statement).
    defer_next = False
    defer_reader: RowsReader | None = None

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        # Writes waiting for the transaction's next message, bound (SQL text), in order, and
        # what reads each one's rows (None: nothing).
        self.deferred: list[str] = []
        self.deferred_readers: list[RowsReader | None] = []

    def defer_next_statement(self, read_rows: RowsReader | None = None) -> bool:
        """Let the next statement executed wait for the transaction's next message (or its
        COMMIT), when it can: in a transaction that has begun, on this backend's cursor. Its
        results are not read (it has none yet); its errors raise from that next message.

        With `read_rows`, that execute hands the statement's rows to it: once they arrive
        with the next message, or at once if the statement could not wait. True when this
        backend's cursors do so; False (nothing changed): the caller reads them itself."""
        if read_rows is not None and (
            self.connection is None or not self._begins_with_first_statement()
        ):
            return False
        self.defer_next = True
        self.defer_reader = read_rows
        return True

    def can_defer(self) -> bool:
        connection = self.connection
        return (
            self.in_atomic_block
            and not self.begin_pending
            and connection is not None
            and connection.pgconn.transaction_status == psycopg.pq.TransactionStatus.INTRANS
        )

    def take_deferred(self) -> tuple[str, list[RowsReader | None]]:
        """The waiting writes as one message's text, and their readers (one per statement)."""
        waiting, readers = "; ".join(self.deferred), self.deferred_readers
        self.deferred, self.deferred_readers = [], []
        return waiting, readers

    def send_deferred(self) -> None:
        """Send the waiting writes now, in a message of their own."""
        if self.deferred and self.connection is not None:
            waiting, readers = self.take_deferred()
            with self.wrap_database_errors, self.connection.cursor() as cursor:
                cursor.execute(waiting)
                read_results(cursor, readers)

    def _commit(self) -> None:
        if not self.deferred or self.connection is None:
            super()._commit()  # type: ignore[misc]
            return
        # The waiting writes and COMMIT in one message: if a write fails, the server skips
        # the rest of the message (COMMIT too) and the transaction is rolled back as usual.
        waiting, readers = self.take_deferred()
        with self.wrap_database_errors, self.connection.cursor() as cursor:
            cursor.execute(f"{waiting}; COMMIT")
            read_results(cursor, readers)

    def _rollback(self) -> None:
        self.deferred, self.deferred_readers = [], []  # never sent: nothing to undo
        super()._rollback()  # type: ignore[misc]

    def prepared(self, sql: str) -> str:
        """The statement to execute instead of `sql` (same `%s` parameters): its server-side
        prepared statement, prepared on this connection first if it is not yet.

        Parsing, analysing and planning were about half of PostgreSQL's CPU for an accepted
        action (perf, bench/api_load.py): a prepared statement is planned a few times, then
        runs its cached generic plan. It stays a simple query with client-side binding, so it
        still travels with BEGIN, the waiting writes and COMMIT in one message. A session
        reset (DISCARD ALL, as a transaction-pooling proxy does) would drop them: the
        project's deployments connect directly or through psycopg's pool, which never does."""
        self.ensure_connection()
        prepare, execute = prepared_forms(sql)
        known = _PREPARED.get(self.connection)
        if known is None:
            known = _PREPARED[self.connection] = set()
        if prepare not in known:
            # On psycopg's own cursor: it sends no pending BEGIN and no waiting write (the
            # statement touches no data, in or out of a transaction), and no debug cursor
            # records a statement sent once per connection.
            with self.wrap_database_errors:
                self.connection.execute(prepare)
            known.add(prepare)
        return execute

    def get_connection_params(self) -> dict[str, Any]:
        params: dict[str, Any] = super().get_connection_params()
        if params.get("cursor_factory") is _ClientCursor:
            params["cursor_factory"] = BeginningCursor
        return params

    def _begins_with_first_statement(self) -> bool:
        connection = self.connection
        return (
            not self.pool
            and connection.isolation_level is None
            and isinstance(connection.cursor_factory, type)
            and issubclass(connection.cursor_factory, BeginningCursor)
        )

    def _set_autocommit(self, autocommit: bool) -> None:
        if not self._begins_with_first_statement():
            super()._set_autocommit(autocommit)  # type: ignore[misc]
            return
        if autocommit:
            self.send_deferred()  # a transaction left without COMMIT: as psycopg would
            self.begin_pending = False
            if not self.connection.autocommit:  # after begin_apart, or a new connection
                super()._set_autocommit(True)  # type: ignore[misc]
        else:
            # psycopg still in autocommit sends no BEGIN; the first statement will.
            self.begin_pending = bool(self.connection.autocommit)

    def begin_apart(self) -> None:
        """This transaction begins as psycopg begins it (its own BEGIN, before the next
        statement): for statements that cannot carry it."""
        if self.begin_pending:
            self.begin_pending = False
            super()._set_autocommit(False)  # type: ignore[misc]

    def create_cursor(self, name: str | None = None) -> Any:
        if name:
            self.begin_apart()  # a named cursor is declared in a transaction psycopg knows
        cursor = super().create_cursor(name)
        if isinstance(cursor, BeginningCursor):
            cursor.wrapper = self
        return cursor

    def _close(self) -> None:
        self.begin_pending = False
        self.deferred, self.deferred_readers = [], []
        self.defer_next = False
        self.defer_reader = None
        super()._close()  # type: ignore[misc]

    def is_usable(self) -> bool:
        connection = self.connection
        if connection is None:
            return False
        pgconn = connection.pgconn
        if pgconn.status != psycopg.pq.ConnStatus.OK:
            return False
        try:
            poller = select.poll()
            poller.register(pgconn.socket, select.POLLIN)
            waiting = poller.poll(0)
        except (OSError, ValueError, psycopg.Error):
            return False
        if not waiting:
            return True
        return bool(super().is_usable())
