from typing import Literal

YokohamaMarkerAgentKindEnum = Literal['achievement_marker']

YOKOHAMA_MARKER_AGENT_KIND_ENUM_VALUES: set[YokohamaMarkerAgentKindEnum] = { 'achievement_marker',  }

def check_yokohama_marker_agent_kind_enum(value: str) -> YokohamaMarkerAgentKindEnum:
    if value in YOKOHAMA_MARKER_AGENT_KIND_ENUM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {YOKOHAMA_MARKER_AGENT_KIND_ENUM_VALUES!r}")
