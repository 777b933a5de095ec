"""What a player reads about Shinjuku's match options (the API's game_list): a label and a
one-line description per option and per choice value, as English msgids marked for the
catalogues and translated when served (api/option_texts.py reads them through the registry).

The engine's `OptionSpec.description` is written for implementers (it names rulings); these
are the words of the lobby.
"""

from __future__ import annotations

from collections.abc import Callable

from games.engine.contract import OptionText
from games.engine.i18n import gettext_noop
from games.shinjuku.components import C

# option -> its words.
OPTIONS: dict[str, OptionText] = {
    "ceo": OptionText(
        gettext_noop("CEO variant"),
        gettext_noop("Each player has a CEO car that makes its ward's cards jokers."),
    ),
    "kaiju": OptionText(
        gettext_noop("Kaiju variant"),
        gettext_noop("A Kaiju attacks Tokyo and blocks the ward it stands in."),
    ),
    "kaiju_ceo_order": OptionText(
        gettext_noop("Kaiju and CEO order"),
        gettext_noop(
            "Which moves first in a turn when both variants are on: the Kaiju or the CEO."
        ),
    ),
    "end_rule": OptionText(
        gettext_noop("End of the game"),
        gettext_noop("What happens after the last customer of the queue is placed."),
    ),
    "dept_store_relocation": OptionText(
        gettext_noop("Moving a department store"),
        gettext_noop("Where OPEN may move one of your department stores."),
    ),
    "kaiju_blocks": OptionText(
        gettext_noop("What the Kaiju blocks"),
        gettext_noop("Which actions the Kaiju's ward forbids."),
    ),
    "upgrade_customer_removed_from": OptionText(
        gettext_noop("Upgrade customers leave the game"),
        gettext_noop(
            "From when a customer paid for an UPGRADE leaves the game instead of the queue."
        ),
    ),
    "upgrade_customer_after_last_star": OptionText(
        gettext_noop("Upgrades after the last star"),
        gettext_noop("Where the paid customer goes once every star stack is gone."),
    ),
    "free_income": OptionText(
        gettext_noop("Free income"),
        gettext_noop(
            "When customers ride another player's rail, that player's free income is taken."
        ),
    ),
    "corporations": OptionText(
        gettext_noop("Corporations"),
        gettext_noop(
            "Which railway company (colour) each seat plays, in seat order; no effect on play."
        ),
    ),
    "start_seat": OptionText(
        gettext_noop("Start player"),
        gettext_noop("The seat that holds the start card; -1 draws it at random."),
    ),
}

# (option, value) -> the value's words.
CHOICES: dict[tuple[str, str], OptionText] = {
    ("kaiju_ceo_order", "kaiju_first"): OptionText(
        gettext_noop("Kaiju first"),
        gettext_noop("The Kaiju moves, then the CEO."),
    ),
    ("kaiju_ceo_order", "ceo_first"): OptionText(
        gettext_noop("CEO first"),
        gettext_noop("The CEO moves, then the Kaiju."),
    ),
    ("end_rule", "complete_round"): OptionText(
        gettext_noop("Complete the round"),
        gettext_noop("Play on until the start player's turn, so everyone has as many turns."),
    ),
    ("end_rule", "literal_de"): OptionText(
        gettext_noop("End at once"),
        gettext_noop(
            "As the German rulebook reads: a start player who places it ends the game at once."
        ),
    ),
    ("dept_store_relocation", "any_station"): OptionText(
        gettext_noop("Any station"),
        gettext_noop("To any empty station."),
    ),
    ("dept_store_relocation", "sites_only"): OptionText(
        gettext_noop("Sites only"),
        gettext_noop("Only to an empty department-store site."),
    ),
    ("kaiju_blocks", "move_only"): OptionText(
        gettext_noop("Moving customers"),
        gettext_noop("No customer may travel through the Kaiju's ward."),
    ),
    ("kaiju_blocks", "move_open_upgrade_build"): OptionText(
        gettext_noop("Moving, opening, upgrading and building"),
        gettext_noop("Nothing may be done in the Kaiju's ward."),
    ),
    ("upgrade_customer_removed_from", "bag_empty"): OptionText(
        gettext_noop("Once the bag is empty"),
        gettext_noop("From when the last customer is drawn from the bag."),
    ),
    ("upgrade_customer_removed_from", "queue_empty"): OptionText(
        gettext_noop("Once the queue is empty"),
        gettext_noop("From when the queue holds no more customers."),
    ),
    ("upgrade_customer_after_last_star", "queue"): OptionText(
        gettext_noop("Into the queue"),
        gettext_noop("The customer still joins the queue."),
    ),
    ("upgrade_customer_after_last_star", "remove"): OptionText(
        gettext_noop("Out of the game"),
        gettext_noop("The customer leaves the game."),
    ),
    ("free_income", "auto"): OptionText(
        gettext_noop("Automatically"),
        gettext_noop("The rail's owner always takes it."),
    ),
    ("free_income", "prompt"): OptionText(
        gettext_noop("Ask the owner"),
        gettext_noop("The rail's owner decides each time."),
    ),
}

# The corporations' colours, for the 24 orders of the `corporations` option.
COLOURS = {
    "green": gettext_noop("green"),
    "pink": gettext_noop("pink"),
    "blue": gettext_noop("blue"),
    "orange": gettext_noop("orange"),
}
_CORPORATIONS = {cid: (name, colour) for cid, name, colour in C.corporations}


def choice_label(option: str, value: str, translate: Callable[[str], str]) -> str | None:
    """A label composed from parts: an order of the corporations, each by its name and its
    colour in the reader's language ("Fuji Rails (green), Onigatetsu (pink), ...")."""
    if option != "corporations":
        return None
    parts = []
    for cid in value.split(","):
        name, colour = _CORPORATIONS.get(cid, (cid, ""))
        word = COLOURS.get(colour)
        parts.append(f"{name} ({translate(word)})" if word else name)
    return ", ".join(parts)
