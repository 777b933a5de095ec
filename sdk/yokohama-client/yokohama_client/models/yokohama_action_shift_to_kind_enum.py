from typing import Literal

YokohamaActionShiftToKindEnum = Literal['shift_to']

YOKOHAMA_ACTION_SHIFT_TO_KIND_ENUM_VALUES: set[YokohamaActionShiftToKindEnum] = { 'shift_to',  }

def check_yokohama_action_shift_to_kind_enum(value: str) -> YokohamaActionShiftToKindEnum:
    if value in YOKOHAMA_ACTION_SHIFT_TO_KIND_ENUM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {YOKOHAMA_ACTION_SHIFT_TO_KIND_ENUM_VALUES!r}")
