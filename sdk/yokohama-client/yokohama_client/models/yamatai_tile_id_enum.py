from typing import Literal

YamataiTileIdEnum = Literal['b01', 'b02', 'b03', 'b04', 'b05', 'b06', 'b07', 'b08', 'b09', 'b10', 'b11', 'b12', 'b13', 'b14', 'b15', 'b16', 'b17', 'b18', 'b19', 'b20', 'b21', 'p01', 'p02', 'p03', 'p04', 't01', 't02', 't03']

YAMATAI_TILE_ID_ENUM_VALUES: set[YamataiTileIdEnum] = { 'b01', 'b02', 'b03', 'b04', 'b05', 'b06', 'b07', 'b08', 'b09', 'b10', 'b11', 'b12', 'b13', 'b14', 'b15', 'b16', 'b17', 'b18', 'b19', 'b20', 'b21', 'p01', 'p02', 'p03', 'p04', 't01', 't02', 't03',  }

def check_yamatai_tile_id_enum(value: str) -> YamataiTileIdEnum:
    if value in YAMATAI_TILE_ID_ENUM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {YAMATAI_TILE_ID_ENUM_VALUES!r}")
