from typing import Literal

YokohamaTechCardEnum = Literal['ball_1', 'ball_2', 'brickworks_1', 'brickworks_2', 'electric_light_1', 'electric_light_2', 'exhibition_1', 'exhibition_2', 'gas_lamp_1', 'gas_lamp_2', 'language_school_1', 'language_school_2', 'mining_technology_1', 'mining_technology_2', 'newspaper_1', 'patent_system_1', 'patent_system_2', 'postal_service_1', 'printing_1', 'printing_2', 'railway_station_1', 'stagecoach_1', 'stock_exchange_1', 'telegraph_1', 'telephone_1', 'textile_factory_1', 'tram_1', 'university_1', 'winery_1', 'winery_2']

YOKOHAMA_TECH_CARD_ENUM_VALUES: set[YokohamaTechCardEnum] = { 'ball_1', 'ball_2', 'brickworks_1', 'brickworks_2', 'electric_light_1', 'electric_light_2', 'exhibition_1', 'exhibition_2', 'gas_lamp_1', 'gas_lamp_2', 'language_school_1', 'language_school_2', 'mining_technology_1', 'mining_technology_2', 'newspaper_1', 'patent_system_1', 'patent_system_2', 'postal_service_1', 'printing_1', 'printing_2', 'railway_station_1', 'stagecoach_1', 'stock_exchange_1', 'telegraph_1', 'telephone_1', 'textile_factory_1', 'tram_1', 'university_1', 'winery_1', 'winery_2',  }

def check_yokohama_tech_card_enum(value: str) -> YokohamaTechCardEnum:
    if value in YOKOHAMA_TECH_CARD_ENUM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {YOKOHAMA_TECH_CARD_ENUM_VALUES!r}")
