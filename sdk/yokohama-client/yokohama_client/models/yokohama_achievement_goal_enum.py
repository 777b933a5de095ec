from typing import Literal

YokohamaAchievementGoalEnum = Literal['areas_with_own_building', 'fulfilled_orders', 'own_foreign_agents_plus_5power_tokens', 'own_goods', 'own_technologies', 'own_yen']

YOKOHAMA_ACHIEVEMENT_GOAL_ENUM_VALUES: set[YokohamaAchievementGoalEnum] = { 'areas_with_own_building', 'fulfilled_orders', 'own_foreign_agents_plus_5power_tokens', 'own_goods', 'own_technologies', 'own_yen',  }

def check_yokohama_achievement_goal_enum(value: str) -> YokohamaAchievementGoalEnum:
    if value in YOKOHAMA_ACHIEVEMENT_GOAL_ENUM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {YOKOHAMA_ACHIEVEMENT_GOAL_ENUM_VALUES!r}")
