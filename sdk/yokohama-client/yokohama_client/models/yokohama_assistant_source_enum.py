from typing import Literal

YokohamaAssistantSourceEnum = Literal['area', 'hand']

YOKOHAMA_ASSISTANT_SOURCE_ENUM_VALUES: set[YokohamaAssistantSourceEnum] = { 'area', 'hand',  }

def check_yokohama_assistant_source_enum(value: str) -> YokohamaAssistantSourceEnum:
    if value in YOKOHAMA_ASSISTANT_SOURCE_ENUM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {YOKOHAMA_ASSISTANT_SOURCE_ENUM_VALUES!r}")
