from typing import Literal

ShinjukuKaijuBlocksEnum = Literal['move_only', 'move_open_upgrade_build']

SHINJUKU_KAIJU_BLOCKS_ENUM_VALUES: set[ShinjukuKaijuBlocksEnum] = { 'move_only', 'move_open_upgrade_build',  }

def check_shinjuku_kaiju_blocks_enum(value: str) -> ShinjukuKaijuBlocksEnum:
    if value in SHINJUKU_KAIJU_BLOCKS_ENUM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SHINJUKU_KAIJU_BLOCKS_ENUM_VALUES!r}")
