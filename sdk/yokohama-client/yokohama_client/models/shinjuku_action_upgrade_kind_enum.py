from typing import Literal

ShinjukuActionUpgradeKindEnum = Literal['upgrade']

SHINJUKU_ACTION_UPGRADE_KIND_ENUM_VALUES: set[ShinjukuActionUpgradeKindEnum] = { 'upgrade',  }

def check_shinjuku_action_upgrade_kind_enum(value: str) -> ShinjukuActionUpgradeKindEnum:
    if value in SHINJUKU_ACTION_UPGRADE_KIND_ENUM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SHINJUKU_ACTION_UPGRADE_KIND_ENUM_VALUES!r}")
