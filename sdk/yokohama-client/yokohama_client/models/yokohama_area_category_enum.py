from typing import Literal

YokohamaAreaCategoryEnum = Literal['commercial', 'none', 'production']

YOKOHAMA_AREA_CATEGORY_ENUM_VALUES: set[YokohamaAreaCategoryEnum] = { 'commercial', 'none', 'production',  }

def check_yokohama_area_category_enum(value: str) -> YokohamaAreaCategoryEnum:
    if value in YOKOHAMA_AREA_CATEGORY_ENUM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {YOKOHAMA_AREA_CATEGORY_ENUM_VALUES!r}")
