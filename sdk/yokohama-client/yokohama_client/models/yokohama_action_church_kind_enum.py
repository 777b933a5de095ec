from typing import Literal

YokohamaActionChurchKindEnum = Literal['church']

YOKOHAMA_ACTION_CHURCH_KIND_ENUM_VALUES: set[YokohamaActionChurchKindEnum] = { 'church',  }

def check_yokohama_action_church_kind_enum(value: str) -> YokohamaActionChurchKindEnum:
    if value in YOKOHAMA_ACTION_CHURCH_KIND_ENUM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {YOKOHAMA_ACTION_CHURCH_KIND_ENUM_VALUES!r}")
