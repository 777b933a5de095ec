from typing import Literal

ShinjukuActionStopKindEnum = Literal['stop']

SHINJUKU_ACTION_STOP_KIND_ENUM_VALUES: set[ShinjukuActionStopKindEnum] = { 'stop',  }

def check_shinjuku_action_stop_kind_enum(value: str) -> ShinjukuActionStopKindEnum:
    if value in SHINJUKU_ACTION_STOP_KIND_ENUM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SHINJUKU_ACTION_STOP_KIND_ENUM_VALUES!r}")
