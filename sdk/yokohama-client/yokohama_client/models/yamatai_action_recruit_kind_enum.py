from typing import Literal

YamataiActionRecruitKindEnum = Literal['recruit']

YAMATAI_ACTION_RECRUIT_KIND_ENUM_VALUES: set[YamataiActionRecruitKindEnum] = { 'recruit',  }

def check_yamatai_action_recruit_kind_enum(value: str) -> YamataiActionRecruitKindEnum:
    if value in YAMATAI_ACTION_RECRUIT_KIND_ENUM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {YAMATAI_ACTION_RECRUIT_KIND_ENUM_VALUES!r}")
