from typing import Literal

ShinjukuActionOpenAtKindEnum = Literal['open_at']

SHINJUKU_ACTION_OPEN_AT_KIND_ENUM_VALUES: set[ShinjukuActionOpenAtKindEnum] = { 'open_at',  }

def check_shinjuku_action_open_at_kind_enum(value: str) -> ShinjukuActionOpenAtKindEnum:
    if value in SHINJUKU_ACTION_OPEN_AT_KIND_ENUM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SHINJUKU_ACTION_OPEN_AT_KIND_ENUM_VALUES!r}")
