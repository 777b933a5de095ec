from typing import Literal

ShinjukuUpgradeCustomerRemovedFromEnum = Literal['bag_empty', 'queue_empty']

SHINJUKU_UPGRADE_CUSTOMER_REMOVED_FROM_ENUM_VALUES: set[ShinjukuUpgradeCustomerRemovedFromEnum] = { 'bag_empty', 'queue_empty',  }

def check_shinjuku_upgrade_customer_removed_from_enum(value: str) -> ShinjukuUpgradeCustomerRemovedFromEnum:
    if value in SHINJUKU_UPGRADE_CUSTOMER_REMOVED_FROM_ENUM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SHINJUKU_UPGRADE_CUSTOMER_REMOVED_FROM_ENUM_VALUES!r}")
