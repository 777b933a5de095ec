from typing import Literal

SellActionKindEnum = Literal['sell']

SELL_ACTION_KIND_ENUM_VALUES: set[SellActionKindEnum] = { 'sell',  }

def check_sell_action_kind_enum(value: str) -> SellActionKindEnum:
    if value in SELL_ACTION_KIND_ENUM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SELL_ACTION_KIND_ENUM_VALUES!r}")
