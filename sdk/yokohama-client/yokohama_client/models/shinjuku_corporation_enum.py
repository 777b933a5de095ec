from typing import Literal

ShinjukuCorporationEnum = Literal['fuji_rails', 'onigatetsu', 'robotrains', 'tokyo_skyline']

SHINJUKU_CORPORATION_ENUM_VALUES: set[ShinjukuCorporationEnum] = { 'fuji_rails', 'onigatetsu', 'robotrains', 'tokyo_skyline',  }

def check_shinjuku_corporation_enum(value: str) -> ShinjukuCorporationEnum:
    if value in SHINJUKU_CORPORATION_ENUM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SHINJUKU_CORPORATION_ENUM_VALUES!r}")
