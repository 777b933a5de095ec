from typing import Literal

YamataiActionDockKindEnum = Literal['dock']

YAMATAI_ACTION_DOCK_KIND_ENUM_VALUES: set[YamataiActionDockKindEnum] = { 'dock',  }

def check_yamatai_action_dock_kind_enum(value: str) -> YamataiActionDockKindEnum:
    if value in YAMATAI_ACTION_DOCK_KIND_ENUM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {YAMATAI_ACTION_DOCK_KIND_ENUM_VALUES!r}")
