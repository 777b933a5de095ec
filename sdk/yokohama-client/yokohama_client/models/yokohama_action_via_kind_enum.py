from typing import Literal

YokohamaActionViaKindEnum = Literal['via']

YOKOHAMA_ACTION_VIA_KIND_ENUM_VALUES: set[YokohamaActionViaKindEnum] = { 'via',  }

def check_yokohama_action_via_kind_enum(value: str) -> YokohamaActionViaKindEnum:
    if value in YOKOHAMA_ACTION_VIA_KIND_ENUM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {YOKOHAMA_ACTION_VIA_KIND_ENUM_VALUES!r}")
