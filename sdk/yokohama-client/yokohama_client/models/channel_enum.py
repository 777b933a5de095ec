from typing import Literal

ChannelEnum = Literal['players', 'spectators']

CHANNEL_ENUM_VALUES: set[ChannelEnum] = { 'players', 'spectators',  }

def check_channel_enum(value: str) -> ChannelEnum:
    if value in CHANNEL_ENUM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CHANNEL_ENUM_VALUES!r}")
