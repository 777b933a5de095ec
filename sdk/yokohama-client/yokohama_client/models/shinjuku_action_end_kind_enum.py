from typing import Literal

ShinjukuActionEndKindEnum = Literal['end']

SHINJUKU_ACTION_END_KIND_ENUM_VALUES: set[ShinjukuActionEndKindEnum] = { 'end',  }

def check_shinjuku_action_end_kind_enum(value: str) -> ShinjukuActionEndKindEnum:
    if value in SHINJUKU_ACTION_END_KIND_ENUM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SHINJUKU_ACTION_END_KIND_ENUM_VALUES!r}")
