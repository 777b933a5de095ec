from typing import Literal

YokohamaActionStationKindEnum = Literal['station']

YOKOHAMA_ACTION_STATION_KIND_ENUM_VALUES: set[YokohamaActionStationKindEnum] = { 'station',  }

def check_yokohama_action_station_kind_enum(value: str) -> YokohamaActionStationKindEnum:
    if value in YOKOHAMA_ACTION_STATION_KIND_ENUM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {YOKOHAMA_ACTION_STATION_KIND_ENUM_VALUES!r}")
