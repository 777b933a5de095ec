from typing import Literal

YokohamaAchievementDeckEnum = Literal['A', 'B', 'C']

YOKOHAMA_ACHIEVEMENT_DECK_ENUM_VALUES: set[YokohamaAchievementDeckEnum] = { 'A', 'B', 'C',  }

def check_yokohama_achievement_deck_enum(value: str) -> YokohamaAchievementDeckEnum:
    if value in YOKOHAMA_ACHIEVEMENT_DECK_ENUM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {YOKOHAMA_ACHIEVEMENT_DECK_ENUM_VALUES!r}")
