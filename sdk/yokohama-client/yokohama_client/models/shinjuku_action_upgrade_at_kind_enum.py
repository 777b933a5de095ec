from typing import Literal

ShinjukuActionUpgradeAtKindEnum = Literal['upgrade_at']

SHINJUKU_ACTION_UPGRADE_AT_KIND_ENUM_VALUES: set[ShinjukuActionUpgradeAtKindEnum] = { 'upgrade_at',  }

def check_shinjuku_action_upgrade_at_kind_enum(value: str) -> ShinjukuActionUpgradeAtKindEnum:
    if value in SHINJUKU_ACTION_UPGRADE_AT_KIND_ENUM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SHINJUKU_ACTION_UPGRADE_AT_KIND_ENUM_VALUES!r}")
