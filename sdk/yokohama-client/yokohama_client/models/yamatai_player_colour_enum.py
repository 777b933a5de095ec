from typing import Literal

YamataiPlayerColourEnum = Literal['blue', 'grey', 'orange', 'purple']

YAMATAI_PLAYER_COLOUR_ENUM_VALUES: set[YamataiPlayerColourEnum] = { 'blue', 'grey', 'orange', 'purple',  }

def check_yamatai_player_colour_enum(value: str) -> YamataiPlayerColourEnum:
    if value in YAMATAI_PLAYER_COLOUR_ENUM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {YAMATAI_PLAYER_COLOUR_ENUM_VALUES!r}")
