from typing import Literal

YokohamaActionHireKindEnum = Literal['hire']

YOKOHAMA_ACTION_HIRE_KIND_ENUM_VALUES: set[YokohamaActionHireKindEnum] = { 'hire',  }

def check_yokohama_action_hire_kind_enum(value: str) -> YokohamaActionHireKindEnum:
    if value in YOKOHAMA_ACTION_HIRE_KIND_ENUM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {YOKOHAMA_ACTION_HIRE_KIND_ENUM_VALUES!r}")
