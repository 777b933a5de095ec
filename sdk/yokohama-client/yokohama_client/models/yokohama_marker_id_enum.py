from typing import Literal

YokohamaMarkerIdEnum = Literal['ach_reward_1', 'ach_reward_2', 'ach_reward_3', 'ach_reward_4', 'ach_reward_5', 'ach_reward_6']

YOKOHAMA_MARKER_ID_ENUM_VALUES: set[YokohamaMarkerIdEnum] = { 'ach_reward_1', 'ach_reward_2', 'ach_reward_3', 'ach_reward_4', 'ach_reward_5', 'ach_reward_6',  }

def check_yokohama_marker_id_enum(value: str) -> YokohamaMarkerIdEnum:
    if value in YOKOHAMA_MARKER_ID_ENUM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {YOKOHAMA_MARKER_ID_ENUM_VALUES!r}")
