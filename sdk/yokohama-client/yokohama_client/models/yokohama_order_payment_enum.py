from typing import Literal

YokohamaOrderPaymentEnum = Literal['import', 'yen']

YOKOHAMA_ORDER_PAYMENT_ENUM_VALUES: set[YokohamaOrderPaymentEnum] = { 'import', 'yen',  }

def check_yokohama_order_payment_enum(value: str) -> YokohamaOrderPaymentEnum:
    if value in YOKOHAMA_ORDER_PAYMENT_ENUM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {YOKOHAMA_ORDER_PAYMENT_ENUM_VALUES!r}")
