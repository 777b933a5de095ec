from typing import Literal

YokohamaActionBuyKindEnum = Literal['buy']

YOKOHAMA_ACTION_BUY_KIND_ENUM_VALUES: set[YokohamaActionBuyKindEnum] = { 'buy',  }

def check_yokohama_action_buy_kind_enum(value: str) -> YokohamaActionBuyKindEnum:
    if value in YOKOHAMA_ACTION_BUY_KIND_ENUM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {YOKOHAMA_ACTION_BUY_KIND_ENUM_VALUES!r}")
