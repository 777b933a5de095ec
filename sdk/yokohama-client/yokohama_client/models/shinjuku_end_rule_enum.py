from typing import Literal

ShinjukuEndRuleEnum = Literal['complete_round', 'literal_de']

SHINJUKU_END_RULE_ENUM_VALUES: set[ShinjukuEndRuleEnum] = { 'complete_round', 'literal_de',  }

def check_shinjuku_end_rule_enum(value: str) -> ShinjukuEndRuleEnum:
    if value in SHINJUKU_END_RULE_ENUM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SHINJUKU_END_RULE_ENUM_VALUES!r}")
