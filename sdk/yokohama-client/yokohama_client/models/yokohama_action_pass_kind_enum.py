from typing import Literal

YokohamaActionPassKindEnum = Literal['pass']

YOKOHAMA_ACTION_PASS_KIND_ENUM_VALUES: set[YokohamaActionPassKindEnum] = { 'pass',  }

def check_yokohama_action_pass_kind_enum(value: str) -> YokohamaActionPassKindEnum:
    if value in YOKOHAMA_ACTION_PASS_KIND_ENUM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {YOKOHAMA_ACTION_PASS_KIND_ENUM_VALUES!r}")
