from typing import Literal

YokohamaActionSellKindEnum = Literal['sell']

YOKOHAMA_ACTION_SELL_KIND_ENUM_VALUES: set[YokohamaActionSellKindEnum] = { 'sell',  }

def check_yokohama_action_sell_kind_enum(value: str) -> YokohamaActionSellKindEnum:
    if value in YOKOHAMA_ACTION_SELL_KIND_ENUM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {YOKOHAMA_ACTION_SELL_KIND_ENUM_VALUES!r}")
