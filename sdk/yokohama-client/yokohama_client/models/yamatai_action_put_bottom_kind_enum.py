from typing import Literal

YamataiActionPutBottomKindEnum = Literal['put_bottom']

YAMATAI_ACTION_PUT_BOTTOM_KIND_ENUM_VALUES: set[YamataiActionPutBottomKindEnum] = { 'put_bottom',  }

def check_yamatai_action_put_bottom_kind_enum(value: str) -> YamataiActionPutBottomKindEnum:
    if value in YAMATAI_ACTION_PUT_BOTTOM_KIND_ENUM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {YAMATAI_ACTION_PUT_BOTTOM_KIND_ENUM_VALUES!r}")
