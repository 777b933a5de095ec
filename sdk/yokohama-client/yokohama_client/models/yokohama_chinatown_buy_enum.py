from typing import Literal

YokohamaChinatownBuyEnum = Literal['copper', 'fish', 'import', 'silk', 'tea']

YOKOHAMA_CHINATOWN_BUY_ENUM_VALUES: set[YokohamaChinatownBuyEnum] = { 'copper', 'fish', 'import', 'silk', 'tea',  }

def check_yokohama_chinatown_buy_enum(value: str) -> YokohamaChinatownBuyEnum:
    if value in YOKOHAMA_CHINATOWN_BUY_ENUM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {YOKOHAMA_CHINATOWN_BUY_ENUM_VALUES!r}")
