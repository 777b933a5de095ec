from typing import Literal

YokohamaLabFeeEnum = Literal['import', 'none', 'yen']

YOKOHAMA_LAB_FEE_ENUM_VALUES: set[YokohamaLabFeeEnum] = { 'import', 'none', 'yen',  }

def check_yokohama_lab_fee_enum(value: str) -> YokohamaLabFeeEnum:
    if value in YOKOHAMA_LAB_FEE_ENUM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {YOKOHAMA_LAB_FEE_ENUM_VALUES!r}")
