from typing import Literal

ShinjukuActionOpenKindEnum = Literal['open']

SHINJUKU_ACTION_OPEN_KIND_ENUM_VALUES: set[ShinjukuActionOpenKindEnum] = { 'open',  }

def check_shinjuku_action_open_kind_enum(value: str) -> ShinjukuActionOpenKindEnum:
    if value in SHINJUKU_ACTION_OPEN_KIND_ENUM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SHINJUKU_ACTION_OPEN_KIND_ENUM_VALUES!r}")
