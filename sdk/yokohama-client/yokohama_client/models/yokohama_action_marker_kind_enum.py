from typing import Literal

YokohamaActionMarkerKindEnum = Literal['marker']

YOKOHAMA_ACTION_MARKER_KIND_ENUM_VALUES: set[YokohamaActionMarkerKindEnum] = { 'marker',  }

def check_yokohama_action_marker_kind_enum(value: str) -> YokohamaActionMarkerKindEnum:
    if value in YOKOHAMA_ACTION_MARKER_KIND_ENUM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {YOKOHAMA_ACTION_MARKER_KIND_ENUM_VALUES!r}")
