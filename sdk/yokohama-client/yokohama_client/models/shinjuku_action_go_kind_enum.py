from typing import Literal

ShinjukuActionGoKindEnum = Literal['go']

SHINJUKU_ACTION_GO_KIND_ENUM_VALUES: set[ShinjukuActionGoKindEnum] = { 'go',  }

def check_shinjuku_action_go_kind_enum(value: str) -> ShinjukuActionGoKindEnum:
    if value in SHINJUKU_ACTION_GO_KIND_ENUM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SHINJUKU_ACTION_GO_KIND_ENUM_VALUES!r}")
