from typing import Literal

YamataiActionEbisuKindEnum = Literal['ebisu']

YAMATAI_ACTION_EBISU_KIND_ENUM_VALUES: set[YamataiActionEbisuKindEnum] = { 'ebisu',  }

def check_yamatai_action_ebisu_kind_enum(value: str) -> YamataiActionEbisuKindEnum:
    if value in YAMATAI_ACTION_EBISU_KIND_ENUM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {YAMATAI_ACTION_EBISU_KIND_ENUM_VALUES!r}")
