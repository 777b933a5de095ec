from typing import Literal

ShinjukuKaijuCeoOrderEnum = Literal['ceo_first', 'kaiju_first']

SHINJUKU_KAIJU_CEO_ORDER_ENUM_VALUES: set[ShinjukuKaijuCeoOrderEnum] = { 'ceo_first', 'kaiju_first',  }

def check_shinjuku_kaiju_ceo_order_enum(value: str) -> ShinjukuKaijuCeoOrderEnum:
    if value in SHINJUKU_KAIJU_CEO_ORDER_ENUM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SHINJUKU_KAIJU_CEO_ORDER_ENUM_VALUES!r}")
