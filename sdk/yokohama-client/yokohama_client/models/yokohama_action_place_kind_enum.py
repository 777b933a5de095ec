from typing import Literal

YokohamaActionPlaceKindEnum = Literal['place']

YOKOHAMA_ACTION_PLACE_KIND_ENUM_VALUES: set[YokohamaActionPlaceKindEnum] = { 'place',  }

def check_yokohama_action_place_kind_enum(value: str) -> YokohamaActionPlaceKindEnum:
    if value in YOKOHAMA_ACTION_PLACE_KIND_ENUM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {YOKOHAMA_ACTION_PLACE_KIND_ENUM_VALUES!r}")
