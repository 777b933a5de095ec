from typing import Literal

YokohamaAreaTypeEnum = Literal['bank', 'canal', 'chinatown', 'church', 'copper_mine', 'customs', 'employment_agency', 'fishery', 'laboratory_a', 'laboratory_b', 'port_a', 'port_b', 'silk_mill', 'tea_plantation']

YOKOHAMA_AREA_TYPE_ENUM_VALUES: set[YokohamaAreaTypeEnum] = { 'bank', 'canal', 'chinatown', 'church', 'copper_mine', 'customs', 'employment_agency', 'fishery', 'laboratory_a', 'laboratory_b', 'port_a', 'port_b', 'silk_mill', 'tea_plantation',  }

def check_yokohama_area_type_enum(value: str) -> YokohamaAreaTypeEnum:
    if value in YOKOHAMA_AREA_TYPE_ENUM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {YOKOHAMA_AREA_TYPE_ENUM_VALUES!r}")
