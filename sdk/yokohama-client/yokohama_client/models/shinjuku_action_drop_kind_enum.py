from typing import Literal

ShinjukuActionDropKindEnum = Literal['drop']

SHINJUKU_ACTION_DROP_KIND_ENUM_VALUES: set[ShinjukuActionDropKindEnum] = { 'drop',  }

def check_shinjuku_action_drop_kind_enum(value: str) -> ShinjukuActionDropKindEnum:
    if value in SHINJUKU_ACTION_DROP_KIND_ENUM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SHINJUKU_ACTION_DROP_KIND_ENUM_VALUES!r}")
