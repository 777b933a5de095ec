from typing import Literal

YamataiActionMoveBoatKindEnum = Literal['move_boat']

YAMATAI_ACTION_MOVE_BOAT_KIND_ENUM_VALUES: set[YamataiActionMoveBoatKindEnum] = { 'move_boat',  }

def check_yamatai_action_move_boat_kind_enum(value: str) -> YamataiActionMoveBoatKindEnum:
    if value in YAMATAI_ACTION_MOVE_BOAT_KIND_ENUM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {YAMATAI_ACTION_MOVE_BOAT_KIND_ENUM_VALUES!r}")
