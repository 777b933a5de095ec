from typing import Literal

MoveActionKindEnum = Literal['move']

MOVE_ACTION_KIND_ENUM_VALUES: set[MoveActionKindEnum] = { 'move',  }

def check_move_action_kind_enum(value: str) -> MoveActionKindEnum:
    if value in MOVE_ACTION_KIND_ENUM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {MOVE_ACTION_KIND_ENUM_VALUES!r}")
