from typing import Literal

YokohamaWarehousePieceEnum = Literal['assistant', 'shop', 'trading_house']

YOKOHAMA_WAREHOUSE_PIECE_ENUM_VALUES: set[YokohamaWarehousePieceEnum] = { 'assistant', 'shop', 'trading_house',  }

def check_yokohama_warehouse_piece_enum(value: str) -> YokohamaWarehousePieceEnum:
    if value in YOKOHAMA_WAREHOUSE_PIECE_ENUM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {YOKOHAMA_WAREHOUSE_PIECE_ENUM_VALUES!r}")
