from typing import Literal

YamataiActionFleetKindEnum = Literal['fleet']

YAMATAI_ACTION_FLEET_KIND_ENUM_VALUES: set[YamataiActionFleetKindEnum] = { 'fleet',  }

def check_yamatai_action_fleet_kind_enum(value: str) -> YamataiActionFleetKindEnum:
    if value in YAMATAI_ACTION_FLEET_KIND_ENUM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {YAMATAI_ACTION_FLEET_KIND_ENUM_VALUES!r}")
