from typing import Literal

YokohamaAreaIdEnum = Literal['bank', 'canal', 'chinatown', 'church', 'copper_mine', 'copper_mine_2', 'customs', 'employment_agency', 'fishery', 'fishery_2', 'laboratory_a', 'laboratory_b', 'port_a', 'port_b', 'silk_mill', 'silk_mill_2', 'tea_plantation', 'tea_plantation_2']

YOKOHAMA_AREA_ID_ENUM_VALUES: set[YokohamaAreaIdEnum] = { 'bank', 'canal', 'chinatown', 'church', 'copper_mine', 'copper_mine_2', 'customs', 'employment_agency', 'fishery', 'fishery_2', 'laboratory_a', 'laboratory_b', 'port_a', 'port_b', 'silk_mill', 'silk_mill_2', 'tea_plantation', 'tea_plantation_2',  }

def check_yokohama_area_id_enum(value: str) -> YokohamaAreaIdEnum:
    if value in YOKOHAMA_AREA_ID_ENUM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {YOKOHAMA_AREA_ID_ENUM_VALUES!r}")
