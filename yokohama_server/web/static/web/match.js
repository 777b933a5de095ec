// The match page: the viewer's view (match_retrieve), their legal actions, the log, live over
// the match stream (EventSource); actions go to match_action_submit like any client's. While
// the match waits: invitations (invitation_create) and its share link (share_code_create,
// share_code_revoke); once finished: a rematch (match_rematch).
import { actionLabel, actionTargets, api, entryText, esc, gameName, idempotencyKey, INVITATIONS_CHANGED, Problem, rankingLine, scoreUnit, seatLabel, seatNames, showProblem, statusName, tr, USER_EVENT } from "./api.js";
import { rendererFor } from "./renderers.js";

const root = document.getElementById("match");
const matchId = Number(root.dataset.match);
const base = `/api/v1/matches/${matchId}`;
const me = document.getElementById("main").dataset.user;
// A private match's share code, from its share link (/matches/<id>/?code=...): every read of
// the match carries it, and taking a seat sends it.
const code = new URLSearchParams(window.location.search).get("code");
const withCode = (path) => (code ? `${path}${path.includes("?") ? "&" : "?"}code=${encodeURIComponent(code)}` : path);
const box = (id) => document.getElementById(id);
let summary = null;
let legal = null;
let lastLogSeq = 0;
let stream = null;
let refreshing = null;
let refreshAgain = false;
let submitting = false;
let resultShown = false;
let logLoaded = false;
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
// What the action list, the board and the seats last drew: a redraw that changes nothing keeps
// their elements (replacing them under the pointer swallows a click; rebuilding them costs a
// phone a layout and a paint on each of the refreshes a move brings).
let actionsHtml = null;
let boardHtml = null;
let youHtml = null;
let seatsHtml = null;

function statusLine(match) {
  const names = seatNames(match);
  if (match.status === "active") {
    const moving = match.to_move.map((i) => names[i]).join(", ");
    const mine = match.your_seat !== null && match.to_move.includes(match.your_seat);
    return mine ? tr(gettext("Your turn (%(names)s to move)."), { names: moving }) : tr(gettext("Waiting for %(names)s."), { names: moving });
  }
  if (match.status === "waiting") {
    const open = match.seats.filter((s) => s.holder === "open").length;
    const invited = match.seats.filter((s) => s.holder === "invited").map((s) => s.invited);
    const parts = [];
    if (open) parts.push(tr(ngettext("%(n)s open seat", "%(n)s open seats", open), { n: open }));
    if (invited.length) parts.push(tr(gettext("waiting for %(names)s to accept"), { names: invited.join(", ") }));
    return tr(gettext("Waiting for players: %(what)s."), { what: parts.join("; ") });
  }
  if (match.status === "finished") return gettext("The match has finished.");
  return tr(gettext("The match is %(status)s."), { status: statusName(match.status) });
}

// Whether this viewer may see the game itself (state, log, stream): its players, its creator,
// and anyone else only when the match lets spectators watch.
function mayWatch(match) {
  return match.your_seat !== null || match.spectators === "everyone" || (Boolean(me) && match.creator === me);
}

