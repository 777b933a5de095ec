"""Example bots, each runnable with `python -m yokohama_sdk.bots.<name> --help`."""
