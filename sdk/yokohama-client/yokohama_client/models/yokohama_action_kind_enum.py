from typing import Literal

YokohamaActionKindEnum = Literal['agent', 'build_shop', 'build_trading_house', 'buy', 'church', 'claim', 'customs', 'extra_order', 'fulfil', 'good', 'hire', 'keep_assistant', 'keep_order', 'lab_pay', 'marker', 'move', 'order', 'pair', 'pass', 'pay', 'place', 'place_station', 'recall', 'return', 'sell', 'shift_from', 'shift_to', 'source', 'station', 'tech', 'textile', 'tram', 'university', 'via']

YOKOHAMA_ACTION_KIND_ENUM_VALUES: set[YokohamaActionKindEnum] = { 'agent', 'build_shop', 'build_trading_house', 'buy', 'church', 'claim', 'customs', 'extra_order', 'fulfil', 'good', 'hire', 'keep_assistant', 'keep_order', 'lab_pay', 'marker', 'move', 'order', 'pair', 'pass', 'pay', 'place', 'place_station', 'recall', 'return', 'sell', 'shift_from', 'shift_to', 'source', 'station', 'tech', 'textile', 'tram', 'university', 'via',  }

def check_yokohama_action_kind_enum(value: str) -> YokohamaActionKindEnum:
    if value in YOKOHAMA_ACTION_KIND_ENUM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {YOKOHAMA_ACTION_KIND_ENUM_VALUES!r}")
