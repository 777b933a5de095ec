from typing import Literal

ShinjukuUpgradeCustomerAfterLastStarEnum = Literal['queue', 'remove']

SHINJUKU_UPGRADE_CUSTOMER_AFTER_LAST_STAR_ENUM_VALUES: set[ShinjukuUpgradeCustomerAfterLastStarEnum] = { 'queue', 'remove',  }

def check_shinjuku_upgrade_customer_after_last_star_enum(value: str) -> ShinjukuUpgradeCustomerAfterLastStarEnum:
    if value in SHINJUKU_UPGRADE_CUSTOMER_AFTER_LAST_STAR_ENUM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SHINJUKU_UPGRADE_CUSTOMER_AFTER_LAST_STAR_ENUM_VALUES!r}")
