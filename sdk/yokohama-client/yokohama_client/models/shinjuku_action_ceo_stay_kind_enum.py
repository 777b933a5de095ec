from typing import Literal

ShinjukuActionCeoStayKindEnum = Literal['ceo_stay']

SHINJUKU_ACTION_CEO_STAY_KIND_ENUM_VALUES: set[ShinjukuActionCeoStayKindEnum] = { 'ceo_stay',  }

def check_shinjuku_action_ceo_stay_kind_enum(value: str) -> ShinjukuActionCeoStayKindEnum:
    if value in SHINJUKU_ACTION_CEO_STAY_KIND_ENUM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SHINJUKU_ACTION_CEO_STAY_KIND_ENUM_VALUES!r}")
