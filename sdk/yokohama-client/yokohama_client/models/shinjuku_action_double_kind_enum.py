from typing import Literal

ShinjukuActionDoubleKindEnum = Literal['double']

SHINJUKU_ACTION_DOUBLE_KIND_ENUM_VALUES: set[ShinjukuActionDoubleKindEnum] = { 'double',  }

def check_shinjuku_action_double_kind_enum(value: str) -> ShinjukuActionDoubleKindEnum:
    if value in SHINJUKU_ACTION_DOUBLE_KIND_ENUM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SHINJUKU_ACTION_DOUBLE_KIND_ENUM_VALUES!r}")
