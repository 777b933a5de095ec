"""Building blocks for documentation-only serializers (the game schema modules use them).

A documentation serializer never validates or renders data: it only tells drf-spectacular
the exact shape of a JSON object the engine produces, so the OpenAPI schema (and the SDK
generated from it) gets real types instead of a free-form object.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from drf_spectacular.extensions import OpenApiSerializerExtension, OpenApiSerializerFieldExtension
from drf_spectacular.openapi import AutoSchema
from drf_spectacular.plumbing import build_choice_field
from rest_framework import serializers


# An object with exactly the declared keys: its schema says `additionalProperties: false`.
# Use it for fixed structures only, so a key the engine adds without a schema change fails the
# schema tests (tests/api/test_schema_types.py) instead of slipping through. No docstring on
# purpose: drf-spectacular would inherit it as the description of every subclass.
class ClosedSerializer(serializers.Serializer[Any]):
    pass


class ClosedSerializerExtension(OpenApiSerializerExtension):  # type: ignore[no-untyped-call]
    target_class = ClosedSerializer
    match_subclasses = True

    def map_serializer(self, auto_schema: AutoSchema, direction: Any) -> dict[str, Any]:
        schema: dict[str, Any] = auto_schema._map_serializer(  # type: ignore[no-untyped-call]
            self.target, direction, bypass_extensions=True
        )
        schema["additionalProperties"] = False
        return schema


class VocabularyField(serializers.ChoiceField):
    """A choice of identifiers that are their own labels (area ids, goods, action kinds...).

    Its schema is the plain enum: no generated "* `copper` - copper" list in the descriptions.
    """


class VocabularyFieldExtension(OpenApiSerializerFieldExtension):  # type: ignore[no-untyped-call]
    target_class = VocabularyField
    match_subclasses = True

    def map_serializer_field(self, auto_schema: AutoSchema, direction: Any) -> dict[str, Any]:
        schema: dict[str, Any] = build_choice_field(self.target)
        schema.pop("description", None)
        return schema


def closed_serializer(
    name: str, fields: dict[str, serializers.Field[Any, Any, Any, Any]], doc: str = ""
) -> type[ClosedSerializer]:
    """A ClosedSerializer class built from data (keys that are not Python names, or keys
    derived from component data). `name` becomes the component name."""
    attrs: dict[str, Any] = dict(fields)
    attrs["__doc__"] = doc or None
    attrs["__module__"] = __name__
    return type(name, (ClosedSerializer,), attrs)


@dataclass(frozen=True, slots=True)
class GameSchemas:
    """The documentation serializers of one game's engine output: `<game package>.schema`
    exports one as `SCHEMAS` (api/game_schemas.py collects them)."""

    view: type[serializers.Serializer[Any]]
    """What `view_for(state, seat)` returns, for a seat and for a spectator."""
    options: type[serializers.Serializer[Any]]
    """The normalised match options (a match's `config` without `players`)."""
    options_input: type[serializers.Serializer[Any]]
    """The options a client may send to match_create (every one optional)."""
    action: serializers.Serializer[Any]
    """The JSON form of an action (usually a PolymorphicProxySerializer over its kinds)."""
    log_entry: type[serializers.Serializer[Any]]
    """What `describe_action` returns."""
    result_breakdown: type[serializers.Serializer[Any]]
    """A seat's final score by category (`SeatResult.breakdown`)."""
    enum_names: Mapping[str, list[Any]] = field(default_factory=dict)
    """Names of the game's public enums in the schema (ENUM_NAME_OVERRIDES): name -> values."""
