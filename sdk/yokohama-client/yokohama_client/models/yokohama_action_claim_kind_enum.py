from typing import Literal

YokohamaActionClaimKindEnum = Literal['claim']

YOKOHAMA_ACTION_CLAIM_KIND_ENUM_VALUES: set[YokohamaActionClaimKindEnum] = { 'claim',  }

def check_yokohama_action_claim_kind_enum(value: str) -> YokohamaActionClaimKindEnum:
    if value in YOKOHAMA_ACTION_CLAIM_KIND_ENUM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {YOKOHAMA_ACTION_CLAIM_KIND_ENUM_VALUES!r}")
