from typing import Literal

ShinjukuActionDiscardKindEnum = Literal['discard']

SHINJUKU_ACTION_DISCARD_KIND_ENUM_VALUES: set[ShinjukuActionDiscardKindEnum] = { 'discard',  }

def check_shinjuku_action_discard_kind_enum(value: str) -> ShinjukuActionDiscardKindEnum:
    if value in SHINJUKU_ACTION_DISCARD_KIND_ENUM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SHINJUKU_ACTION_DISCARD_KIND_ENUM_VALUES!r}")
