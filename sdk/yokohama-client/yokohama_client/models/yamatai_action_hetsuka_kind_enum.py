from typing import Literal

YamataiActionHetsukaKindEnum = Literal['hetsuka']

YAMATAI_ACTION_HETSUKA_KIND_ENUM_VALUES: set[YamataiActionHetsukaKindEnum] = { 'hetsuka',  }

def check_yamatai_action_hetsuka_kind_enum(value: str) -> YamataiActionHetsukaKindEnum:
    if value in YAMATAI_ACTION_HETSUKA_KIND_ENUM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {YAMATAI_ACTION_HETSUKA_KIND_ENUM_VALUES!r}")
