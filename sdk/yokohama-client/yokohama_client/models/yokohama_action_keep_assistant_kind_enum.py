from typing import Literal

YokohamaActionKeepAssistantKindEnum = Literal['keep_assistant']

YOKOHAMA_ACTION_KEEP_ASSISTANT_KIND_ENUM_VALUES: set[YokohamaActionKeepAssistantKindEnum] = { 'keep_assistant',  }

def check_yokohama_action_keep_assistant_kind_enum(value: str) -> YokohamaActionKeepAssistantKindEnum:
    if value in YOKOHAMA_ACTION_KEEP_ASSISTANT_KIND_ENUM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {YOKOHAMA_ACTION_KEEP_ASSISTANT_KIND_ENUM_VALUES!r}")
