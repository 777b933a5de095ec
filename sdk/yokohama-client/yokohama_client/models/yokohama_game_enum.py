from typing import Literal

YokohamaGameEnum = Literal['yokohama']

YOKOHAMA_GAME_ENUM_VALUES: set[YokohamaGameEnum] = { 'yokohama',  }

def check_yokohama_game_enum(value: str) -> YokohamaGameEnum:
    if value in YOKOHAMA_GAME_ENUM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {YOKOHAMA_GAME_ENUM_VALUES!r}")
