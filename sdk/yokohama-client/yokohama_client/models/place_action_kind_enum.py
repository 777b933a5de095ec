from typing import Literal

PlaceActionKindEnum = Literal['place']

PLACE_ACTION_KIND_ENUM_VALUES: set[PlaceActionKindEnum] = { 'place',  }

def check_place_action_kind_enum(value: str) -> PlaceActionKindEnum:
    if value in PLACE_ACTION_KIND_ENUM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {PLACE_ACTION_KIND_ENUM_VALUES!r}")
