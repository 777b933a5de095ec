from typing import Literal

UserEventKindEnum = Literal['analysis_progress', 'invitation_accepted', 'invitation_cancelled', 'invitation_declined', 'invitation_expired', 'invited', 'match_finished', 'match_started', 'seek_expired', 'seek_matched', 'tournament_round_started', 'your_turn']

USER_EVENT_KIND_ENUM_VALUES: set[UserEventKindEnum] = { 'analysis_progress', 'invitation_accepted', 'invitation_cancelled', 'invitation_declined', 'invitation_expired', 'invited', 'match_finished', 'match_started', 'seek_expired', 'seek_matched', 'tournament_round_started', 'your_turn',  }

def check_user_event_kind_enum(value: str) -> UserEventKindEnum:
    if value in USER_EVENT_KIND_ENUM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {USER_EVENT_KIND_ENUM_VALUES!r}")
