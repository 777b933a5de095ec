from typing import Literal

YokohamaCountryEnum = Literal['de', 'fr', 'gb', 'nl', 'us']

YOKOHAMA_COUNTRY_ENUM_VALUES: set[YokohamaCountryEnum] = { 'de', 'fr', 'gb', 'nl', 'us',  }

def check_yokohama_country_enum(value: str) -> YokohamaCountryEnum:
    if value in YOKOHAMA_COUNTRY_ENUM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {YOKOHAMA_COUNTRY_ENUM_VALUES!r}")
