from typing import Literal

YokohamaActionMoveKindEnum = Literal['move']

YOKOHAMA_ACTION_MOVE_KIND_ENUM_VALUES: set[YokohamaActionMoveKindEnum] = { 'move',  }

def check_yokohama_action_move_kind_enum(value: str) -> YokohamaActionMoveKindEnum:
    if value in YOKOHAMA_ACTION_MOVE_KIND_ENUM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {YOKOHAMA_ACTION_MOVE_KIND_ENUM_VALUES!r}")
