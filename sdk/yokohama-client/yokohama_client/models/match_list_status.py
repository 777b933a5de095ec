from typing import Literal

MatchListStatus = Literal['aborted', 'active', 'finished', 'waiting']

MATCH_LIST_STATUS_VALUES: set[MatchListStatus] = { 'aborted', 'active', 'finished', 'waiting',  }

def check_match_list_status(value: str) -> MatchListStatus:
    if value in MATCH_LIST_STATUS_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {MATCH_LIST_STATUS_VALUES!r}")
