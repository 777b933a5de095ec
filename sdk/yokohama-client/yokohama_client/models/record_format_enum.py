from typing import Literal

RecordFormatEnum = Literal['match-record']

RECORD_FORMAT_ENUM_VALUES: set[RecordFormatEnum] = { 'match-record',  }

def check_record_format_enum(value: str) -> RecordFormatEnum:
    if value in RECORD_FORMAT_ENUM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {RECORD_FORMAT_ENUM_VALUES!r}")
