from typing import Literal

ShinjukuDeptStoreRelocationEnum = Literal['any_station', 'sites_only']

SHINJUKU_DEPT_STORE_RELOCATION_ENUM_VALUES: set[ShinjukuDeptStoreRelocationEnum] = { 'any_station', 'sites_only',  }

def check_shinjuku_dept_store_relocation_enum(value: str) -> ShinjukuDeptStoreRelocationEnum:
    if value in SHINJUKU_DEPT_STORE_RELOCATION_ENUM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SHINJUKU_DEPT_STORE_RELOCATION_ENUM_VALUES!r}")
