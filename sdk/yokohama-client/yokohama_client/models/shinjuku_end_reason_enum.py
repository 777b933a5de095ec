from typing import Literal

ShinjukuEndReasonEnum = Literal['last_customer_placed', 'turn_limit']

SHINJUKU_END_REASON_ENUM_VALUES: set[ShinjukuEndReasonEnum] = { 'last_customer_placed', 'turn_limit',  }

def check_shinjuku_end_reason_enum(value: str) -> ShinjukuEndReasonEnum:
    if value in SHINJUKU_END_REASON_ENUM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SHINJUKU_END_REASON_ENUM_VALUES!r}")
