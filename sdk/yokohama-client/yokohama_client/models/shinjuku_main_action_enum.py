from typing import Literal

ShinjukuMainActionEnum = Literal['build', 'income', 'move', 'open', 'upgrade']

SHINJUKU_MAIN_ACTION_ENUM_VALUES: set[ShinjukuMainActionEnum] = { 'build', 'income', 'move', 'open', 'upgrade',  }

def check_shinjuku_main_action_enum(value: str) -> ShinjukuMainActionEnum:
    if value in SHINJUKU_MAIN_ACTION_ENUM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SHINJUKU_MAIN_ACTION_ENUM_VALUES!r}")
