from typing import Literal

YokohamaGoodEnum = Literal['copper', 'fish', 'silk', 'tea']

YOKOHAMA_GOOD_ENUM_VALUES: set[YokohamaGoodEnum] = { 'copper', 'fish', 'silk', 'tea',  }

def check_yokohama_good_enum(value: str) -> YokohamaGoodEnum:
    if value in YOKOHAMA_GOOD_ENUM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {YOKOHAMA_GOOD_ENUM_VALUES!r}")
