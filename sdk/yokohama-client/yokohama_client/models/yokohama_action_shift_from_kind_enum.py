from typing import Literal

YokohamaActionShiftFromKindEnum = Literal['shift_from']

YOKOHAMA_ACTION_SHIFT_FROM_KIND_ENUM_VALUES: set[YokohamaActionShiftFromKindEnum] = { 'shift_from',  }

def check_yokohama_action_shift_from_kind_enum(value: str) -> YokohamaActionShiftFromKindEnum:
    if value in YOKOHAMA_ACTION_SHIFT_FROM_KIND_ENUM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {YOKOHAMA_ACTION_SHIFT_FROM_KIND_ENUM_VALUES!r}")
