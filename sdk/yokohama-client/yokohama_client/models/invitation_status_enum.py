from typing import Literal

InvitationStatusEnum = Literal['accepted', 'cancelled', 'declined', 'expired', 'pending']

INVITATION_STATUS_ENUM_VALUES: set[InvitationStatusEnum] = { 'accepted', 'cancelled', 'declined', 'expired', 'pending',  }

def check_invitation_status_enum(value: str) -> InvitationStatusEnum:
    if value in INVITATION_STATUS_ENUM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {INVITATION_STATUS_ENUM_VALUES!r}")
