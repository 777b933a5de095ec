from typing import Literal

OptionKindEnum = Literal['bool', 'choice', 'int']

OPTION_KIND_ENUM_VALUES: set[OptionKindEnum] = { 'bool', 'choice', 'int',  }

def check_option_kind_enum(value: str) -> OptionKindEnum:
    if value in OPTION_KIND_ENUM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {OPTION_KIND_ENUM_VALUES!r}")
