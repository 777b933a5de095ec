from typing import Literal

YamataiActionSwapBoatKindEnum = Literal['swap_boat']

YAMATAI_ACTION_SWAP_BOAT_KIND_ENUM_VALUES: set[YamataiActionSwapBoatKindEnum] = { 'swap_boat',  }

def check_yamatai_action_swap_boat_kind_enum(value: str) -> YamataiActionSwapBoatKindEnum:
    if value in YAMATAI_ACTION_SWAP_BOAT_KIND_ENUM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {YAMATAI_ACTION_SWAP_BOAT_KIND_ENUM_VALUES!r}")
