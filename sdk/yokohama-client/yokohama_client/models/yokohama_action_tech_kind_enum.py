from typing import Literal

YokohamaActionTechKindEnum = Literal['tech']

YOKOHAMA_ACTION_TECH_KIND_ENUM_VALUES: set[YokohamaActionTechKindEnum] = { 'tech',  }

def check_yokohama_action_tech_kind_enum(value: str) -> YokohamaActionTechKindEnum:
    if value in YOKOHAMA_ACTION_TECH_KIND_ENUM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {YOKOHAMA_ACTION_TECH_KIND_ENUM_VALUES!r}")
