from typing import Literal

ShinjukuActionSecondKindEnum = Literal['second']

SHINJUKU_ACTION_SECOND_KIND_ENUM_VALUES: set[ShinjukuActionSecondKindEnum] = { 'second',  }

def check_shinjuku_action_second_kind_enum(value: str) -> ShinjukuActionSecondKindEnum:
    if value in SHINJUKU_ACTION_SECOND_KIND_ENUM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SHINJUKU_ACTION_SECOND_KIND_ENUM_VALUES!r}")
