from typing import Literal

YokohamaActionAgentKindEnum = Literal['agent']

YOKOHAMA_ACTION_AGENT_KIND_ENUM_VALUES: set[YokohamaActionAgentKindEnum] = { 'agent',  }

def check_yokohama_action_agent_kind_enum(value: str) -> YokohamaActionAgentKindEnum:
    if value in YOKOHAMA_ACTION_AGENT_KIND_ENUM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {YOKOHAMA_ACTION_AGENT_KIND_ENUM_VALUES!r}")
