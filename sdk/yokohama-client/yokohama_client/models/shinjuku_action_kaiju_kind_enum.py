from typing import Literal

ShinjukuActionKaijuKindEnum = Literal['kaiju']

SHINJUKU_ACTION_KAIJU_KIND_ENUM_VALUES: set[ShinjukuActionKaijuKindEnum] = { 'kaiju',  }

def check_shinjuku_action_kaiju_kind_enum(value: str) -> ShinjukuActionKaijuKindEnum:
    if value in SHINJUKU_ACTION_KAIJU_KIND_ENUM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SHINJUKU_ACTION_KAIJU_KIND_ENUM_VALUES!r}")
