"""Every tournament and rating read."""

from __future__ import annotations

import csv
import io
from typing import Any

from django.db.models import Count, Prefetch, QuerySet
from django.utils.translation import gettext as _

from games.engine import get_game
from games.errors import ApplicationError, ErrorCode
from games.models import MatchResult
from games.tournaments.models import Bye, Entrant, Rating, Round, Table, TableSeat, Tournament
from games.tournaments.standings import SeatResult, table_points

CSV_COLUMNS = (
    "rank",
    "entrant",
    "username",
    "bot_kind",
    "status",
    "points",
    "game_score",
    "head_to_head",
    "played",
    "byes",
)


def tournament_list(*, game: str | None = None, status: str | None = None) -> QuerySet[Tournament]:
    tournaments = Tournament.objects.annotate(entrant_count=Count("entrants")).order_by(
        "-created_at", "-pk"
    )
    if game:
        tournaments = tournaments.filter(game=game)
    if status:
        tournaments = tournaments.filter(status=status)
    return tournaments


def tournament_get(*, tournament_id: int) -> Tournament:
    try:
        return Tournament.objects.annotate(entrant_count=Count("entrants")).get(pk=tournament_id)
    except Tournament.DoesNotExist:
        raise ApplicationError(
            ErrorCode.NOT_FOUND,
            _("Tournament %(tournament_id)s does not exist.") % {"tournament_id": tournament_id},
        ) from None


def tournament_entrants(*, tournament: Tournament) -> list[Entrant]:
    """Entrants in standings order (rank, then registration number)."""
    return list(
        tournament.entrants.select_related("user").order_by("rank", "number")
        if tournament.current_round
        else tournament.entrants.select_related("user").order_by("number")
    )


def tournament_rounds(*, tournament: Tournament) -> list[dict[str, Any]]:
    """Rounds with their tables (match, seats, results and tournament points) and byes."""
    seats = TableSeat.objects.select_related("entrant__user").order_by("index")
    rounds = (
        Round.objects.filter(tournament=tournament)
        .order_by("number")
        .prefetch_related(
            Prefetch(
                "tables",
                queryset=Table.objects.select_related("match")
                .prefetch_related(Prefetch("seats", queryset=seats))
                .order_by("number"),
            ),
            Prefetch("byes", queryset=Bye.objects.select_related("entrant__user")),
        )
    )
    results = {
        (r.match_id, r.seat): r
        for r in MatchResult.objects.filter(match__tournament_table__tournament=tournament)
    }
    out = []
    for round_ in rounds:
        tables = []
        for table in round_.tables.all():
            table_seats = list(table.seats.all())
            found = [results.get((table.match_id, s.index)) for s in table_seats]
            points: dict[int, int] = {}
            if table.scored_at is not None and all(found):
                points = table_points(
                    [
                        SeatResult(entrant=s.entrant_id, score=r.score, rank=r.rank)
                        for s, r in zip(table_seats, found, strict=True)
                        if r is not None
                    ]
                )
            tables.append(
                {
                    "number": table.number,
                    "match_id": table.match_id,
                    "match_status": table.match.status,
                    "scored": table.scored_at is not None,
                    "seats": [
                        {
                            "seat": s.index,
                            "entrant_id": s.entrant_id,
                            "username": s.entrant.user.username,
                            "score": r.score if r is not None else None,
                            "rank": r.rank if r is not None else None,
                            "points": points.get(s.entrant_id),
                        }
                        for s, r in zip(table_seats, found, strict=True)
                    ],
                }
            )
        out.append(
            {
                "number": round_.number,
                "status": round_.status,
                "started_at": round_.started_at,
                "finished_at": round_.finished_at,
                "tables": tables,
                "byes": [
                    {"entrant_id": b.entrant_id, "username": b.entrant.user.username}
                    for b in sorted(round_.byes.all(), key=lambda b: b.entrant.number)
                ],
            }
        )
    return out


def standings_rows(*, tournament: Tournament) -> list[dict[str, Any]]:
    return [
        {
            "rank": e.rank,
            "entrant_id": e.pk,
            "number": e.number,
            "username": e.user.username,
            "is_bot": e.user.is_bot,
            "bot_kind": e.bot_kind or None,
            "status": e.status,
            "points": e.points,
            "game_score": e.game_score,
            "head_to_head": e.head_to_head,
            "played": e.played,
            "byes": e.byes,
        }
        for e in tournament_entrants(tournament=tournament)
    ]


def standings_csv(*, tournaments: list[Tournament]) -> str:
    """Standings as CSV (one header; a `tournament` column first when there are several)."""
    buffer = io.StringIO()
    writer = csv.writer(buffer, lineterminator="\r\n")
    several = len(tournaments) > 1
    writer.writerow((("tournament",) if several else ()) + CSV_COLUMNS)
    for tournament in tournaments:
        for row in standings_rows(tournament=tournament):
            values = (
                row["rank"] if row["rank"] is not None else "",
                row["number"],
                _csv_safe(row["username"]),
                row["bot_kind"] or "",
                row["status"],
                row["points"],
                row["game_score"],
                row["head_to_head"],
                row["played"],
                row["byes"],
            )
            writer.writerow(((_csv_safe(tournament.name),) if several else ()) + values)
    return buffer.getvalue()


def _csv_safe(text: str) -> str:
    """Defuse spreadsheet formulas in user-chosen text (CSV injection)."""
    return "'" + text if text[:1] in ("=", "+", "-", "@") else text


def leaderboard(*, game: str) -> QuerySet[Rating]:
    try:
        get_game(game)
    except KeyError:
        raise ApplicationError(
            ErrorCode.NOT_FOUND, _("There is no game called %(game)r.") % {"game": game}
        ) from None
    return (
        Rating.objects.filter(game=game)
        .select_related("user")
        .order_by("-ordinal", "-mu", "user_id")
    )
