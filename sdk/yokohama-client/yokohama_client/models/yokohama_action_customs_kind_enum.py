from typing import Literal

YokohamaActionCustomsKindEnum = Literal['customs']

YOKOHAMA_ACTION_CUSTOMS_KIND_ENUM_VALUES: set[YokohamaActionCustomsKindEnum] = { 'customs',  }

def check_yokohama_action_customs_kind_enum(value: str) -> YokohamaActionCustomsKindEnum:
    if value in YOKOHAMA_ACTION_CUSTOMS_KIND_ENUM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {YOKOHAMA_ACTION_CUSTOMS_KIND_ENUM_VALUES!r}")
