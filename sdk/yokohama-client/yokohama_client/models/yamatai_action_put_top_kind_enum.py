from typing import Literal

YamataiActionPutTopKindEnum = Literal['put_top']

YAMATAI_ACTION_PUT_TOP_KIND_ENUM_VALUES: set[YamataiActionPutTopKindEnum] = { 'put_top',  }

def check_yamatai_action_put_top_kind_enum(value: str) -> YamataiActionPutTopKindEnum:
    if value in YAMATAI_ACTION_PUT_TOP_KIND_ENUM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {YAMATAI_ACTION_PUT_TOP_KIND_ENUM_VALUES!r}")
