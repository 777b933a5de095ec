from typing import Literal

YokohamaOccupantType1 = Literal['neutral']

YOKOHAMA_OCCUPANT_TYPE_1_VALUES: set[YokohamaOccupantType1] = { 'neutral',  }

def check_yokohama_occupant_type_1(value: str) -> YokohamaOccupantType1:
    if value in YOKOHAMA_OCCUPANT_TYPE_1_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {YOKOHAMA_OCCUPANT_TYPE_1_VALUES!r}")
