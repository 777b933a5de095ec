"""What a player reads about Yokohama's match options (the API's game_list): a label and a
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
    "edition": OptionText(
        gettext_noop("Rules edition"),
        gettext_noop("Which printing of the rules the match follows."),
    ),
    "mini_expansion_1": OptionText(
        gettext_noop("Achievement rewards (mini-expansion 1)"),
        gettext_noop("New edition only: reward markers for the achievements."),
    ),
    "mini_expansion_2": OptionText(
        gettext_noop("Foreign agents' power tokens (mini-expansion 2)"),
        gettext_noop("New edition only: 5-power tokens of the foreign agents."),
    ),
    "two_player_neutral_scoring": OptionText(
        gettext_noop("Neutral player scores (2 players)"),
        gettext_noop(
            "With 2 players the neutral colour competes in the church and customs majorities."
        ),
    ),
    "station_requires_assistant": OptionText(
        gettext_noop("Station needs an assistant"),
        gettext_noop(
            "Jumping from the railway station needs your own assistant in the station's area."
        ),
    ),
    "allow_zero_placement": OptionText(
        gettext_noop("Placing nothing allowed"),
        gettext_noop("The placement step may place no assistant at all."),
    ),
    "new_edition_warehouse_assistants": OptionText(
        gettext_noop("Assistants in the warehouse"),
        gettext_noop("New edition: how many assistants start in each player's warehouse."),
    ),
    "start_player": OptionText(
        gettext_noop("Start player"),
        gettext_noop("The seat that takes the first turn; -1 draws it at random."),
    ),
}

# (option, value) -> the value's words.
CHOICES: dict[tuple[str, str], OptionText] = {
    ("edition", "new"): OptionText(
        gettext_noop("New edition"),
        gettext_noop("The current rules."),
    ),
    ("edition", "original"): OptionText(
        gettext_noop("Original edition"),
        gettext_noop("The first printing's rules."),
    ),
}
