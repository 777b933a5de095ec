import { api, esc, showProblem } from "./api.js";

async function start() {
  try {
    const page = await api("/api/v1/tournaments?limit=100");
    document.querySelector("#tournaments tbody").innerHTML = page.results.map((t) => `<tr><td><a href="/tournaments/${t.id}/">${esc(t.name)}</a></td><td>${esc(t.game)}</td><td>${esc(t.format)}</td><td>${esc(t.status)}${t.status === "running" ? ` (round ${t.current_round}/${t.rounds})` : ""}</td><td>${t.entrant_count}</td></tr>`).join("") || `<tr><td colspan="5">No tournaments yet.</td></tr>`;
  } catch (error) {
    showProblem(error);
  }
}

start();
