from typing import Literal

AnalysisOutputStatusEnum = Literal['cancelled', 'done', 'failed', 'queued', 'running']

ANALYSIS_OUTPUT_STATUS_ENUM_VALUES: set[AnalysisOutputStatusEnum] = { 'cancelled', 'done', 'failed', 'queued', 'running',  }

def check_analysis_output_status_enum(value: str) -> AnalysisOutputStatusEnum:
    if value in ANALYSIS_OUTPUT_STATUS_ENUM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ANALYSIS_OUTPUT_STATUS_ENUM_VALUES!r}")
