from typing import Literal

YokohamaSiteIdEnum = Literal['site_01', 'site_02', 'site_03', 'site_04', 'site_05', 'site_06', 'site_07', 'site_08', 'site_09', 'site_10', 'site_11', 'site_12', 'site_13', 'site_14', 'site_15', 'site_16', 'site_17', 'site_18', 'site_19', 'site_20', 'site_21', 'site_22', 'site_23', 'site_24']

YOKOHAMA_SITE_ID_ENUM_VALUES: set[YokohamaSiteIdEnum] = { 'site_01', 'site_02', 'site_03', 'site_04', 'site_05', 'site_06', 'site_07', 'site_08', 'site_09', 'site_10', 'site_11', 'site_12', 'site_13', 'site_14', 'site_15', 'site_16', 'site_17', 'site_18', 'site_19', 'site_20', 'site_21', 'site_22', 'site_23', 'site_24',  }

def check_yokohama_site_id_enum(value: str) -> YokohamaSiteIdEnum:
    if value in YOKOHAMA_SITE_ID_ENUM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {YOKOHAMA_SITE_ID_ENUM_VALUES!r}")
