// One tournament: tournament_retrieve (rounds, tables) and tournament_standings.
import { api, esc, gameName, showProblem, statusName, tr } from "./api.js";

const id = Number(document.getElementById("tournament").dataset.tournament);
const STATUS = { registration: gettext("open for registration"), running: gettext("running"), finished: gettext("finished") };
const FORMAT = { round_robin: gettext("round robin"), swiss: gettext("Swiss") };

async function start() {
  try {
    const t = await api(`/api/v1/tournaments/${id}`);
    document.getElementById("name").textContent = t.name;
    const about = [gameName(t.game), FORMAT[t.format] ?? t.format, tr(gettext("tables of %(n)s"), { n: t.table_size }), STATUS[t.status] ?? t.status];
    if (t.current_round) about.push(tr(gettext("round %(n)s of %(of)s"), { n: t.current_round, of: t.rounds }));
    about.push(tr(ngettext("%(n)s entrant", "%(n)s entrants", t.entrant_count), { n: t.entrant_count }));
    document.getElementById("about").textContent = about.join(" · ");
    const standings = await api(`/api/v1/tournaments/${id}/standings`);
    const heads = [gettext("Rank"), gettext("Entrant"), gettext("Points"), gettext("Game score"), gettext("Played"), gettext("Byes")];
    document.querySelector("#standings thead").innerHTML = `<tr>${heads.map((h) => `<th>${esc(h)}</th>`).join("")}</tr>`;
    document.querySelector("#standings tbody").innerHTML = standings.standings.map((s) => `<tr><td>${s.rank}</td><td>${esc(s.username)}${s.is_bot ? ` (${esc(gettext("bot"))})` : ""}</td><td>${s.points}</td><td>${s.game_score}</td><td>${s.played}</td><td>${s.byes}</td></tr>`).join("") || `<tr><td colspan="6">${esc(gettext("No entrants yet."))}</td></tr>`;
    document.getElementById("rounds").innerHTML = t.played_rounds.map((r) => `<section class="round"><h3>${esc(tr(gettext("Round %(n)s"), { n: r.number }))} <small>${esc(STATUS[r.status] ?? r.status)}</small></h3>
<div class="scroll"><table class="list"><thead><tr><th>${esc(gettext("Table"))}</th><th>${esc(gettext("Seats"))}</th><th>${esc(gettext("Match"))}</th></tr></thead><tbody>${r.tables.map((table) => `<tr><td>${table.number}</td><td>${table.seats.map((s) => `${esc(s.username)}${s.score !== null ? ` ${s.score}` : ""}${s.rank !== null ? ` (#${s.rank})` : ""}`).join(", ")}</td><td><a href="/matches/${table.match_id}/">${esc(tr(gettext("match %(id)s"), { id: table.match_id }))}</a> ${esc(statusName(table.match_status))}${table.match_status === "finished" ? ` · <a href="/matches/${table.match_id}/replay/" aria-label="${esc(tr(gettext("Replay match %(id)s"), { id: table.match_id }))}">${esc(gettext("replay"))}</a>` : ""}</td></tr>`).join("")}</tbody></table></div>
${r.byes.length ? `<p>${esc(tr(gettext("Byes: %(names)s"), { names: r.byes.map((b) => b.username).join(", ") }))}</p>` : ""}</section>`).join("") || `<p>${esc(gettext("No rounds yet."))}</p>`;
  } catch (error) {
    showProblem(error);
  }
}

start();
