from typing import Literal

YamataiActionMoveToKindEnum = Literal['move_to']

YAMATAI_ACTION_MOVE_TO_KIND_ENUM_VALUES: set[YamataiActionMoveToKindEnum] = { 'move_to',  }

def check_yamatai_action_move_to_kind_enum(value: str) -> YamataiActionMoveToKindEnum:
    if value in YAMATAI_ACTION_MOVE_TO_KIND_ENUM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {YAMATAI_ACTION_MOVE_TO_KIND_ENUM_VALUES!r}")
