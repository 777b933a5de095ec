from typing import Literal

YamataiActionSwapTokenKindEnum = Literal['swap_token']

YAMATAI_ACTION_SWAP_TOKEN_KIND_ENUM_VALUES: set[YamataiActionSwapTokenKindEnum] = { 'swap_token',  }

def check_yamatai_action_swap_token_kind_enum(value: str) -> YamataiActionSwapTokenKindEnum:
    if value in YAMATAI_ACTION_SWAP_TOKEN_KIND_ENUM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {YAMATAI_ACTION_SWAP_TOKEN_KIND_ENUM_VALUES!r}")
