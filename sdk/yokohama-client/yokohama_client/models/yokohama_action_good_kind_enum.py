from typing import Literal

YokohamaActionGoodKindEnum = Literal['good']

YOKOHAMA_ACTION_GOOD_KIND_ENUM_VALUES: set[YokohamaActionGoodKindEnum] = { 'good',  }

def check_yokohama_action_good_kind_enum(value: str) -> YokohamaActionGoodKindEnum:
    if value in YOKOHAMA_ACTION_GOOD_KIND_ENUM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {YOKOHAMA_ACTION_GOOD_KIND_ENUM_VALUES!r}")
