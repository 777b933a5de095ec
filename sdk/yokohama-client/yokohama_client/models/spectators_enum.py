from typing import Literal

SpectatorsEnum = Literal['everyone', 'players']

SPECTATORS_ENUM_VALUES: set[SpectatorsEnum] = { 'everyone', 'players',  }

def check_spectators_enum(value: str) -> SpectatorsEnum:
    if value in SPECTATORS_ENUM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SPECTATORS_ENUM_VALUES!r}")
