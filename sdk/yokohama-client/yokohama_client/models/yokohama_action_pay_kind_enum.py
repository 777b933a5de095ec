from typing import Literal

YokohamaActionPayKindEnum = Literal['pay']

YOKOHAMA_ACTION_PAY_KIND_ENUM_VALUES: set[YokohamaActionPayKindEnum] = { 'pay',  }

def check_yokohama_action_pay_kind_enum(value: str) -> YokohamaActionPayKindEnum:
    if value in YOKOHAMA_ACTION_PAY_KIND_ENUM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {YOKOHAMA_ACTION_PAY_KIND_ENUM_VALUES!r}")
