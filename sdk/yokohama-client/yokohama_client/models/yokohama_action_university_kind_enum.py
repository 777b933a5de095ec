from typing import Literal

YokohamaActionUniversityKindEnum = Literal['university']

YOKOHAMA_ACTION_UNIVERSITY_KIND_ENUM_VALUES: set[YokohamaActionUniversityKindEnum] = { 'university',  }

def check_yokohama_action_university_kind_enum(value: str) -> YokohamaActionUniversityKindEnum:
    if value in YOKOHAMA_ACTION_UNIVERSITY_KIND_ENUM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {YOKOHAMA_ACTION_UNIVERSITY_KIND_ENUM_VALUES!r}")
