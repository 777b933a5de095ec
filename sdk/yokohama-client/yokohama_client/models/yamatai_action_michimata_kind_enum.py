from typing import Literal

YamataiActionMichimataKindEnum = Literal['michimata']

YAMATAI_ACTION_MICHIMATA_KIND_ENUM_VALUES: set[YamataiActionMichimataKindEnum] = { 'michimata',  }

def check_yamatai_action_michimata_kind_enum(value: str) -> YamataiActionMichimataKindEnum:
    if value in YAMATAI_ACTION_MICHIMATA_KIND_ENUM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {YAMATAI_ACTION_MICHIMATA_KIND_ENUM_VALUES!r}")
