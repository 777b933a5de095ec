from typing import Literal

YokohamaDecisionKindEnum = Literal['achievement_marker', 'additional_actions', 'assistant_source', 'build', 'chinatown', 'church_payment', 'church_space', 'customs_space', 'goods_choice', 'keep_order', 'lab_card', 'lab_payment', 'movement', 'movement_reward', 'movement_reward_target', 'moving', 'place_spread', 'placement', 'port_extra_order', 'port_order', 'recall', 'station_token', 'telegraph', 'telephone', 'warehouse_pick']

YOKOHAMA_DECISION_KIND_ENUM_VALUES: set[YokohamaDecisionKindEnum] = { 'achievement_marker', 'additional_actions', 'assistant_source', 'build', 'chinatown', 'church_payment', 'church_space', 'customs_space', 'goods_choice', 'keep_order', 'lab_card', 'lab_payment', 'movement', 'movement_reward', 'movement_reward_target', 'moving', 'place_spread', 'placement', 'port_extra_order', 'port_order', 'recall', 'station_token', 'telegraph', 'telephone', 'warehouse_pick',  }

def check_yokohama_decision_kind_enum(value: str) -> YokohamaDecisionKindEnum:
    if value in YOKOHAMA_DECISION_KIND_ENUM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {YOKOHAMA_DECISION_KIND_ENUM_VALUES!r}")
