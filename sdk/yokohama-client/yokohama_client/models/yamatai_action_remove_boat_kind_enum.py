from typing import Literal

YamataiActionRemoveBoatKindEnum = Literal['remove_boat']

YAMATAI_ACTION_REMOVE_BOAT_KIND_ENUM_VALUES: set[YamataiActionRemoveBoatKindEnum] = { 'remove_boat',  }

def check_yamatai_action_remove_boat_kind_enum(value: str) -> YamataiActionRemoveBoatKindEnum:
    if value in YAMATAI_ACTION_REMOVE_BOAT_KIND_ENUM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {YAMATAI_ACTION_REMOVE_BOAT_KIND_ENUM_VALUES!r}")
