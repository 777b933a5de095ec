from typing import Literal

YokohamaActionPairKindEnum = Literal['pair']

YOKOHAMA_ACTION_PAIR_KIND_ENUM_VALUES: set[YokohamaActionPairKindEnum] = { 'pair',  }

def check_yokohama_action_pair_kind_enum(value: str) -> YokohamaActionPairKindEnum:
    if value in YOKOHAMA_ACTION_PAIR_KIND_ENUM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {YOKOHAMA_ACTION_PAIR_KIND_ENUM_VALUES!r}")
