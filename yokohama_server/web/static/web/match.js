// The match page: the viewer's view (match_retrieve), their legal actions, the log, live over
// the match stream (EventSource); actions go to match_action_submit like any client's.
import { actionLabel, actionTargets, api, entryText, esc, idempotencyKey, Problem, seatNames, showProblem } from "./api.js";
import { rendererFor } from "./renderers.js";

const root = document.getElementById("match");
const matchId = Number(root.dataset.match);
const base = `/api/v1/matches/${matchId}`;
let summary = null;
let legal = null;
let lastLogSeq = 0;
let stream = null;
let refreshing = null;
let refreshAgain = false;
let submitting = false;
let resultShown = false;
const logEntries = [];
// The log list only grows: each entry becomes one line once, and what arrived since the last
// frame is appended together (a page of the log, a burst of stream events while catching up).
// All lines are written again only when the seats' names change (a seat taken). Redrawing the
// whole list once per entry made opening a long match take minutes.
let logDrawn = 0; // entries of logEntries already in the list
let logNames = null; // the seats' names (as JSON) the list's lines were written with
let logFrame = 0; // the animation frame asked for to draw what arrived, if any
// What drawing the log cost: read by bench/match_page.py and tests/web, never by the page.
const renderStats = { logLinesCreated: 0, logFullRedraws: 0, logDraws: 0 };
window.__renderStats = renderStats;
// What the action list and the board last drew: a redraw that changes nothing keeps their
// elements (replacing them under the pointer swallows a click).
let actionsHtml = null;
let boardHtml = null;

function statusLine(match) {
  const names = seatNames(match);
  if (match.status === "active") {
    const moving = match.to_move.map((i) => names[i]).join(", ");
    const mine = match.your_seat !== null && match.to_move.includes(match.your_seat);
    return mine ? `Your turn (${moving} to move).` : `Waiting for ${moving}.`;
  }
  if (match.status === "waiting") return `Waiting for players: ${match.seats.filter((s) => s.holder === "open").length} open seat(s).`;
  if (match.status === "finished") return "The match has finished.";
  return `The match is ${match.status}.`;
}

function logLine(e, names) {
  return `<li value="${e.seq}" data-seq="${e.seq}">${esc(entryText(e, names))}</li>`;
}

// Appends the entries not drawn yet (all of them after a change of names); work per entry is
// constant, and the scroll (a layout) is once per call, not per entry.
function drawLog() {
  cancelAnimationFrame(logFrame);
  logFrame = 0;
  if (!summary) return; // the names are not known yet: draw() draws the log once they are
  const names = seatNames(summary);
  const list = document.getElementById("log");
  const namesKey = JSON.stringify(names);
  if (namesKey !== logNames) {
    logNames = namesKey;
    logDrawn = 0;
    list.textContent = "";
    renderStats.logFullRedraws += 1;
  }
  if (logDrawn === logEntries.length) return;
  const fresh = logEntries.slice(logDrawn);
  list.insertAdjacentHTML("beforeend", fresh.map((e) => logLine(e, names)).join(""));
  logDrawn = logEntries.length;
  renderStats.logLinesCreated += fresh.length;
  renderStats.logDraws += 1;
  list.scrollTop = list.scrollHeight;
}

// Drawn at the next frame, with whatever else arrives before it.
function addLog(entry) {
  if (entry.seq <= lastLogSeq) return;
  lastLogSeq = entry.seq;
  logEntries.push(entry);
  if (!logFrame) logFrame = requestAnimationFrame(drawLog);
}

function drawActions() {
  const box = document.getElementById("actions");
  const decision = document.getElementById("decision");
  const actions = legal?.actions ?? [];
  const view = summary.state;
  decision.textContent = actions.length && view?.decision ? view.decision.text : "";
  document.getElementById("actions-title").textContent = summary.your_seat === null ? "Watching" : "Your actions";
  let html;
  if (summary.your_seat === null) {
    html = `<p>You are watching${summary.status === "waiting" ? "" : " as a spectator"}.</p>${joinButton()}`;
  } else if (summary.status === "waiting") {
    const creator = summary.creator === document.getElementById("main").dataset.user;
    html = creator ? `<button type="button" id="start">Start now, open seats to random bots</button>` : "<p>The match starts when every seat is taken.</p>";
  } else if (!actions.length) {
    html = `<p>${summary.status === "active" ? "Not your decision now." : ""}</p>`;
  } else {
    html = actions.map((a) => `<button type="button" class="action" data-notation="${esc(a.notation)}" title="${esc(a.notation)}">${esc(actionLabel(a.notation))}</button>`).join("");
  }
  if (summary.status === "finished") html += `<p><a href="/matches/${matchId}/replay/">Replay this match</a></p>`;
  if (html === actionsHtml) {
    // Nothing changed: the same buttons stay, so a click in progress (pressed before the redraw,
    // released after) still lands; only what a submission disabled comes back.
    for (const button of box.querySelectorAll("button")) button.disabled = false;
  } else {
    actionsHtml = html;
    box.innerHTML = html;
    for (const button of box.querySelectorAll("button.action")) button.addEventListener("click", () => submit(button.dataset.notation));
    box.querySelector("#join")?.addEventListener("click", join);
    box.querySelector("#start")?.addEventListener("click", startNow);
  }
  highlightTargets(actions);
}

function joinButton() {
  const user = document.getElementById("main").dataset.user;
  return summary.status === "waiting" && user ? `<button type="button" id="join">Take a seat</button>` : "";
}

