from typing import Literal

MatchCreateInputGameEnum = Literal['shinjuku', 'yamatai', 'yokohama']

MATCH_CREATE_INPUT_GAME_ENUM_VALUES: set[MatchCreateInputGameEnum] = { 'shinjuku', 'yamatai', 'yokohama',  }

def check_match_create_input_game_enum(value: str) -> MatchCreateInputGameEnum:
    if value in MATCH_CREATE_INPUT_GAME_ENUM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {MATCH_CREATE_INPUT_GAME_ENUM_VALUES!r}")
