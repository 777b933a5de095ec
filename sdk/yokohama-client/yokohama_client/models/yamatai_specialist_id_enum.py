from typing import Literal

YamataiSpecialistIdEnum = Literal['amaterasu', 'ananda', 'awashima', 'ebisu', 'fu_hsi', 'hetsuka', 'izanagi', 'izanami', 'kachiko', 'kagutsuchi', 'michimata', 'nakatsu', 'raijin', 'riu', 'susanoo', 'tomoe', 'toyo_tama', 'yasoma']

YAMATAI_SPECIALIST_ID_ENUM_VALUES: set[YamataiSpecialistIdEnum] = { 'amaterasu', 'ananda', 'awashima', 'ebisu', 'fu_hsi', 'hetsuka', 'izanagi', 'izanami', 'kachiko', 'kagutsuchi', 'michimata', 'nakatsu', 'raijin', 'riu', 'susanoo', 'tomoe', 'toyo_tama', 'yasoma',  }

def check_yamatai_specialist_id_enum(value: str) -> YamataiSpecialistIdEnum:
    if value in YAMATAI_SPECIALIST_ID_ENUM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {YAMATAI_SPECIALIST_ID_ENUM_VALUES!r}")
