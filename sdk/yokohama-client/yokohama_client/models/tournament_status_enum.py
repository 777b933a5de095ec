from typing import Literal

TournamentStatusEnum = Literal['finished', 'registration', 'running']

TOURNAMENT_STATUS_ENUM_VALUES: set[TournamentStatusEnum] = { 'finished', 'registration', 'running',  }

def check_tournament_status_enum(value: str) -> TournamentStatusEnum:
    if value in TOURNAMENT_STATUS_ENUM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {TOURNAMENT_STATUS_ENUM_VALUES!r}")
