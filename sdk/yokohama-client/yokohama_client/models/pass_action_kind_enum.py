from typing import Literal

PassActionKindEnum = Literal['pass']

PASS_ACTION_KIND_ENUM_VALUES: set[PassActionKindEnum] = { 'pass',  }

def check_pass_action_kind_enum(value: str) -> PassActionKindEnum:
    if value in PASS_ACTION_KIND_ENUM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {PASS_ACTION_KIND_ENUM_VALUES!r}")
