from typing import Literal

YokohamaActionLabPayKindEnum = Literal['lab_pay']

YOKOHAMA_ACTION_LAB_PAY_KIND_ENUM_VALUES: set[YokohamaActionLabPayKindEnum] = { 'lab_pay',  }

def check_yokohama_action_lab_pay_kind_enum(value: str) -> YokohamaActionLabPayKindEnum:
    if value in YOKOHAMA_ACTION_LAB_PAY_KIND_ENUM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {YOKOHAMA_ACTION_LAB_PAY_KIND_ENUM_VALUES!r}")
