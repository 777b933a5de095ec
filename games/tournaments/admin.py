"""The organisers' admin: tournaments, entrants, tables, ratings, and match actions.

Every change goes through games.tournaments.services (or games.services); a rejected request
shows its stable error code as a message and changes nothing.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any, TypeVar

from django import forms
from django.contrib import admin, messages
from django.core.exceptions import PermissionDenied
from django.db.models import Count, Model, Q, QuerySet
from django.http import HttpRequest, HttpResponse, HttpResponseRedirect
from django.shortcuts import get_object_or_404
from django.template.response import TemplateResponse
from django.urls import URLPattern, path, reverse
from django.utils.html import format_html
from django.utils.safestring import SafeString

from games import services as match_services
from games.engine import all_games
from games.errors import ApplicationError
from games.models import BotKind, Match, MatchStatus, User
from games.tournaments import selectors, services
from games.tournaments.models import (
    Entrant,
    Rating,
    Table,
    Tournament,
    TournamentStatus,
)


def _run(request: HttpRequest, label: str, service: Callable[..., Any], **kwargs: Any) -> bool:
    """Call one service; report a rejection, with its stable error code, as an admin message."""
    try:
        service(**kwargs)
    except ApplicationError as exc:
        messages.error(request, f"{label}: {exc.message} [{exc.code.value}]")
        return False
    return True


def _match_link(match_id: int | None) -> SafeString | str:
    if match_id is None:
        return "-"
    url = reverse("admin:games_match_change", args=[match_id])
    return format_html('<a href="{}">match {}</a>', url, match_id)


# --- tournaments --------------------------------------------------------------------------


class TournamentForm(forms.ModelForm[Tournament]):
    game = forms.ChoiceField(choices=())
    options = forms.JSONField(
        required=False,
        initial=dict,
        help_text="Game options by name, as JSON (see /api/v1/games); missing ones default.",
    )
    seed = forms.IntegerField(
        required=False,
        min_value=0,
        max_value=services.SEED_LIMIT,
        help_text="Leave empty for a random seed.",
    )

    class Meta:
        model = Tournament
        fields = (
            "name",
            "game",
            "format",
            "table_size",
            "rounds",
            "options",
            "decision_seconds",
            "autoplay_kind",
            "max_timeouts",
            "rated",
            "auto_advance",
            "seed",
        )

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        game_field = self.fields.get("game")  # read-only (absent) once the tournament runs
        if isinstance(game_field, forms.ChoiceField):
            game_field.choices = [(g.slug, g.title) for g in all_games()]

    def clean(self) -> dict[str, Any]:
        data = super().clean() or {}
        if self.errors:
            return data

        def value(name: str) -> Any:
            return data[name] if name in self.fields else getattr(self.instance, name)

        try:
            checked = services.tournament_settings_validate(
                game=value("game"),
                table_size=value("table_size"),
                format=value("format"),
                rounds=value("rounds"),
                options=value("options") or {},
                decision_seconds=value("decision_seconds"),
                autoplay_kind=value("autoplay_kind"),
                max_timeouts=value("max_timeouts"),
            )
        except ApplicationError as exc:
            raise forms.ValidationError(f"{exc.message} [{exc.code.value}]") from None
        if "options" in self.fields:
            data["options"] = checked.options
        return data


class StandingInline(admin.TabularInline[Entrant, Tournament]):
    """The standings: entrants by rank (read-only; register and withdraw through actions)."""

    model = Entrant
    extra = 0
    verbose_name_plural = "standings"
    fields = (
        "rank",
        "number",
        "user",
        "bot_kind",
        "status",
        "points",
        "game_score",
        "head_to_head",
        "played",
        "byes",
    )
    readonly_fields = fields
    ordering = ("rank", "number")
    can_delete = False

    def has_add_permission(self, request: HttpRequest, obj: Any = None) -> bool:
        return False


class TableInline(admin.TabularInline[Table, Tournament]):
    model = Table
    extra = 0
    fields = ("round_number", "number", "match_link", "match_status", "seated", "scored_at")
    readonly_fields = fields
    can_delete = False
    ordering = ("-round__number", "number")

    def has_add_permission(self, request: HttpRequest, obj: Any = None) -> bool:
        return False

    def get_queryset(self, request: HttpRequest) -> QuerySet[Table]:
        return (
            super()
            .get_queryset(request)
            .select_related("round", "match")
            .prefetch_related("seats__entrant__user")
        )

    @admin.display(description="round")
    def round_number(self, obj: Table) -> int:
        return obj.round.number

    @admin.display(description="match")
    def match_link(self, obj: Table) -> SafeString | str:
        return _match_link(obj.match_id)

    @admin.display(description="match status")
    def match_status(self, obj: Table) -> str:
        return obj.match.get_status_display()

    @admin.display(description="seats")
    def seated(self, obj: Table) -> str:
        return ", ".join(f"{s.index}: {s.entrant.user.username}" for s in obj.seats.all())


@admin.register(Tournament)
class TournamentAdmin(admin.ModelAdmin[Tournament]):
    form = TournamentForm
    list_display = (
        "name",
        "game",
        "format",
        "table_size",
        "progress",
        "status",
        "entrant_count",
        "rated",
        "auto_advance",
        "created_at",
    )
    list_filter = ("status", "game", "format")
    search_fields = ("name",)
    readonly_fields = (
        "register_link",
        "status",
        "current_round",
        "created_by",
        "created_at",
        "started_at",
        "finished_at",
    )
    inlines = (StandingInline, TableInline)
    actions = (
        "start_next_round",
        "finish_tournament",
        "export_standings_csv",
        "verify_standings",
    )

    def get_queryset(self, request: HttpRequest) -> QuerySet[Tournament]:
        return super().get_queryset(request).annotate(entrant_total=Count("entrants"))

    def get_inlines(self, request: HttpRequest, obj: Any) -> Any:
        return self.inlines if obj is not None else ()

    def get_readonly_fields(self, request: HttpRequest, obj: Any = None) -> Any:
        fields = list(super().get_readonly_fields(request, obj))
        if obj is not None:
            fields.append("seed")
            if obj.status != TournamentStatus.REGISTRATION:
                frozen = ("game", "format", "table_size", "options", "decision_seconds")
                fields += [*frozen, "autoplay_kind", "max_timeouts", "rated"]
        return fields

    @admin.display(description="round")
    def progress(self, obj: Tournament) -> str:
        return f"{obj.current_round}/{obj.rounds if obj.rounds is not None else '?'}"

    @admin.display(description="entrants")
    def entrant_count(self, obj: Tournament) -> int:
        return int(getattr(obj, "entrant_total", 0))

    @admin.display(description="register")
    def register_link(self, obj: Tournament) -> SafeString | str:
        if obj.pk is None or obj.status != TournamentStatus.REGISTRATION:
            return "-"
        url = reverse("admin:tournaments_tournament_register", args=[obj.pk])
        return format_html('<a href="{}">Register entrants…</a>', url)

    def save_model(self, request: HttpRequest, obj: Tournament, form: Any, change: bool) -> None:
        data = form.cleaned_data
        if not change:
            created = services.tournament_create(
                name=data["name"],
                game=data["game"],
                table_size=data["table_size"],
                format=data["format"],
                rounds=data.get("rounds"),
                options=data.get("options"),
                decision_seconds=data.get("decision_seconds"),
                autoplay_kind=data["autoplay_kind"],
                max_timeouts=data["max_timeouts"],
                rated=data["rated"],
                auto_advance=data["auto_advance"],
                seed=data.get("seed"),
                created_by=request.user if isinstance(request.user, User) else None,
            )
            obj.pk = created.pk
            obj.refresh_from_db()
            return
        current = Tournament.objects.get(pk=obj.pk)

        def value(name: str) -> Any:
            return data[name] if name in data else getattr(current, name)

        names = ["name", "game", "table_size", "format", "rounds", "options"]
        names += ["decision_seconds", "autoplay_kind", "max_timeouts", "rated", "auto_advance"]
        _run(
            request,
            "Not saved",
            services.tournament_update,
            tournament_id=obj.pk,
            **{name: value(name) for name in names},
        )
        obj.refresh_from_db()

    def save_related(self, request: HttpRequest, form: Any, formsets: Any, change: bool) -> None:
        pass  # the inlines are read-only

    # -- actions ----------------------------------------------------------------------------

    @admin.action(description="Pair and start the next round", permissions=["change"])
    def start_next_round(self, request: HttpRequest, queryset: QuerySet[Tournament]) -> None:
        for tournament in queryset.order_by("pk"):
            ok = _run(
                request,
                str(tournament),
                services.tournament_round_start,
                tournament_id=tournament.pk,
            )
            if ok:
                tournament.refresh_from_db()
                messages.success(
                    request, f"{tournament}: round {tournament.current_round} started."
                )

    @admin.action(description="Finish the tournament now", permissions=["change"])
    def finish_tournament(self, request: HttpRequest, queryset: QuerySet[Tournament]) -> None:
        for tournament in queryset.order_by("pk"):
            if _run(
                request,
                str(tournament),
                services.tournament_finish,
                tournament_id=tournament.pk,
            ):
                messages.success(request, f"{tournament}: finished.")

    @admin.action(description="Export standings as CSV", permissions=["view"])
    def export_standings_csv(
        self, request: HttpRequest, queryset: QuerySet[Tournament]
    ) -> HttpResponse:
        tournaments = list(queryset.order_by("pk"))
        response = HttpResponse(
            selectors.standings_csv(tournaments=tournaments), content_type="text/csv"
        )
        name = f"tournament-{tournaments[0].pk}" if len(tournaments) == 1 else "tournaments"
        response["Content-Disposition"] = f'attachment; filename="{name}-standings.csv"'
        return response

    @admin.action(description="Verify standings (recompute from the results)", permissions=["view"])
    def verify_standings(self, request: HttpRequest, queryset: QuerySet[Tournament]) -> None:
        for tournament in queryset.order_by("pk"):
            report = services.tournament_recompute(tournament_id=tournament.pk)
            if report.consistent:
                messages.success(request, f"{tournament}: standings match the stored results.")
            else:
                messages.warning(
                    request,
                    f"{tournament}: {len(report.differences)} difference(s), unscored matches "
                    f"{report.missing or 'none'}: "
                    + "; ".join(
                        f"entrant {d.key} {d.field} {d.stored} != {d.recomputed}"
                        for d in report.differences[:10]
                    ),
                )

    # -- register view ----------------------------------------------------------------------

    def get_urls(self) -> list[URLPattern]:
        extra = [
            path(
                "<int:tournament_id>/register/",
                self.admin_site.admin_view(self.register_view),
                name="tournaments_tournament_register",
            )
        ]
        return [*extra, *super().get_urls()]

    def register_view(self, request: HttpRequest, tournament_id: int) -> HttpResponse:
        if not request.user.has_perm("tournaments.add_entrant"):
            raise PermissionDenied
        tournament = get_object_or_404(Tournament, pk=tournament_id)
        form = RegisterForm(request.POST or None)
        if request.method == "POST" and form.is_valid():
            data = form.cleaned_data
            if data["username"]:
                user = User.objects.filter(username__iexact=data["username"]).first()
                if user is None:
                    form.add_error("username", "There is no account with this username.")
                elif _run(
                    request,
                    "Not registered",
                    services.tournament_register,
                    tournament_id=tournament.pk,
                    user=user,
                ):
                    messages.success(request, f"{user.username} registered.")
            else:
                kind, count = data["bot_kind"], data["bot_count"]
                if _run(
                    request,
                    "Not registered",
                    services.tournament_bots_register,
                    tournament_id=tournament.pk,
                    kind=kind,
                    count=count,
                ):
                    messages.success(request, f"{count} {kind} bot(s) registered.")
            if not form.errors:
                url = reverse("admin:tournaments_tournament_change", args=[tournament.pk])
                return HttpResponseRedirect(url)
        context = {
            **self.admin_site.each_context(request),
            "title": f"Register entrants: {tournament}",
            "tournament": tournament,
            "form": form,
            "opts": self.model._meta,
            "entrants": tournament.entrants.select_related("user").order_by("number"),
        }
        return TemplateResponse(request, "admin/tournaments/tournament/register.html", context)


class RegisterForm(forms.Form):
    username = forms.CharField(
        required=False, max_length=150, help_text="An account, human or API bot, to register."
    )
    bot_kind = forms.ChoiceField(
        required=False,
        choices=[("", "---------"), *BotKind.choices],
        help_text="Or: server bots of this kind, each under its own bot account.",
    )
    bot_count = forms.IntegerField(required=False, min_value=1, max_value=200, initial=1)

    def clean(self) -> dict[str, Any]:
        data = super().clean() or {}
        if bool(data.get("username")) == bool(data.get("bot_kind")):
            raise forms.ValidationError("Give either a username or a bot kind.")
        data["bot_count"] = data.get("bot_count") or 1
        return data


# --- entrants, tables, ratings ------------------------------------------------------------


M = TypeVar("M", bound=Model)


class ReadOnlyAdmin(admin.ModelAdmin[M]):
    """Rows change only through actions (services)."""

    def has_add_permission(self, request: HttpRequest) -> bool:
        return False

    def has_delete_permission(self, request: HttpRequest, obj: Any = None) -> bool:
        return False

    def get_readonly_fields(self, request: HttpRequest, obj: Any = None) -> Any:
        return [f.name for f in self.model._meta.fields]


@admin.register(Entrant)
class EntrantAdmin(ReadOnlyAdmin[Entrant]):
    list_display = (
        "tournament",
        "number",
        "user",
        "bot_kind",
        "status",
        "rank",
        "points",
        "game_score",
        "played",
        "byes",
    )
    list_filter = ("tournament", "status", "bot_kind")
    search_fields = ("user__username", "tournament__name")
    list_select_related = ("tournament", "user")
    actions = ("withdraw",)

    @admin.action(description="Withdraw the selected entrants", permissions=["change"])
    def withdraw(self, request: HttpRequest, queryset: QuerySet[Entrant]) -> None:
        done = 0
        for entrant in queryset.select_related("user").order_by("pk"):
            done += _run(
                request,
                str(entrant),
                services.tournament_withdraw,
                tournament_id=entrant.tournament_id,
                user=entrant.user,
            )
        if done:
            messages.success(request, f"{done} entrant(s) withdrawn.")


@admin.register(Table)
class TableAdmin(ReadOnlyAdmin[Table]):
    list_display = ("__str__", "tournament", "match_link", "match_status", "scored_at")
    list_filter = ("tournament", "match__status")
    list_select_related = ("tournament", "round", "match")
    actions = ("repair", "force_finish", "refinalize")

    @admin.display(description="match")
    def match_link(self, obj: Table) -> SafeString | str:
        return _match_link(obj.match_id)

    @admin.display(description="match status")
    def match_status(self, obj: Table) -> str:
        return obj.match.get_status_display()

    @admin.action(
        description="Repair: abort the match and restart the table", permissions=["change"]
    )
    def repair(self, request: HttpRequest, queryset: QuerySet[Table]) -> None:
        for table in queryset.order_by("pk"):
            if _run(request, str(table), services.table_repair, table_id=table.pk):
                messages.success(request, f"{table}: restarted.")

    @admin.action(description="Force-finish the match through auto-play", permissions=["force"])
    def force_finish(self, request: HttpRequest, queryset: QuerySet[Table]) -> None:
        _force_finish(request, queryset.values_list("match_id", flat=True))

    @admin.action(description="Re-run the match's finalisation", permissions=["refinalize"])
    def refinalize(self, request: HttpRequest, queryset: QuerySet[Table]) -> None:
        _refinalize(request, queryset.values_list("match_id", flat=True))

    def has_force_permission(self, request: HttpRequest) -> bool:
        return request.user.has_perm("tournaments.force_finish_match")

    def has_refinalize_permission(self, request: HttpRequest) -> bool:
        return request.user.has_perm("tournaments.refinalize_match")


@admin.register(Rating)
class RatingAdmin(ReadOnlyAdmin[Rating]):
    list_display = ("user", "game", "ordinal", "mu", "sigma", "matches", "updated_at")
    list_filter = ("game",)
    search_fields = ("user__username",)
    list_select_related = ("user",)
    actions = ("verify_ratings",)

    @admin.action(description="Verify ratings (replay every rated match)", permissions=["view"])
    def verify_ratings(self, request: HttpRequest, queryset: QuerySet[Rating]) -> None:
        for game in sorted(set(queryset.values_list("game", flat=True))):
            report = services.ratings_recompute(game=game)
            if report.consistent:
                messages.success(request, f"{game}: ratings match a replay of the results.")
            else:
                messages.warning(
                    request,
                    f"{game}: {len(report.differences)} difference(s); finished matches never "
                    f"rated: {report.missing[:20] or 'none'}",
                )


# --- matches (mixed into games.admin.MatchAdmin) -------------------------------------------


def _force_finish(request: HttpRequest, match_ids: Iterable[int]) -> None:
    for match_id in sorted(match_ids):
        if _run(
            request,
            f"match {match_id}",
            services.match_force_finish,
            match_id=match_id,
        ):
            messages.success(request, f"match {match_id}: the auto-play bot finishes it.")


def _refinalize(request: HttpRequest, match_ids: Iterable[int]) -> None:
    for match_id in sorted(match_ids):
        match = match_services.match_finalize(match_id=match_id)
        if match.status == MatchStatus.FINISHED:
            messages.success(request, f"match {match_id}: finalised.")
        else:
            messages.warning(request, f"match {match_id}: not finished; nothing to finalise.")


class TournamentListFilter(admin.SimpleListFilter):
    title = "tournament"
    parameter_name = "tournament"

    def lookups(self, request: HttpRequest, model_admin: Any) -> list[tuple[str, str]]:
        recent = Tournament.objects.order_by("-created_at", "-pk")[:50]
        return [("none", "No tournament"), *((str(t.pk), str(t)) for t in recent)]

    def queryset(self, request: HttpRequest, queryset: QuerySet[Any]) -> QuerySet[Any]:
        value = self.value()
        if value == "none":
            return queryset.filter(
                tournament_table__isnull=True, replaced_tournament_tables__isnull=True
            )
        if value and value.isdigit():
            return queryset.filter(
                Q(tournament_table__tournament_id=int(value))
                | Q(replaced_tournament_tables__tournament_id=int(value))
            ).distinct()
        return queryset


class MatchOrganiserMixin:
    """Tournament column, filter and organiser actions for games.admin.MatchAdmin."""

    tournament_actions = ("force_finish", "refinalize")

    @admin.display(description="tournament")
    def tournament(self, obj: Match) -> str:
        table = getattr(obj, "tournament_table", None)
        return f"{table.tournament} r{table.round.number} t{table.number}" if table else "-"

    @admin.action(description="Force-finish through auto-play", permissions=["force"])
    def force_finish(self, request: HttpRequest, queryset: QuerySet[Match]) -> None:
        _force_finish(request, queryset.values_list("pk", flat=True))

    @admin.action(description="Re-run finalisation", permissions=["refinalize"])
    def refinalize(self, request: HttpRequest, queryset: QuerySet[Match]) -> None:
        _refinalize(request, queryset.values_list("pk", flat=True))

    def has_force_permission(self, request: HttpRequest) -> bool:
        return request.user.has_perm("tournaments.force_finish_match")

    def has_refinalize_permission(self, request: HttpRequest) -> bool:
        return request.user.has_perm("tournaments.refinalize_match")
