from typing import Literal

ChatListChannel = Literal['players', 'spectators']

CHAT_LIST_CHANNEL_VALUES: set[ChatListChannel] = { 'players', 'spectators',  }

def check_chat_list_channel(value: str) -> ChatListChannel:
    if value in CHAT_LIST_CHANNEL_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CHAT_LIST_CHANNEL_VALUES!r}")
