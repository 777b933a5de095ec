from typing import Literal

YamataiTileKindEnum = Literal['palace', 'standard', 'torii']

YAMATAI_TILE_KIND_ENUM_VALUES: set[YamataiTileKindEnum] = { 'palace', 'standard', 'torii',  }

def check_yamatai_tile_kind_enum(value: str) -> YamataiTileKindEnum:
    if value in YAMATAI_TILE_KIND_ENUM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {YAMATAI_TILE_KIND_ENUM_VALUES!r}")
