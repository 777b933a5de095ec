from typing import Literal

YokohamaFivePowerTokenEnum = Literal['power5_01', 'power5_02', 'power5_03', 'power5_04', 'power5_05', 'power5_06', 'power5_07', 'power5_08', 'power5_09', 'power5_10', 'power5_11', 'power5_12', 'power5_13', 'power5_14', 'power5_15', 'power5_16', 'power5_17', 'power5_18', 'power5_19', 'power5_20', 'power5_agent_de', 'power5_agent_fr', 'power5_agent_gb', 'power5_agent_nl', 'power5_agent_us']

YOKOHAMA_FIVE_POWER_TOKEN_ENUM_VALUES: set[YokohamaFivePowerTokenEnum] = { 'power5_01', 'power5_02', 'power5_03', 'power5_04', 'power5_05', 'power5_06', 'power5_07', 'power5_08', 'power5_09', 'power5_10', 'power5_11', 'power5_12', 'power5_13', 'power5_14', 'power5_15', 'power5_16', 'power5_17', 'power5_18', 'power5_19', 'power5_20', 'power5_agent_de', 'power5_agent_fr', 'power5_agent_gb', 'power5_agent_nl', 'power5_agent_us',  }

def check_yokohama_five_power_token_enum(value: str) -> YokohamaFivePowerTokenEnum:
    if value in YOKOHAMA_FIVE_POWER_TOKEN_ENUM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {YOKOHAMA_FIVE_POWER_TOKEN_ENUM_VALUES!r}")
