from typing import Literal

YamataiActionKachikoKindEnum = Literal['kachiko']

YAMATAI_ACTION_KACHIKO_KIND_ENUM_VALUES: set[YamataiActionKachikoKindEnum] = { 'kachiko',  }

def check_yamatai_action_kachiko_kind_enum(value: str) -> YamataiActionKachikoKindEnum:
    if value in YAMATAI_ACTION_KACHIKO_KIND_ENUM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {YAMATAI_ACTION_KACHIKO_KIND_ENUM_VALUES!r}")
