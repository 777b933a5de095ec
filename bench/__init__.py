"""Performance scripts that print figures (run them as `python bench/<name>.py`)."""
