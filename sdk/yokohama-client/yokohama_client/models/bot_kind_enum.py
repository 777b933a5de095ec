from typing import Literal

BotKindEnum = Literal['greedy', 'mcts-1', 'mcts-2', 'mcts-3', 'random']

BOT_KIND_ENUM_VALUES: set[BotKindEnum] = { 'greedy', 'mcts-1', 'mcts-2', 'mcts-3', 'random',  }

def check_bot_kind_enum(value: str) -> BotKindEnum:
    if value in BOT_KIND_ENUM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {BOT_KIND_ENUM_VALUES!r}")
