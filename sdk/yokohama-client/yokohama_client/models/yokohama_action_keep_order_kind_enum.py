from typing import Literal

YokohamaActionKeepOrderKindEnum = Literal['keep_order']

YOKOHAMA_ACTION_KEEP_ORDER_KIND_ENUM_VALUES: set[YokohamaActionKeepOrderKindEnum] = { 'keep_order',  }

def check_yokohama_action_keep_order_kind_enum(value: str) -> YokohamaActionKeepOrderKindEnum:
    if value in YOKOHAMA_ACTION_KEEP_ORDER_KIND_ENUM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {YOKOHAMA_ACTION_KEEP_ORDER_KIND_ENUM_VALUES!r}")
