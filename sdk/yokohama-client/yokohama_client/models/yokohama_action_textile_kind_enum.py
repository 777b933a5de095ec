from typing import Literal

YokohamaActionTextileKindEnum = Literal['textile']

YOKOHAMA_ACTION_TEXTILE_KIND_ENUM_VALUES: set[YokohamaActionTextileKindEnum] = { 'textile',  }

def check_yokohama_action_textile_kind_enum(value: str) -> YokohamaActionTextileKindEnum:
    if value in YOKOHAMA_ACTION_TEXTILE_KIND_ENUM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {YOKOHAMA_ACTION_TEXTILE_KIND_ENUM_VALUES!r}")
