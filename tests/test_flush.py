"""The flush after each transactional test deletes instead of truncating (tests/conftest.py,
`_flush_by_delete`): it must still leave every table empty, whatever the rows refer to."""

from __future__ import annotations

from typing import Any

import pytest
from django.core.management import call_command
from django.core.management.color import no_style
from django.db import connection

from tests.api.helpers import create_match

pytestmark = pytest.mark.skipif(
    connection.vendor != "postgresql", reason="the DELETE flush is PostgreSQL's: needs DATABASE_URL"
)


def test_every_foreign_key_waits_for_commit(db: None) -> None:
    """Deleting table by table in any order relies on this."""
    with connection.cursor() as cursor:
        cursor.execute(
            "SELECT conrelid::regclass::text, conname FROM pg_constraint "
            "WHERE contype = 'f' AND NOT (condeferrable AND condeferred)"
        )
        assert cursor.fetchall() == []


def test_the_flush_empties_tables_whose_rows_refer_to_each_other(
    transactional_db: None, make_user: Any, client_for: Any
) -> None:
    _, token = make_user("flushed")
    create_match(client_for(token), players=2, seed=1)
    tables = connection.introspection.django_table_names(only_existing=True)
    flush_sql = connection.ops.sql_flush(no_style(), tables)
    assert flush_sql
    assert all(statement.startswith("DELETE FROM") for statement in flush_sql)
    # As TransactionTestCase calls it after each test.
    call_command(
        "flush", interactive=False, verbosity=0, reset_sequences=False, inhibit_post_migrate=True
    )
    with connection.cursor() as cursor:
        left = []
        for table in tables:
            cursor.execute(f"SELECT count(*) FROM {connection.ops.quote_name(table)}")
            if cursor.fetchone()[0]:
                left.append(table)
    assert left == []
