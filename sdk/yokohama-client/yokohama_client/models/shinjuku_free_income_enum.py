from typing import Literal

ShinjukuFreeIncomeEnum = Literal['auto', 'prompt']

SHINJUKU_FREE_INCOME_ENUM_VALUES: set[ShinjukuFreeIncomeEnum] = { 'auto', 'prompt',  }

def check_shinjuku_free_income_enum(value: str) -> ShinjukuFreeIncomeEnum:
    if value in SHINJUKU_FREE_INCOME_ENUM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SHINJUKU_FREE_INCOME_ENUM_VALUES!r}")
