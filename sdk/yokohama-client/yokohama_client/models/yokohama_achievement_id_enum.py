from typing import Literal

YokohamaAchievementIdEnum = Literal['build_2p_3c', 'build_3p_2c', 'build_4_commercial', 'build_4_production', 'fulfilled_orders_5', 'own_agents_and_5power_5', 'own_copper_5', 'own_fish_7', 'own_silk_6', 'own_tea_7', 'own_tech_4', 'own_yen_10']

YOKOHAMA_ACHIEVEMENT_ID_ENUM_VALUES: set[YokohamaAchievementIdEnum] = { 'build_2p_3c', 'build_3p_2c', 'build_4_commercial', 'build_4_production', 'fulfilled_orders_5', 'own_agents_and_5power_5', 'own_copper_5', 'own_fish_7', 'own_silk_6', 'own_tea_7', 'own_tech_4', 'own_yen_10',  }

def check_yokohama_achievement_id_enum(value: str) -> YokohamaAchievementIdEnum:
    if value in YOKOHAMA_ACHIEVEMENT_ID_ENUM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {YOKOHAMA_ACHIEVEMENT_ID_ENUM_VALUES!r}")
