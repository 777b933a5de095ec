from typing import Literal

ShinjukuActionFreeIncomeKindEnum = Literal['free_income']

SHINJUKU_ACTION_FREE_INCOME_KIND_ENUM_VALUES: set[ShinjukuActionFreeIncomeKindEnum] = { 'free_income',  }

def check_shinjuku_action_free_income_kind_enum(value: str) -> ShinjukuActionFreeIncomeKindEnum:
    if value in SHINJUKU_ACTION_FREE_INCOME_KIND_ENUM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SHINJUKU_ACTION_FREE_INCOME_KIND_ENUM_VALUES!r}")
