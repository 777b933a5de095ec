from typing import Literal

ShinjukuPhaseEnum = Literal['action', 'build', 'build_second', 'ceo', 'drop', 'evict', 'flee', 'free_income', 'joker', 'kaiju', 'move_start', 'move_step', 'move_ward', 'open_at', 'open_what', 'over', 'pay', 'spend', 'upgrade_at']

SHINJUKU_PHASE_ENUM_VALUES: set[ShinjukuPhaseEnum] = { 'action', 'build', 'build_second', 'ceo', 'drop', 'evict', 'flee', 'free_income', 'joker', 'kaiju', 'move_start', 'move_step', 'move_ward', 'open_at', 'open_what', 'over', 'pay', 'spend', 'upgrade_at',  }

def check_shinjuku_phase_enum(value: str) -> ShinjukuPhaseEnum:
    if value in SHINJUKU_PHASE_ENUM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SHINJUKU_PHASE_ENUM_VALUES!r}")
