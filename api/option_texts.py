"""What a player reads about a game's options (game_list): a label and a one-line description
per option and per choice value, in the request's language.

The engines' `OptionSpec.description` is written for implementers (it names rulings such as
"S23"); these are the words of the lobby. An option or value missing here falls back to its
name and the engine's description, so a new option never breaks the list.
"""

from __future__ import annotations

from dataclasses import dataclass

from django.utils.functional import Promise
from django.utils.translation import gettext_lazy as _

from games.engine.contract import OptionSpec
from games.shinjuku.components import C as SHINJUKU


@dataclass(frozen=True, slots=True)
class Text:
    label: str | Promise
    description: str | Promise = ""


# (game, option) -> the option's words.
OPTIONS: dict[tuple[str, str], Text] = {
    ("yokohama", "edition"): Text(
        _("Rules edition"), _("Which printing of the rules the match follows.")
    ),
    ("yokohama", "mini_expansion_1"): Text(
        _("Achievement rewards (mini-expansion 1)"),
        _("New edition only: reward markers for the achievements."),
    ),
    ("yokohama", "mini_expansion_2"): Text(
        _("Foreign agents' power tokens (mini-expansion 2)"),
        _("New edition only: 5-power tokens of the foreign agents."),
    ),
    ("yokohama", "two_player_neutral_scoring"): Text(
        _("Neutral player scores (2 players)"),
        _("With 2 players the neutral colour competes in the church and customs majorities."),
    ),
    ("yokohama", "station_requires_assistant"): Text(
        _("Station needs an assistant"),
        _("Jumping from the railway station needs your own assistant in the station's area."),
    ),
    ("yokohama", "allow_zero_placement"): Text(
        _("Placing nothing allowed"),
        _("The placement step may place no assistant at all."),
    ),
    ("yokohama", "new_edition_warehouse_assistants"): Text(
        _("Assistants in the warehouse"),
        _("New edition: how many assistants start in each player's warehouse."),
    ),
    ("yokohama", "start_player"): Text(
        _("Start player"), _("The seat that takes the first turn; -1 draws it at random.")
    ),
    ("shinjuku", "ceo"): Text(
        _("CEO variant"), _("Each player has a CEO car that makes its ward's cards jokers.")
    ),
    ("shinjuku", "kaiju"): Text(
        _("Kaiju variant"), _("A Kaiju attacks Tokyo and blocks the ward it stands in.")
    ),
    ("shinjuku", "kaiju_ceo_order"): Text(
        _("Kaiju and CEO order"),
        _("Which moves first in a turn when both variants are on: the Kaiju or the CEO."),
    ),
    ("shinjuku", "end_rule"): Text(
        _("End of the game"),
        _("What happens after the last customer of the queue is placed."),
    ),
    ("shinjuku", "dept_store_relocation"): Text(
        _("Moving a department store"),
        _("Where OPEN may move one of your department stores."),
    ),
    ("shinjuku", "kaiju_blocks"): Text(
        _("What the Kaiju blocks"), _("Which actions the Kaiju's ward forbids.")
    ),
    ("shinjuku", "upgrade_customer_removed_from"): Text(
        _("Upgrade customers leave the game"),
        _("From when a customer paid for an UPGRADE leaves the game instead of the queue."),
    ),
    ("shinjuku", "upgrade_customer_after_last_star"): Text(
        _("Upgrades after the last star"),
        _("Where the paid customer goes once every star stack is gone."),
    ),
    ("shinjuku", "free_income"): Text(
        _("Free income"),
        _("When customers ride another player's rail, that player's free income is taken."),
    ),
    ("shinjuku", "corporations"): Text(
        _("Corporations"),
        _("Which railway company (colour) each seat plays, in seat order; no effect on play."),
    ),
    ("shinjuku", "start_seat"): Text(
        _("Start player"),
        _("The seat that holds the start card; -1 draws it at random."),
    ),
    ("yamatai", "price_bamboo"): Text(
        _("Price of a bamboo boat"), _("Coins to buy or sell a bamboo boat.")
    ),
    ("yamatai", "price_wood"): Text(
        _("Price of a wood boat"), _("Coins to buy or sell a wood boat.")
    ),
    ("yamatai", "price_stone"): Text(
        _("Price of a stone boat"), _("Coins to buy or sell a stone boat.")
    ),
    ("yamatai", "price_clay"): Text(
        _("Price of a clay boat"), _("Coins to buy or sell a clay boat.")
    ),
    ("yamatai", "take_all_tokens"): Text(
        _("Take every token you can"),
        _("Taking culture tokens must take as many as your boats allow."),
    ),
}

