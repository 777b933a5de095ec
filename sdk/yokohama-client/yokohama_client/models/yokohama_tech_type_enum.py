from typing import Literal

YokohamaTechTypeEnum = Literal['ball', 'brickworks', 'electric_light', 'exhibition', 'gas_lamp', 'language_school', 'mining_technology', 'newspaper', 'patent_system', 'postal_service', 'printing', 'railway_station', 'stagecoach', 'stock_exchange', 'telegraph', 'telephone', 'textile_factory', 'tram', 'university', 'winery']

YOKOHAMA_TECH_TYPE_ENUM_VALUES: set[YokohamaTechTypeEnum] = { 'ball', 'brickworks', 'electric_light', 'exhibition', 'gas_lamp', 'language_school', 'mining_technology', 'newspaper', 'patent_system', 'postal_service', 'printing', 'railway_station', 'stagecoach', 'stock_exchange', 'telegraph', 'telephone', 'textile_factory', 'tram', 'university', 'winery',  }

def check_yokohama_tech_type_enum(value: str) -> YokohamaTechTypeEnum:
    if value in YOKOHAMA_TECH_TYPE_ENUM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {YOKOHAMA_TECH_TYPE_ENUM_VALUES!r}")
