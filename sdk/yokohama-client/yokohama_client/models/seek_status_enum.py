from typing import Literal

SeekStatusEnum = Literal['cancelled', 'expired', 'matched', 'open']

SEEK_STATUS_ENUM_VALUES: set[SeekStatusEnum] = { 'cancelled', 'expired', 'matched', 'open',  }

def check_seek_status_enum(value: str) -> SeekStatusEnum:
    if value in SEEK_STATUS_ENUM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SEEK_STATUS_ENUM_VALUES!r}")
