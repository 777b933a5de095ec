from typing import Literal

ShinjukuActionRailKindEnum = Literal['rail']

SHINJUKU_ACTION_RAIL_KIND_ENUM_VALUES: set[ShinjukuActionRailKindEnum] = { 'rail',  }

def check_shinjuku_action_rail_kind_enum(value: str) -> ShinjukuActionRailKindEnum:
    if value in SHINJUKU_ACTION_RAIL_KIND_ENUM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SHINJUKU_ACTION_RAIL_KIND_ENUM_VALUES!r}")
