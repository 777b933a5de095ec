"""What a player reads about Yamatai's match options (the API's game_list): a label and a
one-line description per option and per choice value, as English msgids marked for the
catalogues and translated when served (api/option_texts.py reads them through the registry).

The engine's `OptionSpec.description` is written for implementers (it names rulings); these
are the words of the lobby.
"""

from __future__ import annotations

from games.engine.contract import OptionText
from games.engine.i18n import gettext_noop

# option -> its words.
OPTIONS: dict[str, OptionText] = {
    "price_bamboo": OptionText(
        gettext_noop("Price of a bamboo boat"),
        gettext_noop("Coins to buy or sell a bamboo boat."),
    ),
    "price_wood": OptionText(
        gettext_noop("Price of a wood boat"),
        gettext_noop("Coins to buy or sell a wood boat."),
    ),
    "price_stone": OptionText(
        gettext_noop("Price of a stone boat"),
        gettext_noop("Coins to buy or sell a stone boat."),
    ),
    "price_clay": OptionText(
        gettext_noop("Price of a clay boat"),
        gettext_noop("Coins to buy or sell a clay boat."),
    ),
    "take_all_tokens": OptionText(
        gettext_noop("Take every token you can"),
        gettext_noop("Taking culture tokens must take as many as your boats allow."),
    ),
}

# (option, value) -> the value's words.
CHOICES: dict[tuple[str, str], OptionText] = {}
