import { api, esc, gameName, showProblem, tr } from "./api.js";

const STATUS = { registration: gettext("open for registration"), running: gettext("running"), finished: gettext("finished") };
const FORMAT = { round_robin: gettext("round robin"), swiss: gettext("Swiss") };

async function start() {
  try {
    const page = await api("/api/v1/tournaments?limit=100");
    document.querySelector("#tournaments tbody").innerHTML = page.results.map((t) => `<tr><td><a href="/tournaments/${t.id}/">${esc(t.name)}</a></td><td>${esc(gameName(t.game))}</td><td>${esc(FORMAT[t.format] ?? t.format)}</td><td>${esc(STATUS[t.status] ?? t.status)}${t.status === "running" ? ` (${esc(tr(gettext("round %(n)s of %(of)s"), { n: t.current_round, of: t.rounds }))})` : ""}</td><td>${t.entrant_count}</td></tr>`).join("") || `<tr><td colspan="5">${esc(gettext("No tournaments yet."))}</td></tr>`;
  } catch (error) {
    showProblem(error);
  }
}

start();
