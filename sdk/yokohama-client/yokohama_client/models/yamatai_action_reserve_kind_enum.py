from typing import Literal

YamataiActionReserveKindEnum = Literal['reserve']

YAMATAI_ACTION_RESERVE_KIND_ENUM_VALUES: set[YamataiActionReserveKindEnum] = { 'reserve',  }

def check_yamatai_action_reserve_kind_enum(value: str) -> YamataiActionReserveKindEnum:
    if value in YAMATAI_ACTION_RESERVE_KIND_ENUM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {YAMATAI_ACTION_RESERVE_KIND_ENUM_VALUES!r}")
