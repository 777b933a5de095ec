from typing import Literal

YamataiEndReasonEnum = Literal['boat_colour_exhausted', 'building_tiles_exhausted', 'last_building', 'specialists_exhausted']

YAMATAI_END_REASON_ENUM_VALUES: set[YamataiEndReasonEnum] = { 'boat_colour_exhausted', 'building_tiles_exhausted', 'last_building', 'specialists_exhausted',  }

def check_yamatai_end_reason_enum(value: str) -> YamataiEndReasonEnum:
    if value in YAMATAI_END_REASON_ENUM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {YAMATAI_END_REASON_ENUM_VALUES!r}")
