from typing import Literal

YokohamaActionSourceKindEnum = Literal['source']

YOKOHAMA_ACTION_SOURCE_KIND_ENUM_VALUES: set[YokohamaActionSourceKindEnum] = { 'source',  }

def check_yokohama_action_source_kind_enum(value: str) -> YokohamaActionSourceKindEnum:
    if value in YOKOHAMA_ACTION_SOURCE_KIND_ENUM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {YOKOHAMA_ACTION_SOURCE_KIND_ENUM_VALUES!r}")
