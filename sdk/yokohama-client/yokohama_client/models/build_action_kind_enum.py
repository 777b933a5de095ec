from typing import Literal

BuildActionKindEnum = Literal['build']

BUILD_ACTION_KIND_ENUM_VALUES: set[BuildActionKindEnum] = { 'build',  }

def check_build_action_kind_enum(value: str) -> BuildActionKindEnum:
    if value in BUILD_ACTION_KIND_ENUM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {BUILD_ACTION_KIND_ENUM_VALUES!r}")
