"""The "Tournament organisers" group and its permissions.

Permissions are normally created after all migrations (post_migrate), so they are created
here first for the apps involved; both steps are idempotent.
"""

from django.contrib.auth.management import create_permissions
from django.db import migrations

GROUP = "Tournament organisers"

PERMISSIONS = {
    "tournaments": [
        "add_tournament",
        "change_tournament",
        "view_tournament",
        "add_entrant",
        "change_entrant",
        "view_entrant",
        "view_round",
        "change_table",
        "view_table",
        "view_rating",
        "force_finish_match",
        "refinalize_match",
    ],
    "games": [
        "view_match",
        "view_seat",
        "view_matchresult",
        "view_matchaction",
        "view_user",
    ],
}


def grant(apps, using):
    """The group, made if missing, with every permission above (they must exist). Also run
    after each post_migrate (games/tournaments/apps.py), since a flush deletes the group."""
    Group = apps.get_model("auth", "Group")
    Permission = apps.get_model("auth", "Permission")
    group, _ = Group.objects.using(using).get_or_create(name=GROUP)
    for label, codenames in PERMISSIONS.items():
        found = Permission.objects.using(using).filter(
            content_type__app_label=label, codename__in=codenames
        )
        missing = set(codenames) - set(found.values_list("codename", flat=True))
        if missing:
            raise RuntimeError(f"permissions not found: {sorted(missing)}")
        group.permissions.add(*found)


def create_group(apps, schema_editor):
    for label in PERMISSIONS:
        app_config = apps.get_app_config(label)
        app_config.models_module = True
        create_permissions(app_config, apps=apps, verbosity=0)
        app_config.models_module = None
    grant(apps, schema_editor.connection.alias)


def delete_group(apps, schema_editor):
    apps.get_model("auth", "Group").objects.filter(name=GROUP).delete()


class Migration(migrations.Migration):
    dependencies = [
        ("tournaments", "0001_initial"),
        ("games", "0001_initial"),
        ("auth", "0012_alter_user_first_name_max_length"),
        ("contenttypes", "0002_remove_content_type_name"),
    ]

    operations = [migrations.RunPython(create_group, delete_group)]
