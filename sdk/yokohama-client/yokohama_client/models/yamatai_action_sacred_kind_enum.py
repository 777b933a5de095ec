from typing import Literal

YamataiActionSacredKindEnum = Literal['sacred']

YAMATAI_ACTION_SACRED_KIND_ENUM_VALUES: set[YamataiActionSacredKindEnum] = { 'sacred',  }

def check_yamatai_action_sacred_kind_enum(value: str) -> YamataiActionSacredKindEnum:
    if value in YAMATAI_ACTION_SACRED_KIND_ENUM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {YAMATAI_ACTION_SACRED_KIND_ENUM_VALUES!r}")
