from typing import Literal

YokohamaSupplyAgentKindEnum = Literal['supply']

YOKOHAMA_SUPPLY_AGENT_KIND_ENUM_VALUES: set[YokohamaSupplyAgentKindEnum] = { 'supply',  }

def check_yokohama_supply_agent_kind_enum(value: str) -> YokohamaSupplyAgentKindEnum:
    if value in YOKOHAMA_SUPPLY_AGENT_KIND_ENUM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {YOKOHAMA_SUPPLY_AGENT_KIND_ENUM_VALUES!r}")
