from typing import Literal

ShinjukuActionIncomeKindEnum = Literal['income']

SHINJUKU_ACTION_INCOME_KIND_ENUM_VALUES: set[ShinjukuActionIncomeKindEnum] = { 'income',  }

def check_shinjuku_action_income_kind_enum(value: str) -> ShinjukuActionIncomeKindEnum:
    if value in SHINJUKU_ACTION_INCOME_KIND_ENUM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SHINJUKU_ACTION_INCOME_KIND_ENUM_VALUES!r}")
