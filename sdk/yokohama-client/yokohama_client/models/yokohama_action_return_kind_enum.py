from typing import Literal

YokohamaActionReturnKindEnum = Literal['return']

YOKOHAMA_ACTION_RETURN_KIND_ENUM_VALUES: set[YokohamaActionReturnKindEnum] = { 'return',  }

def check_yokohama_action_return_kind_enum(value: str) -> YokohamaActionReturnKindEnum:
    if value in YOKOHAMA_ACTION_RETURN_KIND_ENUM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {YOKOHAMA_ACTION_RETURN_KIND_ENUM_VALUES!r}")
