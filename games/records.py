"""Portable match records: a finished match as one versioned JSON document.

A record holds what replays the match on any server hosting its game: the game, options,
seed, seats, every action in order with its seat, and the result. The game is over, so
nothing in it is hidden any more: the actions are the full JSON forms (the order cards a
seat kept included), as `match_view_at` shows them to everyone once a match has finished.

`replay_record` checks a record without touching the database: its shape, then every action
through the engine, then the result it claims against the one the engine computes. Import
(`services.match_import`) and `match_verify --record` both go through it, so a record is
never trusted: a changed result or an action the rules refuse is reported with its seq.

A record keeps the log's take-backs (`{"kind": "undo", "undoes": [seqs]}`, games/replay.py)
and the decisions they took back: the replay checks each take-back as the server would have
accepted it, and the result is that of the decisions left in effect.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from django.utils.translation import gettext as _

from games import replay
from games.engine import (
    EngineError,
    Game,
    IllegalAction,
    InvalidAction,
    InvalidConfig,
    all_games,
    get_game,
)
from games.engine.contract import Outcome, action_reveals
from games.errors import ApplicationError, ErrorCode

RECORD_FORMAT = "match-record"
RECORD_FORMAT_VERSION = 1
SEED_LIMIT = 2**63 - 1
RECORD_HOLDERS = ("human", "bot")
DISPLAY_NAME_MAX = 64
USERNAME_MAX = 150

_TOP_KEYS = {
    "format",
    "format_version",
    "match_id",
    "game",
    "players",
    "options",
    "seed",
    "started_at",
    "finished_at",
    "seats",
    "actions",
    "result",
    # Only when asked for (match_export ?include_chat=true): the match's chat, which a replay
    # and an import leave aside (it changes nothing of the game).
    "chat",
}
_SEAT_KEYS = {"index", "holder", "username", "bot_kind", "display_name", "resigned"}
_ACTION_KEYS = {"seq", "seat", "action", "notation"}
_RESULT_KEYS = {"seat", "score", "rank", "breakdown"}


def refused(message: str, code: ErrorCode = ErrorCode.VALIDATION_ERROR, **extra: Any) -> Exception:
    return ApplicationError(code, _("Record refused: %(message)s") % {"message": message}, **extra)


@dataclass(frozen=True, slots=True)
class RecordSeat:
    index: int
    holder: str  # "human" | "bot"
    username: str | None
    bot_kind: str | None
    display_name: str
    resigned: bool


@dataclass(frozen=True, slots=True)
class ReplayedAction:
    seq: int
    seat: int
    action: dict[str, Any]  # the engine's JSON form, as the log stores it
    notation: str
    public_entry: dict[str, Any]
    private_entries: dict[str, Any]


@dataclass(frozen=True, slots=True)
class ReplayedRecord:
    """A record that replayed to its own result; what an import writes."""

    game: str
    players: int
    config: dict[str, Any]
    seed: int
    seats: tuple[RecordSeat, ...]
    actions: tuple[ReplayedAction, ...]
    final_state: bytes
    outcome: Outcome
    started_at: datetime | None
    finished_at: datetime | None


# --- building -----------------------------------------------------------------------------------


def build_record(
    *,
    match_id: int,
    game: str,
    config: Mapping[str, Any],
    seed: int,
    started_at: datetime | None,
    finished_at: datetime | None,
    seats: list[dict[str, Any]],
    actions: list[dict[str, Any]],
    result: list[dict[str, Any]],
) -> dict[str, Any]:
    """The record of a finished match from its rows (selectors.match_record reads them)."""
    return {
        "format": RECORD_FORMAT,
        "format_version": RECORD_FORMAT_VERSION,
        "match_id": match_id,
        "game": game,
        "players": int(config["players"]),
        "options": {key: value for key, value in config.items() if key != "players"},
        "seed": seed,
        "started_at": started_at.isoformat() if started_at else None,
        "finished_at": finished_at.isoformat() if finished_at else None,
        "seats": seats,
        "actions": actions,
        "result": result,
    }


# --- checking -----------------------------------------------------------------------------------


def _object(value: Any, where: str, keys: set[str], required: set[str]) -> dict[str, Any]:
    if not isinstance(value, dict):
        raise refused(f"{where} is not a JSON object.")
    unknown = sorted(set(value) - keys)
    if unknown:
        raise refused(f"{where} has unknown keys {unknown}.")
    missing = sorted(required - set(value))
    if missing:
        raise refused(f"{where} lacks {missing}.")
    return value


def _int(value: Any, where: str, minimum: int = 0, maximum: int = SEED_LIMIT) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not minimum <= value <= maximum:
        raise refused(f"{where} is not an integer in {minimum}..{maximum}.")
    return value


def _str(value: Any, where: str, max_length: int, nullable: bool = False) -> str | None:
    if value is None and nullable:
        return None
    if not isinstance(value, str) or len(value) > max_length:
        raise refused(f"{where} is not a string of at most {max_length} characters.")
    return value


def _datetime(value: Any, where: str) -> datetime | None:
    if value is None:
        return None
    try:
        parsed = datetime.fromisoformat(value) if isinstance(value, str) else None
    except ValueError:
        parsed = None
    if parsed is None or parsed.tzinfo is None:
        raise refused(f"{where} is not an ISO 8601 date and time with its UTC offset.")
    return parsed


def _seats(value: Any, players: int, bot_kinds: tuple[str, ...]) -> tuple[RecordSeat, ...]:
    if not isinstance(value, list) or len(value) != players:
        raise refused(f"seats is not a list of {players} seats (one per player).")
    seats = []
    usernames: set[str] = set()
    for index, raw in enumerate(value):
        where = f"seats[{index}]"
        data = _object(raw, where, _SEAT_KEYS, _SEAT_KEYS - {"resigned"})
        if _int(data["index"], f"{where}.index") != index:
            raise refused(f"{where}.index is {data['index']}; seats are listed by index.")
        holder = data["holder"]
        if holder not in RECORD_HOLDERS:
            raise refused(f"{where}.holder is {holder!r}, not one of {list(RECORD_HOLDERS)}.")
        bot_kind = data["bot_kind"]
        if holder == "bot" and bot_kind not in bot_kinds:
            raise refused(f"{where}.bot_kind is {bot_kind!r}, not one of {list(bot_kinds)}.")
        if holder == "human" and bot_kind is not None:
            raise refused(f"{where}.bot_kind must be null for a human seat.")
        username = _str(data["username"], f"{where}.username", USERNAME_MAX, nullable=True)
        if username is not None:
            if username.lower() in usernames:
                raise refused(f"{where}.username {username!r} holds another seat too.")
            usernames.add(username.lower())
        resigned = data.get("resigned", False)
        if not isinstance(resigned, bool):
            raise refused(f"{where}.resigned is not a boolean.")
        display_name = _str(data["display_name"], f"{where}.display_name", DISPLAY_NAME_MAX)
        seats.append(
            RecordSeat(
                index=index,
                holder=holder,
                username=username,
                bot_kind=bot_kind,
                display_name=display_name or "",
                resigned=resigned,
            )
        )
    return tuple(seats)


def _result_rows(value: Any, players: int) -> list[dict[str, Any]]:
    if not isinstance(value, list) or len(value) != players:
        raise refused(f"result is not a list of {players} seat results.")
    rows = []
    for index, raw in enumerate(value):
        where = f"result[{index}]"
        data = _object(raw, where, _RESULT_KEYS, _RESULT_KEYS)
        if _int(data["seat"], f"{where}.seat") != index:
            raise refused(f"{where}.seat is {data['seat']}; results are listed by seat.")
        _int(data["score"], f"{where}.score", minimum=-SEED_LIMIT)
        _int(data["rank"], f"{where}.rank", minimum=1, maximum=players)
        if not isinstance(data["breakdown"], dict):
            raise refused(f"{where}.breakdown is not a JSON object.")
        rows.append(data)
    return rows


def outcome_rows(outcome: Outcome) -> list[dict[str, Any]]:
    """The engine's outcome in the record's (and match_result's) shape, by seat."""
    return [
        {"seat": r.seat, "score": r.score, "rank": r.rank, "breakdown": dict(r.breakdown)}
        for r in outcome.results
    ]


def result_differences(recorded: list[dict[str, Any]], replayed: list[dict[str, Any]]) -> list[str]:
    """One sentence per field where the record's result differs from the replay's."""
    differences = []
    for mine, theirs in zip(recorded, replayed, strict=True):
        for key in ("score", "rank", "breakdown"):
            if mine[key] != theirs[key]:
                differences.append(
                    f"seat {mine['seat']} {key}: {mine[key]!r} in the record, "
                    f"{theirs[key]!r} replayed"
                )
    return differences


def _game(slug: Any) -> Game[Any, Any]:
    try:
        if isinstance(slug, str):
            return get_game(slug)
    except KeyError:
        pass
    hosted = sorted(game.slug for game in all_games())
    raise refused(f"this server hosts no game {slug!r} (it hosts {hosted}).")


def _replay_undo(
    game: Game[Any, Any],
    config: Mapping[str, Any],
    seed: int,
    earlier: list[Any],
    entry: dict[str, Any],
    undoes: list[int],
) -> Any:
    """The state after the take-back `entry` (seat `entry["seat"]`, taking back `undoes`) that
    follows the checked actions `earlier`; refuses one the server would not have accepted:
    it must take back the seat's latest decisions still in effect, made since another seat
    last acted, none of which revealed anything."""
    seq, seat = entry["seq"], entry["seat"]
    if entry.get("notation", replay.UNDO_KIND) != replay.UNDO_KIND or set(entry["action"]) != {
        "kind",
        "undoes",
    }:
        raise refused(f"seq {seq}: a take-back is {{'kind': 'undo', 'undoes': [seqs]}}.", seq=seq)
    if not undoes or any(isinstance(u, bool) or not isinstance(u, int) for u in undoes):
        raise refused(f"seq {seq}: `undoes` is not a list of seqs.", seq=seq)
    effective = replay.effective_actions(earlier)
    trailing = effective[len(effective) - len(undoes) :] if len(undoes) <= len(effective) else []
    since = [row for row in earlier if row["seq"] >= min(undoes)]
    if (
        sorted(undoes) != undoes
        or [row["seq"] for row in trailing] != undoes
        or any(row["seat"] != seat for row in since)
    ):
        raise refused(
            f"seq {seq}: seat {seat} cannot take back {undoes}: not its latest decisions "
            "still in effect since another seat acted.",
            ErrorCode.ILLEGAL_ACTION,
            seq=seq,
        )
    state = replay.replay_rows(game, config, seed, effective[: len(effective) - len(undoes)])
    base = state
    for row in trailing:
        action = game.parse_action(state, row["seat"], row["action"])
        after = game.apply(state, action)
        if action_reveals(game, state, action, after):
            raise refused(
                f"seq {seq}: seq {row['seq']} revealed hidden information or randomness; it "
                "cannot be taken back.",
                ErrorCode.ILLEGAL_ACTION,
                seq=seq,
            )
        state = after
    return base


def replay_record(record: Any, *, bot_kinds: tuple[str, ...]) -> ReplayedRecord:
    """Check `record` and replay it through the engine; raises ApplicationError (its message
    starts "Record refused:" and names the field or the seq at fault) unless it replays to
    exactly the result it claims. Pure: no database."""
    data = _object(record, "the record", _TOP_KEYS, _TOP_KEYS - {"match_id", "chat"})
    if data["format"] != RECORD_FORMAT:
        raise refused(f"format is {data['format']!r}, not {RECORD_FORMAT!r}.")
    version = data["format_version"]
    if version != RECORD_FORMAT_VERSION or isinstance(version, bool):
        raise refused(
            f"format_version {version!r} is not supported (this server reads version "
            f"{RECORD_FORMAT_VERSION})."
        )
    game = _game(data["game"])
    players = _int(data["players"], "players", minimum=1, maximum=64)
    options = data["options"]
    if not isinstance(options, dict):
        raise refused("options is not a JSON object.")
    try:
        config = game.normalize_config(players=players, options=dict(options))
    except InvalidConfig as exc:
        raise refused(
            f"the game refuses its options: {exc.reason}", ErrorCode.INVALID_CONFIG
        ) from None
    seed = _int(data["seed"], "seed")
    started_at = _datetime(data["started_at"], "started_at")
    finished_at = _datetime(data["finished_at"], "finished_at")
    seats = _seats(data["seats"], players, bot_kinds)
    recorded_result = _result_rows(data["result"], players)
    raw_actions = data["actions"]
    if not isinstance(raw_actions, list):
        raise refused("actions is not a list.")

    try:
        state = game.initial_state(config, seed)
    except EngineError as exc:
        raise refused(f"the game cannot start: {exc.reason}", ErrorCode.INVALID_CONFIG) from None
    replayed: list[ReplayedAction] = []
    for position, raw in enumerate(raw_actions):
        seq = position + 1
        where = f"actions[{position}]"
        entry = _object(raw, where, _ACTION_KEYS, {"seq", "seat", "action"})
        if isinstance(entry["seq"], bool) or entry["seq"] != seq:
            raise refused(f"{where}.seq is {entry['seq']!r}, expected {seq}.", seq=seq)
        seat = _int(entry["seat"], f"{where}.seat", maximum=players - 1)
        to_move = game.current_seats(state)
        if seat not in to_move:
            why = "the game was already over" if not to_move else f"seats to move: {list(to_move)}"
            raise refused(
                f"seq {seq}: it is not seat {seat}'s decision ({why}).",
                ErrorCode.ILLEGAL_ACTION,
                seq=seq,
            )
        payload = entry["action"]
        if not isinstance(payload, (str, dict)):
            raise refused(f"{where}.action is neither a notation nor an object.", seq=seq)
        undoes = replay.undone_by(payload)
        if undoes is not None:
            state = _replay_undo(game, config, seed, raw_actions[:position], entry, undoes)
            replayed.append(
                ReplayedAction(
                    seq=seq,
                    seat=seat,
                    action=replay.undo_json(undoes),
                    notation=replay.UNDO_KIND,
                    public_entry=replay.undo_entry(seat, undoes),
                    private_entries={},
                )
            )
            continue
        try:
            parsed = game.parse_action(state, seat, payload)
            new_state = game.apply(state, parsed)
        except InvalidAction as exc:
            raise refused(f"seq {seq}: {exc.reason}", ErrorCode.INVALID_ACTION, seq=seq) from None
        except (IllegalAction, EngineError) as exc:
            raise refused(
                f"seq {seq}: illegal action: {exc.reason}", ErrorCode.ILLEGAL_ACTION, seq=seq
            ) from None
        notation = parsed.to_notation()
        if "notation" in entry and entry["notation"] != notation:
            raise refused(
                f"seq {seq}: the notation {entry['notation']!r} is not the action's "
                f"({notation!r}).",
                seq=seq,
            )
        public_entry = game.describe_action(state, parsed, None)
        private_entries: dict[str, Any] = {}
        if not public_entry.get("public", True):
            for viewer in range(players):
                private_entries[str(viewer)] = game.describe_action(state, parsed, viewer)
        replayed.append(
            ReplayedAction(
                seq=seq,
                seat=seat,
                action=parsed.to_json(),
                notation=notation,
                public_entry=public_entry,
                private_entries=private_entries,
            )
        )
        state = new_state

    outcome = game.outcome(state)
    if outcome is None:
        raise refused(
            f"the actions end at seq {len(replayed)} before the game is over "
            f"(seats to move: {list(game.current_seats(state))}).",
            seq=len(replayed),
        )
    differences = result_differences(recorded_result, outcome_rows(outcome))
    if differences:
        raise refused(
            "the result differs from the replay's: " + "; ".join(differences) + ".",
            differences=differences,
        )
    return ReplayedRecord(
        game=game.slug,
        players=players,
        config=config,
        seed=seed,
        seats=seats,
        actions=tuple(replayed),
        final_state=game.encode_state(state),
        outcome=outcome,
        started_at=started_at,
        finished_at=finished_at,
    )
