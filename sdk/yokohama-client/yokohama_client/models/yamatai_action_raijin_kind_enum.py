from typing import Literal

YamataiActionRaijinKindEnum = Literal['raijin']

YAMATAI_ACTION_RAIJIN_KIND_ENUM_VALUES: set[YamataiActionRaijinKindEnum] = { 'raijin',  }

def check_yamatai_action_raijin_kind_enum(value: str) -> YamataiActionRaijinKindEnum:
    if value in YAMATAI_ACTION_RAIJIN_KIND_ENUM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {YAMATAI_ACTION_RAIJIN_KIND_ENUM_VALUES!r}")
