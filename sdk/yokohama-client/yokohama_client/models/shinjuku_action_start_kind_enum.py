from typing import Literal

ShinjukuActionStartKindEnum = Literal['start']

SHINJUKU_ACTION_START_KIND_ENUM_VALUES: set[ShinjukuActionStartKindEnum] = { 'start',  }

def check_shinjuku_action_start_kind_enum(value: str) -> ShinjukuActionStartKindEnum:
    if value in SHINJUKU_ACTION_START_KIND_ENUM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SHINJUKU_ACTION_START_KIND_ENUM_VALUES!r}")
