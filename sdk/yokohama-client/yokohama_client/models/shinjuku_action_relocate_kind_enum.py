from typing import Literal

ShinjukuActionRelocateKindEnum = Literal['relocate']

SHINJUKU_ACTION_RELOCATE_KIND_ENUM_VALUES: set[ShinjukuActionRelocateKindEnum] = { 'relocate',  }

def check_shinjuku_action_relocate_kind_enum(value: str) -> ShinjukuActionRelocateKindEnum:
    if value in SHINJUKU_ACTION_RELOCATE_KIND_ENUM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SHINJUKU_ACTION_RELOCATE_KIND_ENUM_VALUES!r}")
