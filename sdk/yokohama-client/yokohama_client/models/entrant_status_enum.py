from typing import Literal

EntrantStatusEnum = Literal['active', 'withdrawn']

ENTRANT_STATUS_ENUM_VALUES: set[EntrantStatusEnum] = { 'active', 'withdrawn',  }

def check_entrant_status_enum(value: str) -> EntrantStatusEnum:
    if value in ENTRANT_STATUS_ENUM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ENTRANT_STATUS_ENUM_VALUES!r}")
