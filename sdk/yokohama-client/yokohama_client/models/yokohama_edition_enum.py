from typing import Literal

YokohamaEditionEnum = Literal['new', 'original']

YOKOHAMA_EDITION_ENUM_VALUES: set[YokohamaEditionEnum] = { 'new', 'original',  }

def check_yokohama_edition_enum(value: str) -> YokohamaEditionEnum:
    if value in YOKOHAMA_EDITION_ENUM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {YOKOHAMA_EDITION_ENUM_VALUES!r}")
