from typing import Literal

YokohamaPortLevelEnum = Literal['high', 'low', 'mid']

YOKOHAMA_PORT_LEVEL_ENUM_VALUES: set[YokohamaPortLevelEnum] = { 'high', 'low', 'mid',  }

def check_yokohama_port_level_enum(value: str) -> YokohamaPortLevelEnum:
    if value in YOKOHAMA_PORT_LEVEL_ENUM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {YOKOHAMA_PORT_LEVEL_ENUM_VALUES!r}")
