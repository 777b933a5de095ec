from typing import Literal

ShinjukuGameEnum = Literal['shinjuku']

SHINJUKU_GAME_ENUM_VALUES: set[ShinjukuGameEnum] = { 'shinjuku',  }

def check_shinjuku_game_enum(value: str) -> ShinjukuGameEnum:
    if value in SHINJUKU_GAME_ENUM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SHINJUKU_GAME_ENUM_VALUES!r}")
