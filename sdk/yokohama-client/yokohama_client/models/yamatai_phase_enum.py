from typing import Literal

YamataiPhaseEnum = Literal['any_colour', 'arrange', 'dock', 'ebisu', 'end_of_turn', 'fleet', 'move_to', 'place', 'recruit', 'remove_second', 'swap_boat_with', 'swap_token_with', 'take', 'take_or_build', 'trade']

YAMATAI_PHASE_ENUM_VALUES: set[YamataiPhaseEnum] = { 'any_colour', 'arrange', 'dock', 'ebisu', 'end_of_turn', 'fleet', 'move_to', 'place', 'recruit', 'remove_second', 'swap_boat_with', 'swap_token_with', 'take', 'take_or_build', 'trade',  }

def check_yamatai_phase_enum(value: str) -> YamataiPhaseEnum:
    if value in YAMATAI_PHASE_ENUM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {YAMATAI_PHASE_ENUM_VALUES!r}")