const invitedHere = (match) => (me ? match.seats.find((s) => s.holder === "invited" && s.invited === me) : undefined);

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
  const render = rendererFor(summary.game);
  // What the seat to move decides now, in a sentence (for every viewer: spectators too).
  decision.textContent = summary.status === "active" && view && render.prompt ? render.prompt(view, { mine: actions.length > 0 }) : "";
  document.getElementById("actions-title").textContent = summary.your_seat === null ? gettext("Watching") : gettext("Your actions");
  const label = (notation) => (render.actionLabel ? render.actionLabel(notation, view) : actionLabel(notation));
  let html;
  const invited = invitedHere(summary);
  if (summary.your_seat === null && invited && summary.status === "waiting") {
    html = `<p>${esc(tr(gettext("You are invited to seat %(n)s."), { n: invited.index }))}</p><button type="button" id="join">${esc(gettext("Accept: take your seat"))}</button><button type="button" id="decline">${esc(gettext("Decline"))}</button>`;
  } else if (summary.your_seat === null && !mayWatch(summary) && summary.status !== "waiting") {
    html = `<p>${esc(gettext("Only the players of this match may watch it."))}</p>`;
  } else if (summary.your_seat === null) {
    html = `<p>${esc(summary.status === "waiting" ? gettext("You are watching.") : gettext("You are watching as a spectator."))}</p>${joinButton()}`;
  } else if (summary.status === "waiting") {
    const creator = summary.creator === me;
    html = creator ? `<button type="button" id="start">${esc(gettext("Start now, open seats to random bots"))}</button>` : `<p>${esc(gettext("The match starts when every seat is taken."))}</p>`;
  } else if (!actions.length) {
    html = `<p>${summary.status === "active" ? esc(gettext("Not your decision now.")) : ""}</p>`;
  } else {
    html = actions.map((a) => `<button type="button" class="action" data-notation="${esc(a.notation)}" title="${esc(a.notation)}">${esc(label(a.notation))}</button>`).join("");
    // Your own last decision of this turn may be taken back (the server says if it revealed
    // something, or another seat acted since).
    if (summary.undo && ownDecisionInEffect()) {
      html += `<p class="undo-row"><button type="button" id="undo">${esc(gettext("Take back my last decision"))}</button></p><p id="undo-problem" class="problem" hidden></p>`;
    }
  }
  if (summary.status === "finished") html += `<p><a href="/matches/${matchId}/replay/">${esc(gettext("Replay this match"))}</a></p>`;
  if (html === actionsHtml) {
    // Nothing changed: the same buttons stay, so a click in progress (pressed before the redraw,
    // released after) still lands; only what a submission disabled comes back.
    for (const button of box.querySelectorAll("button")) button.disabled = false;
  } else {
    actionsHtml = html;
    box.innerHTML = html;
    for (const button of box.querySelectorAll("button.action")) button.addEventListener("click", () => submit(button.dataset.notation));
    box.querySelector("#join")?.addEventListener("click", join);
    box.querySelector("#decline")?.addEventListener("click", decline);
    box.querySelector("#start")?.addEventListener("click", startNow);
    box.querySelector("#undo")?.addEventListener("click", undo);
  }
  highlightTargets(actions, label);
}

// Whether the log ends with a decision of yours still in effect since another seat acted
// (what the server's match_undo may take back, unless it revealed something).
function ownDecisionInEffect() {
  if (!logEntries.length || logEntries[logEntries.length - 1].seq !== summary.seq) return false;
  const undone = new Set();
  for (let i = logEntries.length - 1; i >= 0; i -= 1) {
    const entry = logEntries[i];
    if (entry.seat !== summary.your_seat) return false;
    if (entry.kind === "undo") for (const seq of entry.undoes ?? []) undone.add(seq);
    else if (!undone.has(entry.seq)) return true;
  }
  return false;
}

function joinButton() {
  const free = summary.seats.some((s) => s.holder === "open");
  return summary.status === "waiting" && me && free ? `<button type="button" id="join">${esc(gettext("Take a seat"))}</button>` : "";
}

// --- playing together: invitations, the share link, the rematch --------------------------------

function drawTogether() {
  const waiting = summary.status === "waiting";
  const creator = Boolean(me) && summary.creator === me;
  const free = summary.seats.some((s) => s.holder === "open");
  // The creator and the players may invite while a seat is free.
  box("invite-box").hidden = !(waiting && free && (creator || summary.your_seat !== null));
  // The creator's link to the table: a private one carries its share code.
  const sharing = creator && (waiting || (summary.private && summary.status === "active"));
  box("share-box").hidden = !sharing;
  if (sharing) {
    const page = `${window.location.origin}/matches/${matchId}/`;
    const link = summary.private ? (summary.share_code ? `${page}?code=${encodeURIComponent(summary.share_code)}` : "") : page;
    box("share-hint").textContent = summary.private
      ? summary.share_code
        ? gettext("This table is private: whoever opens this link can see it and take a free seat.")
        : gettext("This table is private: only invited players can find it. Make a link to share it.")
      : gettext("Anyone can join this table from the lobby, or with this link.");
    box("share-on").hidden = !link;
    box("share-off").hidden = Boolean(link);
    box("share-manage").hidden = !summary.private;
    if (box("share-link").value !== link) box("share-link").value = link;
  }
  const playing = summary.status === "finished" && summary.your_seat !== null;
  box("rematch-box").hidden = !playing;
  if (playing) {
    box("rematch").textContent = summary.rematch_id ? gettext("Join rematch") : gettext("Rematch");
    box("rematch-hint").textContent = summary.rematch_id ? tr(gettext("A rematch is offered: match %(id)s."), { id: summary.rematch_id }) : gettext("Same game and options; every seat moves one place on.");
  }
}

