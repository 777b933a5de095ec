from typing import Literal

InvitationListStatus = Literal['accepted', 'cancelled', 'declined', 'expired', 'pending']

INVITATION_LIST_STATUS_VALUES: set[InvitationListStatus] = { 'accepted', 'cancelled', 'declined', 'expired', 'pending',  }

def check_invitation_list_status(value: str) -> InvitationListStatus:
    if value in INVITATION_LIST_STATUS_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {INVITATION_LIST_STATUS_VALUES!r}")
