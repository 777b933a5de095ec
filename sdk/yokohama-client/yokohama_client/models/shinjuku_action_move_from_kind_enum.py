from typing import Literal

ShinjukuActionMoveFromKindEnum = Literal['move_from']

SHINJUKU_ACTION_MOVE_FROM_KIND_ENUM_VALUES: set[ShinjukuActionMoveFromKindEnum] = { 'move_from',  }

def check_shinjuku_action_move_from_kind_enum(value: str) -> ShinjukuActionMoveFromKindEnum:
    if value in SHINJUKU_ACTION_MOVE_FROM_KIND_ENUM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SHINJUKU_ACTION_MOVE_FROM_KIND_ENUM_VALUES!r}")
