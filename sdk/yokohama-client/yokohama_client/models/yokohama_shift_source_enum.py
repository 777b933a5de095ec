from typing import Literal

YokohamaShiftSourceEnum = Literal['bank', 'canal', 'chinatown', 'church', 'copper_mine', 'copper_mine_2', 'customs', 'employment_agency', 'fishery', 'fishery_2', 'hand', 'laboratory_a', 'laboratory_b', 'port_a', 'port_b', 'silk_mill', 'silk_mill_2', 'tea_plantation', 'tea_plantation_2']

YOKOHAMA_SHIFT_SOURCE_ENUM_VALUES: set[YokohamaShiftSourceEnum] = { 'bank', 'canal', 'chinatown', 'church', 'copper_mine', 'copper_mine_2', 'customs', 'employment_agency', 'fishery', 'fishery_2', 'hand', 'laboratory_a', 'laboratory_b', 'port_a', 'port_b', 'silk_mill', 'silk_mill_2', 'tea_plantation', 'tea_plantation_2',  }

def check_yokohama_shift_source_enum(value: str) -> YokohamaShiftSourceEnum:
    if value in YOKOHAMA_SHIFT_SOURCE_ENUM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {YOKOHAMA_SHIFT_SOURCE_ENUM_VALUES!r}")
