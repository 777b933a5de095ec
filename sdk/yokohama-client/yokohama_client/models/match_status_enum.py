from typing import Literal

MatchStatusEnum = Literal['aborted', 'active', 'finished', 'waiting']

MATCH_STATUS_ENUM_VALUES: set[MatchStatusEnum] = { 'aborted', 'active', 'finished', 'waiting',  }

def check_match_status_enum(value: str) -> MatchStatusEnum:
    if value in MATCH_STATUS_ENUM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {MATCH_STATUS_ENUM_VALUES!r}")
