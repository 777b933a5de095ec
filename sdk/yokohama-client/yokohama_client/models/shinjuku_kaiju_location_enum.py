from typing import Literal

ShinjukuKaijuLocationEnum = Literal['adachi', 'arakawa', 'bunkyo', 'chiyoda', 'chuo', 'edogawa', 'itabashi', 'katsushika', 'kita', 'koto', 'meguro', 'minato', 'nakano', 'nerima', 'ota', 'setagaya', 'shibuya', 'shinagawa', 'shinjuku', 'suginami', 'sumida', 'taito', 'tokyo_bay', 'toshima']

SHINJUKU_KAIJU_LOCATION_ENUM_VALUES: set[ShinjukuKaijuLocationEnum] = { 'adachi', 'arakawa', 'bunkyo', 'chiyoda', 'chuo', 'edogawa', 'itabashi', 'katsushika', 'kita', 'koto', 'meguro', 'minato', 'nakano', 'nerima', 'ota', 'setagaya', 'shibuya', 'shinagawa', 'shinjuku', 'suginami', 'sumida', 'taito', 'tokyo_bay', 'toshima',  }

def check_shinjuku_kaiju_location_enum(value: str) -> ShinjukuKaijuLocationEnum:
    if value in SHINJUKU_KAIJU_LOCATION_ENUM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SHINJUKU_KAIJU_LOCATION_ENUM_VALUES!r}")
