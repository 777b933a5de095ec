from typing import Literal

ShinjukuWardEnum = Literal['adachi', 'arakawa', 'bunkyo', 'chiyoda', 'chuo', 'edogawa', 'itabashi', 'katsushika', 'kita', 'koto', 'meguro', 'minato', 'nakano', 'nerima', 'ota', 'setagaya', 'shibuya', 'shinagawa', 'shinjuku', 'suginami', 'sumida', 'taito', 'toshima']

SHINJUKU_WARD_ENUM_VALUES: set[ShinjukuWardEnum] = { 'adachi', 'arakawa', 'bunkyo', 'chiyoda', 'chuo', 'edogawa', 'itabashi', 'katsushika', 'kita', 'koto', 'meguro', 'minato', 'nakano', 'nerima', 'ota', 'setagaya', 'shibuya', 'shinagawa', 'shinjuku', 'suginami', 'sumida', 'taito', 'toshima',  }

def check_shinjuku_ward_enum(value: str) -> ShinjukuWardEnum:
    if value in SHINJUKU_WARD_ENUM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SHINJUKU_WARD_ENUM_VALUES!r}")
