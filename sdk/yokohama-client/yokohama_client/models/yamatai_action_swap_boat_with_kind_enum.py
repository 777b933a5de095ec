from typing import Literal

YamataiActionSwapBoatWithKindEnum = Literal['swap_boat_with']

YAMATAI_ACTION_SWAP_BOAT_WITH_KIND_ENUM_VALUES: set[YamataiActionSwapBoatWithKindEnum] = { 'swap_boat_with',  }

def check_yamatai_action_swap_boat_with_kind_enum(value: str) -> YamataiActionSwapBoatWithKindEnum:
    if value in YAMATAI_ACTION_SWAP_BOAT_WITH_KIND_ENUM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {YAMATAI_ACTION_SWAP_BOAT_WITH_KIND_ENUM_VALUES!r}")
