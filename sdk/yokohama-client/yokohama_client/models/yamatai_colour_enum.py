from typing import Literal

YamataiColourEnum = Literal['bamboo', 'clay', 'gold', 'stone', 'wood']

YAMATAI_COLOUR_ENUM_VALUES: set[YamataiColourEnum] = { 'bamboo', 'clay', 'gold', 'stone', 'wood',  }

def check_yamatai_colour_enum(value: str) -> YamataiColourEnum:
    if value in YAMATAI_COLOUR_ENUM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {YAMATAI_COLOUR_ENUM_VALUES!r}")