// A board element's data-target holds one target or several, space-separated (one place that
// several kinds of action point at, e.g. "pay:nakano discard:nakano").
function highlightTargets(actions) {
  const byTarget = new Map();
  for (const a of actions) for (const t of actionTargets(a.notation)) byTarget.set(t, [...(byTarget.get(t) ?? []), a.notation]);
  for (const el of document.querySelectorAll("#board [data-target]")) {
    const hits = [...new Set(el.dataset.target.split(" ").flatMap((t) => byTarget.get(t) ?? []))];
    el.classList.toggle("target", hits.length > 0);
    el.onclick = null;
    el.onkeydown = null;
    el.dataset.actions = hits.join(" ");
    if (!hits.length) {
      // Not a target now: out of the Tab order, and not announced as a control.
      el.setAttribute("tabindex", "-1");
      el.removeAttribute("role");
      el.removeAttribute("aria-label");
      continue;
    }
    // One action at this place: clicking it acts; several: their buttons are pointed out.
    const act = () => {
      if (hits.length === 1) return submit(hits[0]);
      for (const b of document.querySelectorAll("button.action")) b.classList.toggle("pointed", hits.includes(b.dataset.notation));
      document.querySelector("button.action.pointed")?.focus();
    };
    const what = el.dataset.label || el.dataset.target.split(" ")[0].replaceAll("_", " ");
    el.setAttribute("tabindex", "0");
    el.setAttribute("role", "button");
    el.setAttribute("aria-label", hits.length === 1 ? `${what}: ${actionLabel(hits[0])}` : `${what}: ${hits.length} actions`);
    el.onclick = act;
    el.onkeydown = (event) => {
      if (event.key !== "Enter" && event.key !== " ") return;
      event.preventDefault(); // Space would scroll the page
      act();
    };
  }
}

function draw() {
  const render = rendererFor(summary.game);
  const names = seatNames(summary);
  root.dataset.seq = summary.seq;
  root.dataset.status = summary.status;
  document.getElementById("status").textContent = `${summary.game} · ${summary.status} · seq ${summary.seq}`;
  if (!resultShown) document.getElementById("summary").textContent = statusLine(summary);
  const view = summary.state;
  const boardBox = document.getElementById("board");
  const board = view ? render.board(view) : "<p>The board appears when the match starts.</p>";
  if (board !== boardHtml) {
    boardHtml = board;
    boardBox.innerHTML = board;
  }
  boardBox.dataset.seq = summary.seq;
  document.getElementById("you").innerHTML = view ? render.you(view) : "";
  document.getElementById("seats").innerHTML = view ? render.seats(view, summary, names) : summary.seats.map((s) => `<p>${esc(names[s.index])} (${s.holder})</p>`).join("");
  drawActions();
  drawLog();
}

async function refresh() {
  if (refreshing) {
    refreshAgain = true;
    return refreshing;
  }
  refreshing = (async () => {
    do {
      refreshAgain = false;
      const match = await api(base);
      let actions = null;
      if (match.your_seat !== null && match.status === "active") actions = await api(`${base}/legal-actions`);
      summary = match;
      legal = actions && actions.seq === match.seq ? actions : { seq: match.seq, actions: [] };
      if (actions && actions.seq !== match.seq) refreshAgain = true; // moved on in between
      draw();
    } while (refreshAgain);
  })();
  try {
    await refreshing;
  } finally {
    refreshing = null;
  }
  // Asked for after the loop's last look, before `refreshing` was cleared: go again.
  if (refreshAgain) return refresh();
  if (summary.status === "finished" || summary.status === "aborted") stream?.close();
  if (summary.status === "finished" && !resultShown) {
    resultShown = true;
    const result = await api(`${base}/result`);
    const names = seatNames(summary);
    const line = result.results.map((r) => `${r.rank}. ${names[r.seat]} ${r.score} VP`).join(" · ");
    document.getElementById("summary").textContent = `The match has finished. Final scores: ${line}.`;
  }
}

async function submit(notation) {
  if (submitting || !legal) return;
  submitting = true;
  for (const b of document.querySelectorAll("button.action")) b.disabled = true;
  try {
    await api(`${base}/actions`, { method: "POST", body: { expected_seq: legal.seq, action: notation }, headers: { "Idempotency-Key": idempotencyKey() } });
    showProblem(null);
  } catch (error) {
    showProblem(error);
  } finally {
    submitting = false;
  }
  await refresh().catch(showProblem);
}

async function join() {
  try {
    await api(`${base}/join`, { method: "POST", body: {} });
    showProblem(null);
  } catch (error) {
    showProblem(error);
  }
  await refresh().catch(showProblem);
}

async function startNow() {
  try {
    await api(`${base}/start`, { method: "POST", body: { fill_with_bots: "random" } });
    showProblem(null);
  } catch (error) {
    showProblem(error);
  }
  await refresh().catch(showProblem);
}

async function loadLog() {
  let url = `${base}/actions?after=${lastLogSeq}&limit=500`;
  while (url) {
    const page = await api(url);
    for (const entry of page.results) addLog(entry);
    url = page.next;
  }
}

function follow() {
  stream = new EventSource(`${base}/stream?after=${lastLogSeq}`);
  stream.addEventListener("action", (event) => {
    const entry = JSON.parse(event.data);
    addLog(entry);
    // The board follows every action, not only changes of who is to move (refreshes coalesce).
    if (entry.seq > summary.seq) refresh().catch(showProblem);
  });
  stream.addEventListener("status", () => refresh().catch(showProblem));
}

async function start() {
  try {
    // The log's pages are read while the match is (they follow each other: `next` links).
    await Promise.all([refresh(), loadLog()]);
    drawLog(); // the last page now, not at the next frame: the page is complete from here
    performance.mark("match-page-ready");
    root.dataset.ready = "true";
    if (summary.status === "finished" || summary.status === "aborted") return;
    follow();
  } catch (error) {
    showProblem(error instanceof Problem ? error : new Error(String(error)));
  }
}

start();
