from typing import Literal

SeekListStatus = Literal['cancelled', 'expired', 'matched', 'open']

SEEK_LIST_STATUS_VALUES: set[SeekListStatus] = { 'cancelled', 'expired', 'matched', 'open',  }

def check_seek_list_status(value: str) -> SeekListStatus:
    if value in SEEK_LIST_STATUS_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SEEK_LIST_STATUS_VALUES!r}")
