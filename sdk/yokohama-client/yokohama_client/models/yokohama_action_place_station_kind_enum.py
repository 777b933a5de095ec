from typing import Literal

YokohamaActionPlaceStationKindEnum = Literal['place_station']

YOKOHAMA_ACTION_PLACE_STATION_KIND_ENUM_VALUES: set[YokohamaActionPlaceStationKindEnum] = { 'place_station',  }

def check_yokohama_action_place_station_kind_enum(value: str) -> YokohamaActionPlaceStationKindEnum:
    if value in YOKOHAMA_ACTION_PLACE_STATION_KIND_ENUM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {YOKOHAMA_ACTION_PLACE_STATION_KIND_ENUM_VALUES!r}")
