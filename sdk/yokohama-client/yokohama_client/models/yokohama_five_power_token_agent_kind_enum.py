from typing import Literal

YokohamaFivePowerTokenAgentKindEnum = Literal['five_power_token']

YOKOHAMA_FIVE_POWER_TOKEN_AGENT_KIND_ENUM_VALUES: set[YokohamaFivePowerTokenAgentKindEnum] = { 'five_power_token',  }

def check_yokohama_five_power_token_agent_kind_enum(value: str) -> YokohamaFivePowerTokenAgentKindEnum:
    if value in YOKOHAMA_FIVE_POWER_TOKEN_AGENT_KIND_ENUM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {YOKOHAMA_FIVE_POWER_TOKEN_AGENT_KIND_ENUM_VALUES!r}")
