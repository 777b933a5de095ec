from typing import Literal

RecordSeatHolderEnum = Literal['bot', 'human']

RECORD_SEAT_HOLDER_ENUM_VALUES: set[RecordSeatHolderEnum] = { 'bot', 'human',  }

def check_record_seat_holder_enum(value: str) -> RecordSeatHolderEnum:
    if value in RECORD_SEAT_HOLDER_ENUM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {RECORD_SEAT_HOLDER_ENUM_VALUES!r}")
