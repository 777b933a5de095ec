from typing import Literal

HealthStatusEnum = Literal['degraded', 'ok']

HEALTH_STATUS_ENUM_VALUES: set[HealthStatusEnum] = { 'degraded', 'ok',  }

def check_health_status_enum(value: str) -> HealthStatusEnum:
    if value in HEALTH_STATUS_ENUM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {HEALTH_STATUS_ENUM_VALUES!r}")