async function invite(event) {
  event.preventDefault();
  const input = box("invite-name");
  const username = input.value.trim();
  if (!username) return;
  const button = event.target.querySelector("button");
  button.disabled = true;
  try {
    const sent = await api(`${base}/invitations`, { method: "POST", body: { username } });
    showProblem(null, box("invite-problem"));
    box("invite-status").textContent = tr(gettext("%(name)s is invited to seat %(n)s."), { name: sent.invitee, n: sent.seat });
    input.value = "";
    document.dispatchEvent(new Event(INVITATIONS_CHANGED));
  } catch (error) {
    box("invite-status").textContent = "";
    showProblem(error, box("invite-problem"));
    input.focus();
  } finally {
    button.disabled = false;
  }
  await refresh().catch(showProblem);
}

async function shareCode(method) {
  const status = box("share-status");
  try {
    await api(`${base}/share-code`, { method });
    showProblem(null, box("share-problem"));
    status.textContent = method === "DELETE" ? gettext("The link is revoked: it no longer works.") : gettext("A new link is made; the old one no longer works.");
  } catch (error) {
    status.textContent = "";
    showProblem(error, box("share-problem"));
  }
  await refresh().catch(showProblem);
}

async function copyLink() {
  const input = box("share-link");
  const status = box("share-status");
  try {
    await navigator.clipboard.writeText(input.value);
    status.textContent = gettext("Copied.");
  } catch {
    // No clipboard access (an insecure origin, permission refused): select it to copy by hand.
    input.focus();
    input.select();
    status.textContent = gettext("Select the link and copy it.");
  }
}

async function rematch() {
  const button = box("rematch");
  button.disabled = true;
  try {
    const next = await api(`${base}/rematch`, { method: "POST" });
    window.location.assign(`/matches/${next.id}/`);
  } catch (error) {
    showProblem(error, box("rematch-problem"));
    button.disabled = false;
  }
}

async function decline() {
  try {
    const pending = await api("/api/v1/invitations?box=received&status=pending&limit=200");
    const mine = pending.results.find((i) => i.match.id === matchId);
    if (mine) await api(`/api/v1/invitations/${mine.id}/decline`, { method: "POST" });
    showProblem(null);
    document.dispatchEvent(new Event(INVITATIONS_CHANGED));
  } catch (error) {
    showProblem(error);
  }
  await refresh().catch(showProblem);
}

