from typing import Literal

PayActionKindEnum = Literal['pay']

PAY_ACTION_KIND_ENUM_VALUES: set[PayActionKindEnum] = { 'pay',  }

def check_pay_action_kind_enum(value: str) -> PayActionKindEnum:
    if value in PAY_ACTION_KIND_ENUM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {PAY_ACTION_KIND_ENUM_VALUES!r}")
