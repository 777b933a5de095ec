from typing import Literal

YamataiActionNakatsuKindEnum = Literal['nakatsu']

YAMATAI_ACTION_NAKATSU_KIND_ENUM_VALUES: set[YamataiActionNakatsuKindEnum] = { 'nakatsu',  }

def check_yamatai_action_nakatsu_kind_enum(value: str) -> YamataiActionNakatsuKindEnum:
    if value in YAMATAI_ACTION_NAKATSU_KIND_ENUM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {YAMATAI_ACTION_NAKATSU_KIND_ENUM_VALUES!r}")