# (game, option, value) -> the value's words.
CHOICES: dict[tuple[str, str, str], Text] = {
    ("yokohama", "edition", "new"): Text(_("New edition"), _("The current rules.")),
    ("yokohama", "edition", "original"): Text(
        _("Original edition"), _("The first printing's rules.")
    ),
    ("shinjuku", "kaiju_ceo_order", "kaiju_first"): Text(
        _("Kaiju first"), _("The Kaiju moves, then the CEO.")
    ),
    ("shinjuku", "kaiju_ceo_order", "ceo_first"): Text(
        _("CEO first"), _("The CEO moves, then the Kaiju.")
    ),
    ("shinjuku", "end_rule", "complete_round"): Text(
        _("Complete the round"),
        _("Play on until the start player's turn, so everyone has as many turns."),
    ),
    ("shinjuku", "end_rule", "literal_de"): Text(
        _("End at once"),
        _("As the German rulebook reads: a start player who places it ends the game at once."),
    ),
    ("shinjuku", "dept_store_relocation", "any_station"): Text(
        _("Any station"), _("To any empty station.")
    ),
    ("shinjuku", "dept_store_relocation", "sites_only"): Text(
        _("Sites only"), _("Only to an empty department-store site.")
    ),
    ("shinjuku", "kaiju_blocks", "move_only"): Text(
        _("Moving customers"), _("No customer may travel through the Kaiju's ward.")
    ),
    ("shinjuku", "kaiju_blocks", "move_open_upgrade_build"): Text(
        _("Moving, opening, upgrading and building"),
        _("Nothing may be done in the Kaiju's ward."),
    ),
    ("shinjuku", "upgrade_customer_removed_from", "bag_empty"): Text(
        _("Once the bag is empty"), _("From when the last customer is drawn from the bag.")
    ),
    ("shinjuku", "upgrade_customer_removed_from", "queue_empty"): Text(
        _("Once the queue is empty"), _("From when the queue holds no more customers.")
    ),
    ("shinjuku", "upgrade_customer_after_last_star", "queue"): Text(
        _("Into the queue"), _("The customer still joins the queue.")
    ),
    ("shinjuku", "upgrade_customer_after_last_star", "remove"): Text(
        _("Out of the game"), _("The customer leaves the game.")
    ),
    ("shinjuku", "free_income", "auto"): Text(
        _("Automatically"), _("The rail's owner always takes it.")
    ),
    ("shinjuku", "free_income", "prompt"): Text(
        _("Ask the owner"), _("The rail's owner decides each time.")
    ),
}

# Shinjuku's corporations' colours, for the 24 orders of its `corporations` option.
COLOURS: dict[str, str | Promise] = {
    "green": _("green"),
    "pink": _("pink"),
    "blue": _("blue"),
    "orange": _("orange"),
}
CORPORATIONS = {cid: (name, colour) for cid, name, colour in SHINJUKU.corporations}


def _corporation(cid: str) -> str:
    name, colour = CORPORATIONS.get(cid, (cid, ""))
    return f"{name} ({COLOURS.get(colour, colour)})" if colour else name


def option_text(game: str, option: OptionSpec) -> Text:
    return OPTIONS.get((game, option.name), Text(option.name.replace("_", " "), option.description))


def choice_text(game: str, option: OptionSpec, value: str) -> Text:
    known = CHOICES.get((game, option.name, value))
    if known is not None:
        return known
    if game == "shinjuku" and option.name == "corporations":
        return Text(", ".join(_corporation(c) for c in value.split(",")))
    return Text(value.replace("_", " "))


def option_output(game: str, option: OptionSpec) -> dict[str, object]:
    """One option as game_list shows it (the words in the active language)."""
    words = option_text(game, option)
    return {
        "name": option.name,
        "kind": option.kind,
        "default": option.default,
        "label": str(words.label),
        "description": str(words.description),
        "choices": list(option.choices),
        "choice_labels": [
            {
                "value": value,
                "label": str(choice_text(game, option, value).label),
                "description": str(choice_text(game, option, value).description),
            }
            for value in option.choices
        ],
        "minimum": option.minimum,
        "maximum": option.maximum,
    }
