from typing import Literal

ShinjukuActionShopKindEnum = Literal['shop']

SHINJUKU_ACTION_SHOP_KIND_ENUM_VALUES: set[ShinjukuActionShopKindEnum] = { 'shop',  }

def check_shinjuku_action_shop_kind_enum(value: str) -> ShinjukuActionShopKindEnum:
    if value in SHINJUKU_ACTION_SHOP_KIND_ENUM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SHINJUKU_ACTION_SHOP_KIND_ENUM_VALUES!r}")
