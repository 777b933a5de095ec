from typing import Literal

BotKindEnum = Literal['greedy', 'random']

BOT_KIND_ENUM_VALUES: set[BotKindEnum] = { 'greedy', 'random',  }

def check_bot_kind_enum(value: str) -> BotKindEnum:
    if value in BOT_KIND_ENUM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {BOT_KIND_ENUM_VALUES!r}")
