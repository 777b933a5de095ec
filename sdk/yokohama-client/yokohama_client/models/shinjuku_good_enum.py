from typing import Literal

ShinjukuGoodEnum = Literal['books', 'clothing', 'electronics', 'food']

SHINJUKU_GOOD_ENUM_VALUES: set[ShinjukuGoodEnum] = { 'books', 'clothing', 'electronics', 'food',  }

def check_shinjuku_good_enum(value: str) -> ShinjukuGoodEnum:
    if value in SHINJUKU_GOOD_ENUM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SHINJUKU_GOOD_ENUM_VALUES!r}")
