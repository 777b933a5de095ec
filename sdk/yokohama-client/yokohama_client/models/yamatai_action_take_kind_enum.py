from typing import Literal

YamataiActionTakeKindEnum = Literal['take']

YAMATAI_ACTION_TAKE_KIND_ENUM_VALUES: set[YamataiActionTakeKindEnum] = { 'take',  }

def check_yamatai_action_take_kind_enum(value: str) -> YamataiActionTakeKindEnum:
    if value in YAMATAI_ACTION_TAKE_KIND_ENUM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {YAMATAI_ACTION_TAKE_KIND_ENUM_VALUES!r}")
