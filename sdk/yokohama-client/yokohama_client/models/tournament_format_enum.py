from typing import Literal

TournamentFormatEnum = Literal['round_robin', 'swiss']

TOURNAMENT_FORMAT_ENUM_VALUES: set[TournamentFormatEnum] = { 'round_robin', 'swiss',  }

def check_tournament_format_enum(value: str) -> TournamentFormatEnum:
    if value in TOURNAMENT_FORMAT_ENUM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {TOURNAMENT_FORMAT_ENUM_VALUES!r}")
