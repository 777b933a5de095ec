"""Match options and their normalisation (RULES.md §9, §10 and the configurable rulings)."""

from __future__ import annotations

from collections.abc import Mapping
from itertools import permutations
from typing import Any

from games.engine.contract import OptionSpec
from games.engine.errors import InvalidConfig
from games.engine.i18n import gettext
from games.shinjuku.components import C
from games.shinjuku.state import Config

MIN_PLAYERS = 2
MAX_PLAYERS = 4

# Every order of the four corporations (seat i plays the i-th); colour has no rules effect.
CORPORATION_ORDERS = tuple(",".join(order) for order in permutations(c[0] for c in C.corporations))

OPTIONS: tuple[OptionSpec, ...] = (
    OptionSpec(
        "ceo", "bool", False, "CEO variant (§9): a car per player makes its ward's cards jokers"
    ),
    OptionSpec("kaiju", "bool", False, "Kaiju attack variant (§10)"),
    OptionSpec(
        "kaiju_ceo_order",
        "choice",
        "kaiju_first",
        "S23: order of the Kaiju move and the CEO move in a turn",
        choices=("kaiju_first", "ceo_first"),
    ),
    OptionSpec(
        "end_rule",
        "choice",
        "complete_round",
        "S1: complete the round after the last queue customer is placed, or the literal German"
        " rule (a start player who places it ends the game at once)",
        choices=("complete_round", "literal_de"),
    ),
    OptionSpec(
        "dept_store_relocation",
        "choice",
        "any_station",
        "S2: where OPEN may relocate a department store",
        choices=("any_station", "sites_only"),
    ),
    OptionSpec(
        "kaiju_blocks",
        "choice",
        "move_only",
        "S3: what the Kaiju's ward blocks",
        choices=("move_only", "move_open_upgrade_build"),
    ),
    OptionSpec(
        "upgrade_customer_removed_from",
        "choice",
        "bag_empty",
        "S26: from when the customer paid for an UPGRADE leaves the game instead of the queue",
        choices=("bag_empty", "queue_empty"),
    ),
    OptionSpec(
        "upgrade_customer_after_last_star",
        "choice",
        "queue",
        "S8: an UPGRADE after all star stacks are gone puts its customer in the queue or"
        " removes it",
        choices=("queue", "remove"),
    ),
    OptionSpec(
        "free_income",
        "choice",
        "auto",
        "S6: a rail owner's free INCOME is taken automatically, or the owner is asked",
        choices=("auto", "prompt"),
    ),
    OptionSpec(
        "corporations",
        "choice",
        CORPORATION_ORDERS[0],
        "§4 step 5: which corporation (colour) each seat plays, in seat order; no rules effect",
        choices=CORPORATION_ORDERS,
    ),
    OptionSpec(
        "start_seat",
        "int",
        -1,
        "S24: seat holding the start card; -1 draws it with the seeded RNG",
        minimum=-1,
        maximum=MAX_PLAYERS - 1,
    ),
)
_SPECS = {spec.name: spec for spec in OPTIONS}


def normalize_config(*, players: int, options: Mapping[str, Any]) -> dict[str, Any]:
    if isinstance(players, bool) or not isinstance(players, int):
        raise InvalidConfig("players: " + gettext("must be an integer"))
    if not MIN_PLAYERS <= players <= MAX_PLAYERS:
        raise InvalidConfig(
            "players: "
            + gettext("Shinjuku takes %(min)d to %(max)d players")
            % {"min": MIN_PLAYERS, "max": MAX_PLAYERS}
        )
    if not isinstance(options, Mapping):
        raise InvalidConfig("options: " + gettext("must be an object"))
    unknown = sorted(str(k) for k in options if k not in _SPECS)
    if unknown:
        raise InvalidConfig(f"options.{unknown[0]}: " + gettext("unknown option"))
    out: dict[str, Any] = {"players": players}
    for spec in OPTIONS:
        value = options.get(spec.name, spec.default)
        field = f"options.{spec.name}"
        if spec.kind == "bool":
            if not isinstance(value, bool):
                raise InvalidConfig(f"{field}: " + gettext("must be true or false"))
        elif spec.kind == "choice":
            if not isinstance(value, str) or value not in spec.choices:
                raise InvalidConfig(
                    f"{field}: "
                    + gettext("must be one of %(choices)s") % {"choices": ", ".join(spec.choices)}
                )
        else:
            if isinstance(value, bool) or not isinstance(value, int):
                raise InvalidConfig(f"{field}: " + gettext("must be an integer"))
            if spec.minimum is not None and value < spec.minimum:
                raise InvalidConfig(
                    f"{field}: "
                    + gettext("must be at least %(minimum)s") % {"minimum": spec.minimum}
                )
            if spec.maximum is not None and value > spec.maximum:
                raise InvalidConfig(
                    f"{field}: "
                    + gettext("must be at most %(maximum)s") % {"maximum": spec.maximum}
                )
        out[spec.name] = value
    if out["start_seat"] >= players:
        raise InvalidConfig(
            "options.start_seat: "
            + gettext("must be -1 or a seat below %(players)d") % {"players": players}
        )
    return out


def config_from(config: Mapping[str, Any]) -> Config:
    """The stored (normalised) config -> the engine's Config; re-validated."""
    players = config.get("players")
    options = {k: v for k, v in config.items() if k != "players"}
    norm = normalize_config(players=players, options=options)  # type: ignore[arg-type]
    return Config(
        players=norm["players"],
        ceo=norm["ceo"],
        kaiju=norm["kaiju"],
        kaiju_first=norm["kaiju_ceo_order"] == "kaiju_first",
        end_literal=norm["end_rule"] == "literal_de",
        dept_sites_only=norm["dept_store_relocation"] == "sites_only",
        kaiju_blocks_all=norm["kaiju_blocks"] == "move_open_upgrade_build",
        removed_from_queue_empty=norm["upgrade_customer_removed_from"] == "queue_empty",
        remove_after_last_star=norm["upgrade_customer_after_last_star"] == "remove",
        start_seat=norm["start_seat"],
        prompt_free_income=norm["free_income"] == "prompt",
        corporations=norm["corporations"],
    )
