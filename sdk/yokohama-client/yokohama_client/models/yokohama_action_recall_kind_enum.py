from typing import Literal

YokohamaActionRecallKindEnum = Literal['recall']

YOKOHAMA_ACTION_RECALL_KIND_ENUM_VALUES: set[YokohamaActionRecallKindEnum] = { 'recall',  }

def check_yokohama_action_recall_kind_enum(value: str) -> YokohamaActionRecallKindEnum:
    if value in YOKOHAMA_ACTION_RECALL_KIND_ENUM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {YOKOHAMA_ACTION_RECALL_KIND_ENUM_VALUES!r}")
