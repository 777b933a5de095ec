from typing import Literal

YokohamaActionOrderKindEnum = Literal['order']

YOKOHAMA_ACTION_ORDER_KIND_ENUM_VALUES: set[YokohamaActionOrderKindEnum] = { 'order',  }

def check_yokohama_action_order_kind_enum(value: str) -> YokohamaActionOrderKindEnum:
    if value in YOKOHAMA_ACTION_ORDER_KIND_ENUM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {YOKOHAMA_ACTION_ORDER_KIND_ENUM_VALUES!r}")
