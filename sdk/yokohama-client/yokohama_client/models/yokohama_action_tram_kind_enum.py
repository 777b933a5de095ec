from typing import Literal

YokohamaActionTramKindEnum = Literal['tram']

YOKOHAMA_ACTION_TRAM_KIND_ENUM_VALUES: set[YokohamaActionTramKindEnum] = { 'tram',  }

def check_yokohama_action_tram_kind_enum(value: str) -> YokohamaActionTramKindEnum:
    if value in YOKOHAMA_ACTION_TRAM_KIND_ENUM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {YOKOHAMA_ACTION_TRAM_KIND_ENUM_VALUES!r}")
