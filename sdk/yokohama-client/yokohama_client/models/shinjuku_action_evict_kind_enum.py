from typing import Literal

ShinjukuActionEvictKindEnum = Literal['evict']

SHINJUKU_ACTION_EVICT_KIND_ENUM_VALUES: set[ShinjukuActionEvictKindEnum] = { 'evict',  }

def check_shinjuku_action_evict_kind_enum(value: str) -> ShinjukuActionEvictKindEnum:
    if value in SHINJUKU_ACTION_EVICT_KIND_ENUM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SHINJUKU_ACTION_EVICT_KIND_ENUM_VALUES!r}")
