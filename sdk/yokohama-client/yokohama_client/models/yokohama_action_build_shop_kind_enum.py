from typing import Literal

YokohamaActionBuildShopKindEnum = Literal['build_shop']

YOKOHAMA_ACTION_BUILD_SHOP_KIND_ENUM_VALUES: set[YokohamaActionBuildShopKindEnum] = { 'build_shop',  }

def check_yokohama_action_build_shop_kind_enum(value: str) -> YokohamaActionBuildShopKindEnum:
    if value in YOKOHAMA_ACTION_BUILD_SHOP_KIND_ENUM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {YOKOHAMA_ACTION_BUILD_SHOP_KIND_ENUM_VALUES!r}")
