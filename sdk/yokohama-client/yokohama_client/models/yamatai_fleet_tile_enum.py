from typing import Literal

YamataiFleetTileEnum = Literal[1, 2, 3, 4, 5, 6, 7, 8, 9, 10]

YAMATAI_FLEET_TILE_ENUM_VALUES: set[YamataiFleetTileEnum] = { 1, 2, 3, 4, 5, 6, 7, 8, 9, 10,  }

def check_yamatai_fleet_tile_enum(value: int) -> YamataiFleetTileEnum:
    if value in YAMATAI_FLEET_TILE_ENUM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {YAMATAI_FLEET_TILE_ENUM_VALUES!r}")
