from typing import Literal

YamataiActionSwapTokenWithKindEnum = Literal['swap_token_with']

YAMATAI_ACTION_SWAP_TOKEN_WITH_KIND_ENUM_VALUES: set[YamataiActionSwapTokenWithKindEnum] = { 'swap_token_with',  }

def check_yamatai_action_swap_token_with_kind_enum(value: str) -> YamataiActionSwapTokenWithKindEnum:
    if value in YAMATAI_ACTION_SWAP_TOKEN_WITH_KIND_ENUM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {YAMATAI_ACTION_SWAP_TOKEN_WITH_KIND_ENUM_VALUES!r}")
