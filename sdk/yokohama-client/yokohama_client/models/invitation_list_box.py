from typing import Literal

InvitationListBox = Literal['received', 'sent']

INVITATION_LIST_BOX_VALUES: set[InvitationListBox] = { 'received', 'sent',  }

def check_invitation_list_box(value: str) -> InvitationListBox:
    if value in INVITATION_LIST_BOX_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {INVITATION_LIST_BOX_VALUES!r}")
