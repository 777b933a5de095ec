from typing import Literal

ShinjukuActionFleeKindEnum = Literal['flee']

SHINJUKU_ACTION_FLEE_KIND_ENUM_VALUES: set[ShinjukuActionFleeKindEnum] = { 'flee',  }

def check_shinjuku_action_flee_kind_enum(value: str) -> ShinjukuActionFleeKindEnum:
    if value in SHINJUKU_ACTION_FLEE_KIND_ENUM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SHINJUKU_ACTION_FLEE_KIND_ENUM_VALUES!r}")
