from typing import Literal

RoundStatusEnum = Literal['finished', 'running']

ROUND_STATUS_ENUM_VALUES: set[RoundStatusEnum] = { 'finished', 'running',  }

def check_round_status_enum(value: str) -> RoundStatusEnum:
    if value in ROUND_STATUS_ENUM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ROUND_STATUS_ENUM_VALUES!r}")
