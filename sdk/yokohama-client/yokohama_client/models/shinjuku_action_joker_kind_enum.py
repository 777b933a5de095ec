from typing import Literal

ShinjukuActionJokerKindEnum = Literal['joker']

SHINJUKU_ACTION_JOKER_KIND_ENUM_VALUES: set[ShinjukuActionJokerKindEnum] = { 'joker',  }

def check_shinjuku_action_joker_kind_enum(value: str) -> ShinjukuActionJokerKindEnum:
    if value in SHINJUKU_ACTION_JOKER_KIND_ENUM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SHINJUKU_ACTION_JOKER_KIND_ENUM_VALUES!r}")
