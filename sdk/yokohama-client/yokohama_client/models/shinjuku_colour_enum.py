from typing import Literal

ShinjukuColourEnum = Literal['blue', 'green', 'orange', 'pink']

SHINJUKU_COLOUR_ENUM_VALUES: set[ShinjukuColourEnum] = { 'blue', 'green', 'orange', 'pink',  }

def check_shinjuku_colour_enum(value: str) -> ShinjukuColourEnum:
    if value in SHINJUKU_COLOUR_ENUM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SHINJUKU_COLOUR_ENUM_VALUES!r}")
