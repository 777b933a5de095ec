from typing import Literal

YokohamaActionFulfilKindEnum = Literal['fulfil']

YOKOHAMA_ACTION_FULFIL_KIND_ENUM_VALUES: set[YokohamaActionFulfilKindEnum] = { 'fulfil',  }

def check_yokohama_action_fulfil_kind_enum(value: str) -> YokohamaActionFulfilKindEnum:
    if value in YOKOHAMA_ACTION_FULFIL_KIND_ENUM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {YOKOHAMA_ACTION_FULFIL_KIND_ENUM_VALUES!r}")
