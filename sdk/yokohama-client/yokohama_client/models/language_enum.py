from typing import Literal

LanguageEnum = Literal['de', 'en', 'ko']

LANGUAGE_ENUM_VALUES: set[LanguageEnum] = { 'de', 'en', 'ko',  }

def check_language_enum(value: str) -> LanguageEnum:
    if value in LANGUAGE_ENUM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {LANGUAGE_ENUM_VALUES!r}")
