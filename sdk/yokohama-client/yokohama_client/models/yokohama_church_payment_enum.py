from typing import Literal

YokohamaChurchPaymentEnum = Literal['copper', 'fish', 'import', 'silk', 'tea', 'yen']

YOKOHAMA_CHURCH_PAYMENT_ENUM_VALUES: set[YokohamaChurchPaymentEnum] = { 'copper', 'fish', 'import', 'silk', 'tea', 'yen',  }

def check_yokohama_church_payment_enum(value: str) -> YokohamaChurchPaymentEnum:
    if value in YOKOHAMA_CHURCH_PAYMENT_ENUM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {YOKOHAMA_CHURCH_PAYMENT_ENUM_VALUES!r}")
