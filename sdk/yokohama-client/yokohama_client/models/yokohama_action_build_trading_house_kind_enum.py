from typing import Literal

YokohamaActionBuildTradingHouseKindEnum = Literal['build_trading_house']

YOKOHAMA_ACTION_BUILD_TRADING_HOUSE_KIND_ENUM_VALUES: set[YokohamaActionBuildTradingHouseKindEnum] = { 'build_trading_house',  }

def check_yokohama_action_build_trading_house_kind_enum(value: str) -> YokohamaActionBuildTradingHouseKindEnum:
    if value in YOKOHAMA_ACTION_BUILD_TRADING_HOUSE_KIND_ENUM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {YOKOHAMA_ACTION_BUILD_TRADING_HOUSE_KIND_ENUM_VALUES!r}")
