from typing import Literal

ShinjukuActionSpendKindEnum = Literal['spend']

SHINJUKU_ACTION_SPEND_KIND_ENUM_VALUES: set[ShinjukuActionSpendKindEnum] = { 'spend',  }

def check_shinjuku_action_spend_kind_enum(value: str) -> ShinjukuActionSpendKindEnum:
    if value in SHINJUKU_ACTION_SPEND_KIND_ENUM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SHINJUKU_ACTION_SPEND_KIND_ENUM_VALUES!r}")
