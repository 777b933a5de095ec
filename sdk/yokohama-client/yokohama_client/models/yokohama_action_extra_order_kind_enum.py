from typing import Literal

YokohamaActionExtraOrderKindEnum = Literal['extra_order']

YOKOHAMA_ACTION_EXTRA_ORDER_KIND_ENUM_VALUES: set[YokohamaActionExtraOrderKindEnum] = { 'extra_order',  }

def check_yokohama_action_extra_order_kind_enum(value: str) -> YokohamaActionExtraOrderKindEnum:
    if value in YOKOHAMA_ACTION_EXTRA_ORDER_KIND_ENUM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {YOKOHAMA_ACTION_EXTRA_ORDER_KIND_ENUM_VALUES!r}")
