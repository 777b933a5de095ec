// Matches being played now (to watch) and recently finished ones (to replay).
import { api, esc, gameName, seatNames, showProblem } from "./api.js";

function rows(matches, link) {
  return matches.map((m) => {
    const names = seatNames(m);
    return `<tr><td><a href="/matches/${m.id}/">#${m.id} ${esc(gameName(m.game))}</a></td><td>${m.seats.map((s) => esc(names[s.index])).join(", ")}</td><td>${m.seq}</td><td>${link(m)}</td></tr>`;
  }).join("") || `<tr><td colspan="4">${esc(gettext("None."))}</td></tr>`;
}

async function start() {
  try {
    const active = await api("/api/v1/matches?status=active&limit=50");
    document.querySelector("#active tbody").innerHTML = rows(active.results, (m) => `<a href="/matches/${m.id}/" aria-label="${esc(interpolate(gettext("Watch match #%s"), [m.id]))}">${esc(gettext("watch"))}</a>`);
    const finished = await api("/api/v1/matches?status=finished&limit=20");
    document.querySelector("#finished tbody").innerHTML = rows(finished.results, (m) => `<a href="/matches/${m.id}/replay/" aria-label="${esc(interpolate(gettext("Replay match #%s"), [m.id]))}">${esc(gettext("replay"))}</a>`);
  } catch (error) {
    showProblem(error);
  }
}

start();
