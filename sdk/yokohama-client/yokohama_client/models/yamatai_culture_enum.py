from typing import Literal

YamataiCultureEnum = Literal['drum', 'fan', 'lantern', 'mask', 'scroll', 'vase']

YAMATAI_CULTURE_ENUM_VALUES: set[YamataiCultureEnum] = { 'drum', 'fan', 'lantern', 'mask', 'scroll', 'vase',  }

def check_yamatai_culture_enum(value: str) -> YamataiCultureEnum:
    if value in YAMATAI_CULTURE_ENUM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {YAMATAI_CULTURE_ENUM_VALUES!r}")
