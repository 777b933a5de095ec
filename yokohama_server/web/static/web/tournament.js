// One tournament: tournament_retrieve (rounds, tables) and tournament_standings.
import { api, esc, showProblem } from "./api.js";

const id = Number(document.getElementById("tournament").dataset.tournament);

async function start() {
  try {
    const t = await api(`/api/v1/tournaments/${id}`);
    document.getElementById("name").textContent = t.name;
    document.getElementById("about").textContent = `${t.game} · ${t.format} · tables of ${t.table_size} · ${t.status}${t.current_round ? ` · round ${t.current_round} of ${t.rounds}` : ""} · ${t.entrant_count} entrants`;
    const standings = await api(`/api/v1/tournaments/${id}/standings`);
    document.querySelector("#standings thead").innerHTML = "<tr><th>Rank</th><th>Entrant</th><th>Points</th><th>Game score</th><th>Played</th><th>Byes</th></tr>";
    document.querySelector("#standings tbody").innerHTML = standings.standings.map((s) => `<tr><td>${s.rank}</td><td>${esc(s.username)}${s.is_bot ? " (bot)" : ""}</td><td>${s.points}</td><td>${s.game_score}</td><td>${s.played}</td><td>${s.byes}</td></tr>`).join("") || `<tr><td colspan="6">No entrants yet.</td></tr>`;
    document.getElementById("rounds").innerHTML = t.played_rounds.map((r) => `<section class="round"><h3>Round ${r.number} <small>${esc(r.status)}</small></h3>
<div class="scroll"><table class="list"><thead><tr><th>Table</th><th>Seats</th><th>Match</th></tr></thead><tbody>${r.tables.map((table) => `<tr><td>${table.number}</td><td>${table.seats.map((s) => `${esc(s.username)}${s.score !== null ? ` ${s.score}` : ""}${s.rank !== null ? ` (#${s.rank})` : ""}`).join(", ")}</td><td><a href="/matches/${table.match_id}/">match ${table.match_id}</a> ${esc(table.match_status)}${table.match_status === "finished" ? ` · <a href="/matches/${table.match_id}/replay/">replay</a>` : ""}</td></tr>`).join("")}</tbody></table></div>
${r.byes.length ? `<p>Byes: ${r.byes.map((b) => esc(b.username)).join(", ")}</p>` : ""}</section>`).join("") || "<p>No rounds yet.</p>";
  } catch (error) {
    showProblem(error);
  }
}

start();
