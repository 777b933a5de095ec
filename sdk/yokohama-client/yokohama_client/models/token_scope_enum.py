from typing import Literal

TokenScopeEnum = Literal['organise', 'play', 'read']

TOKEN_SCOPE_ENUM_VALUES: set[TokenScopeEnum] = { 'organise', 'play', 'read',  }

def check_token_scope_enum(value: str) -> TokenScopeEnum:
    if value in TOKEN_SCOPE_ENUM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {TOKEN_SCOPE_ENUM_VALUES!r}")
