from typing import Literal

YamataiActionColourKindEnum = Literal['colour']

YAMATAI_ACTION_COLOUR_KIND_ENUM_VALUES: set[YamataiActionColourKindEnum] = { 'colour',  }

def check_yamatai_action_colour_kind_enum(value: str) -> YamataiActionColourKindEnum:
    if value in YAMATAI_ACTION_COLOUR_KIND_ENUM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {YAMATAI_ACTION_COLOUR_KIND_ENUM_VALUES!r}")