// A board element's data-target holds one target or several, space-separated (one place that
// several kinds of action point at, e.g. "pay:nakano discard:nakano").
function highlightTargets(actions, label = actionLabel) {
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
    el.setAttribute("aria-label", hits.length === 1 ? `${what}: ${label(hits[0])}` : tr(ngettext("%(what)s: %(n)s action", "%(what)s: %(n)s actions", hits.length), { what, n: hits.length }));
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
  document.getElementById("status").textContent = `${gameName(summary.game)} · ${statusName(summary.status)}${summary.private ? ` · ${gettext("private")}` : ""} · ${tr(ngettext("%(n)s move", "%(n)s moves", summary.seq), { n: summary.seq })}`;
  if (!resultShown) document.getElementById("summary").textContent = statusLine(summary);
  const view = summary.state;
  const boardBox = document.getElementById("board");
  const board = view ? render.board(view) : `<p>${esc(gettext("The board appears when the match starts."))}</p>`;
  if (board !== boardHtml) {
    boardHtml = board;
    boardBox.innerHTML = board;
  }
  boardBox.dataset.seq = summary.seq;
  const you = view ? render.you(view) : "";
  if (you !== youHtml) {
    youHtml = you;
    document.getElementById("you").innerHTML = you;
  }
  const holders = { bot: gettext("bot"), human: gettext("person") };
  const seats = view ? render.seats(view, summary, names) : summary.seats.map((s) => `<p data-seat="${s.index}">${esc(tr(gettext("Seat %(n)s"), { n: s.index }))}: ${esc(seatLabel(summary, s))}${holders[s.holder] ? ` <span class="hint">(${esc(holders[s.holder])})</span>` : ""}</p>`).join("");
  if (seats !== seatsHtml) {
    seatsHtml = seats;
    document.getElementById("seats").innerHTML = seats;
  }
  drawActions();
  drawTogether();
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
      const match = await api(withCode(base));
      let actions = null;
      if (match.your_seat !== null && match.status === "active") actions = await api(`${base}/legal-actions`);
      summary = match;
      legal = actions && actions.seq === match.seq ? actions : { seq: match.seq, actions: [] };
      if (actions && actions.seq !== match.seq) refreshAgain = true; // moved on in between
      draw();
      syncChat();
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
  if (summary.status === "finished" && !resultShown && mayWatch(summary)) {
    resultShown = true;
    const result = await api(withCode(`${base}/result`));
    const names = seatNames(summary);
    const line = rankingLine(result.results, names, scoreUnit(summary.game));
    document.getElementById("summary").textContent = tr(gettext("The match has finished. Final scores: %(line)s."), { line });
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

async function undo() {
  if (submitting || !summary) return;
  submitting = true;
  try {
    await api(`${base}/undo`, { method: "POST", body: { expected_seq: summary.seq } });
    showProblem(null, box("undo-problem"));
  } catch (error) {
    showProblem(error, box("undo-problem"));
    submitting = false;
    return; // keep the sentence beside the button until the next redraw
  }
  submitting = false;
  await refresh().catch(showProblem);
}

async function join() {
  try {
    await api(`${base}/join`, { method: "POST", body: code ? { code } : {} });
    showProblem(null);
    document.dispatchEvent(new Event(INVITATIONS_CHANGED)); // taking a held seat accepts
  } catch (error) {
    showProblem(error);
  }
  await refresh().catch(showProblem);
  // Seated now: the game is ours to see, if it was not before.
  if (summary && !stream && mayWatch(summary)) watch().catch(showProblem);
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
  let url = withCode(`${base}/actions?after=${lastLogSeq}&limit=500`);
  while (url) {
    const page = await api(url);
    for (const entry of page.results) addLog(entry);
    url = page.next;
  }
}

// --- chat: the players' channel for a seat, the spectators' for everyone else ---------------

let lastChatId = 0;
let chatLoading = null;
let chatSeat; // the seat the shown messages were read as (undefined: none read yet)

function addChat(message) {
  if (message.id <= lastChatId) return;
  lastChatId = message.id;
  const list = box("chat");
  list.insertAdjacentHTML("beforeend", `<li data-chat="${message.id}"><b>${esc(message.author)}</b>: ${esc(message.text)}</li>`);
  list.scrollTop = list.scrollHeight;
}

// The messages after the last one shown (at the start, and whenever the stream (re)opens, so a
// reconnection loses none: chat comes live only). No channel is named: the server reads the
// caller's own (players with a seat, else spectators), so a seat taken a moment ago is never
// asked for the wrong one.
function loadChat() {
  chatLoading ??= (async () => {
    let url = withCode(`${base}/chat?after=${lastChatId}`);
    while (url) {
      const page = await api(url);
      for (const message of page.results) addChat(message);
      url = page.next;
    }
  })()
    .then(
      () => showProblem(null, box("chat-problem")),
      (error) => showProblem(error, box("chat-problem")),
    )
    .finally(() => {
      chatLoading = null;
    });
  return chatLoading;
}

// After every refresh: a seat taken (or given up) changes the channel, read again from its start.
function syncChat() {
  if (box("chat-box").hidden || chatSeat === summary.your_seat) return;
  chatSeat = summary.your_seat;
  lastChatId = 0;
  box("chat").textContent = "";
  loadChat();
}

function showChat() {
  box("chat-box").hidden = false;
  // Anonymous visitors read the spectators' chat; writing needs an account.
  box("chat-form").hidden = !me;
  chatSeat = summary.your_seat;
  return loadChat();
}

async function sendChat(event) {
  event.preventDefault();
  const input = box("chat-text");
  try {
    const message = await api(`${base}/chat`, { method: "POST", body: { text: input.value } });
    input.value = "";
    showProblem(null, box("chat-problem"));
    addChat(message);
  } catch (error) {
    showProblem(error, box("chat-problem"));
  }
}

function follow() {
  stream = new EventSource(withCode(`${base}/stream?after=${lastLogSeq}`));
  stream.addEventListener("chat", (event) => {
    const message = JSON.parse(event.data);
    // A stream opened before this page took a seat still carries the spectators' channel.
    if ((message.channel === "players") === (summary.your_seat !== null)) addChat(message);
  });
  stream.addEventListener("open", () => {
    if (!box("chat-box").hidden) loadChat();
  });
  stream.addEventListener("action", (event) => {
    const entry = JSON.parse(event.data);
    addLog(entry);
    // The board follows every action, not only changes of who is to move (refreshes coalesce).
    if (entry.seq > summary.seq) refresh().catch(showProblem);
  });
  stream.addEventListener("status", () => refresh().catch(showProblem));
}

// The log, then the live stream, once the viewer may see the game.
async function watch() {
  if (!logLoaded) {
    await loadLog();
    logLoaded = true;
    drawLog();
  }
  if (!stream && summary.status !== "finished" && summary.status !== "aborted") follow();
}

// A private match without its code (or one that never existed): no page to draw.
function notFound(error) {
  root.dataset.status = "not-found";
  document.getElementById("status").textContent = "";
  document.getElementById("summary").textContent = gettext("This match does not exist, or it is private: ask its creator for its link, or for an invitation.");
  root.querySelector(".layout").hidden = true;
  showProblem(error);
}

// The user's own events (nav.js): a rematch or an answer to an invitation changes this page.
function onUserEvent(event) {
  const { kind, match_id: eventMatch } = event.detail;
  if (!summary) return;
  const rematchOffered = kind === "invited" && summary.status === "finished";
  const answered = kind.startsWith("invitation_") && eventMatch === matchId;
  if (rematchOffered || answered) refresh().catch(showProblem);
}

async function start() {
  try {
    // The log's pages are read while the match is (they follow each other: `next` links); a
    // viewer who may not see the game gets a problem for them, left unread.
    const log = loadLog().then(
      () => null,
      (error) => error,
    );
    await refresh();
    const logProblem = await log;
    if (mayWatch(summary)) {
      if (logProblem) throw logProblem;
      logLoaded = true;
    }
    drawLog(); // the last page now, not at the next frame: the page is complete from here
    performance.mark("match-page-ready");
    root.dataset.ready = "true";
    document.addEventListener(USER_EVENT, onUserEvent);
    box("chat-form").addEventListener("submit", sendChat);
    if (mayWatch(summary)) await showChat();
    if (summary.status === "finished" || summary.status === "aborted" || !mayWatch(summary)) return;
    follow();
  } catch (error) {
    if (error instanceof Problem && error.status === 404) {
      notFound(error);
      return;
    }
    showProblem(error instanceof Problem ? error : new Error(String(error)));
  }
}

box("invite-form").addEventListener("submit", invite);
box("invite-name").addEventListener("input", () => showProblem(null, box("invite-problem")));
box("share-copy").addEventListener("click", copyLink);
box("share-new").addEventListener("click", () => shareCode("POST"));
box("share-make").addEventListener("click", () => shareCode("POST"));
box("share-revoke").addEventListener("click", () => shareCode("DELETE"));
box("rematch").addEventListener("click", rematch);

start();
