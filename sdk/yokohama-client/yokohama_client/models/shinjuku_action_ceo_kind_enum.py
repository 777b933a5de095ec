from typing import Literal

ShinjukuActionCeoKindEnum = Literal['ceo']

SHINJUKU_ACTION_CEO_KIND_ENUM_VALUES: set[ShinjukuActionCeoKindEnum] = { 'ceo',  }

def check_shinjuku_action_ceo_kind_enum(value: str) -> ShinjukuActionCeoKindEnum:
    if value in SHINJUKU_ACTION_CEO_KIND_ENUM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SHINJUKU_ACTION_CEO_KIND_ENUM_VALUES!r}")
