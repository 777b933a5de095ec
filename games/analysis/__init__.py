"""Post-game analysis: the MCTS bot judges each decision of one seat of a finished match,
from that seat's information only (see services.py)."""
