from typing import Literal

SeatHolderEnum = Literal['bot', 'human', 'invited', 'open']

SEAT_HOLDER_ENUM_VALUES: set[SeatHolderEnum] = { 'bot', 'human', 'invited', 'open',  }

def check_seat_holder_enum(value: str) -> SeatHolderEnum:
    if value in SEAT_HOLDER_ENUM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SEAT_HOLDER_ENUM_VALUES!r}")
