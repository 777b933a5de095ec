from typing import Literal

YokohamaEndTriggerEnum = Literal['all_shops_built', 'all_trading_houses_built', 'church_full', 'customs_full', 'orders_exhausted']

YOKOHAMA_END_TRIGGER_ENUM_VALUES: set[YokohamaEndTriggerEnum] = { 'all_shops_built', 'all_trading_houses_built', 'church_full', 'customs_full', 'orders_exhausted',  }

def check_yokohama_end_trigger_enum(value: str) -> YokohamaEndTriggerEnum:
    if value in YOKOHAMA_END_TRIGGER_ENUM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {YOKOHAMA_END_TRIGGER_ENUM_VALUES!r}")
