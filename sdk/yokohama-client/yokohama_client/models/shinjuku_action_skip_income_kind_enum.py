from typing import Literal

ShinjukuActionSkipIncomeKindEnum = Literal['skip_income']

SHINJUKU_ACTION_SKIP_INCOME_KIND_ENUM_VALUES: set[ShinjukuActionSkipIncomeKindEnum] = { 'skip_income',  }

def check_shinjuku_action_skip_income_kind_enum(value: str) -> ShinjukuActionSkipIncomeKindEnum:
    if value in SHINJUKU_ACTION_SKIP_INCOME_KIND_ENUM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SHINJUKU_ACTION_SKIP_INCOME_KIND_ENUM_VALUES!r}")
