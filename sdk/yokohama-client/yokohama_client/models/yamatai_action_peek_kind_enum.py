from typing import Literal

YamataiActionPeekKindEnum = Literal['peek']

YAMATAI_ACTION_PEEK_KIND_ENUM_VALUES: set[YamataiActionPeekKindEnum] = { 'peek',  }

def check_yamatai_action_peek_kind_enum(value: str) -> YamataiActionPeekKindEnum:
    if value in YAMATAI_ACTION_PEEK_KIND_ENUM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {YAMATAI_ACTION_PEEK_KIND_ENUM_VALUES!r}")
