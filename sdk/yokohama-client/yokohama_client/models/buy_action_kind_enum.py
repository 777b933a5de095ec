from typing import Literal

BuyActionKindEnum = Literal['buy']

BUY_ACTION_KIND_ENUM_VALUES: set[BuyActionKindEnum] = { 'buy',  }

def check_buy_action_kind_enum(value: str) -> BuyActionKindEnum:
    if value in BUY_ACTION_KIND_ENUM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {BUY_ACTION_KIND_ENUM_VALUES!r}")
