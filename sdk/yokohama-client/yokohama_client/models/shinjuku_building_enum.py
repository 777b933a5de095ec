from typing import Literal

ShinjukuBuildingEnum = Literal['dept_store', 'shop']

SHINJUKU_BUILDING_ENUM_VALUES: set[ShinjukuBuildingEnum] = { 'dept_store', 'shop',  }

def check_shinjuku_building_enum(value: str) -> ShinjukuBuildingEnum:
    if value in SHINJUKU_BUILDING_ENUM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SHINJUKU_BUILDING_ENUM_VALUES!r}")
