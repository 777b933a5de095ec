from typing import Literal

ShinjukuStationEnum = Literal['akihabara', 'aoto', 'daiba', 'ebisu', 'eifukucho', 'futako_tamagawa', 'hatchobori', 'hirai', 'iidabashi', 'ikebukuro', 'jiyugaoka', 'kachidoki', 'kasai_rinkai_koen', 'kinshicho', 'kita_senju', 'koenji', 'komagome', 'meguro', 'meidai_mae', 'monzen_nakacho', 'naka_meguro', 'nakano', 'nerima', 'nishi_nippori', 'oimachi', 'oji', 'omori', 'oshiage', 'oyama', 'roppongi', 'sangenjaya', 'shibuya', 'shimbashi', 'shin_kiba', 'shin_koiwa', 'shinagawa', 'shinjuku', 'takadanobaba', 'tamagawa', 'todai_mae', 'tokyo', 'ueno', 'yotsuya', 'yoyogi']

SHINJUKU_STATION_ENUM_VALUES: set[ShinjukuStationEnum] = { 'akihabara', 'aoto', 'daiba', 'ebisu', 'eifukucho', 'futako_tamagawa', 'hatchobori', 'hirai', 'iidabashi', 'ikebukuro', 'jiyugaoka', 'kachidoki', 'kasai_rinkai_koen', 'kinshicho', 'kita_senju', 'koenji', 'komagome', 'meguro', 'meidai_mae', 'monzen_nakacho', 'naka_meguro', 'nakano', 'nerima', 'nishi_nippori', 'oimachi', 'oji', 'omori', 'oshiage', 'oyama', 'roppongi', 'sangenjaya', 'shibuya', 'shimbashi', 'shin_kiba', 'shin_koiwa', 'shinagawa', 'shinjuku', 'takadanobaba', 'tamagawa', 'todai_mae', 'tokyo', 'ueno', 'yotsuya', 'yoyogi',  }

def check_shinjuku_station_enum(value: str) -> ShinjukuStationEnum:
    if value in SHINJUKU_STATION_ENUM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SHINJUKU_STATION_ENUM_VALUES!r}")
