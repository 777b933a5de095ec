from typing import Literal

YamataiGameEnum = Literal['yamatai']

YAMATAI_GAME_ENUM_VALUES: set[YamataiGameEnum] = { 'yamatai',  }

def check_yamatai_game_enum(value: str) -> YamataiGameEnum:
    if value in YAMATAI_GAME_ENUM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {YAMATAI_GAME_ENUM_VALUES!r}")
