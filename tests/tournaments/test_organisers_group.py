"""The organisers' group outlives a flush (post_migrate makes it again, with its permissions):
a test after a transactional one, or `manage.py flush` in a deployment, finds it."""

from __future__ import annotations

import importlib

import pytest
from django.contrib.auth.models import Group
from django.core.management import call_command

from games.tournaments.models import ORGANISERS_GROUP

group_migration = importlib.import_module("games.tournaments.migrations.0002_organisers_group")


def granted() -> set[tuple[str, str]]:
    group = Group.objects.get(name=ORGANISERS_GROUP)
    return set(group.permissions.values_list("content_type__app_label", "codename"))


@pytest.mark.django_db(transaction=True)
def test_the_group_and_its_permissions_are_made_again_after_a_flush() -> None:
    expected = {
        (label, codename)
        for label, codenames in group_migration.PERMISSIONS.items()
        for codename in codenames
    }
    assert granted() == expected
    call_command("flush", interactive=False, verbosity=0)
    assert granted() == expected
