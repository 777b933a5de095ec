from typing import Literal

ShinjukuCorporationNameEnum = Literal['Fuji Rails', 'Onigatetsu', 'Robotrains', 'Tokyo SkyLine']

SHINJUKU_CORPORATION_NAME_ENUM_VALUES: set[ShinjukuCorporationNameEnum] = { 'Fuji Rails', 'Onigatetsu', 'Robotrains', 'Tokyo SkyLine',  }

def check_shinjuku_corporation_name_enum(value: str) -> ShinjukuCorporationNameEnum:
    if value in SHINJUKU_CORPORATION_NAME_ENUM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SHINJUKU_CORPORATION_NAME_ENUM_VALUES!r}")
