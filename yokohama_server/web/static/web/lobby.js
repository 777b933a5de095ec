// The lobby: invitations (invitation_list, _accept, _decline, _cancel), quick match (seek_create,
// seek_retrieve, seek_cancel), match_create (with invitations, private tables and who may
// watch), match_list (open, mine) and match_join.
import { allPages, api, esc, INVITATIONS_CHANGED, Problem, seatLabel, seatNames, showProblem, timeUntil, USER_EVENT } from "./api.js";

const me = document.getElementById("main").dataset.user;
const form = document.getElementById("create");
const SEEK_POLL_MS = 2000; // besides the `seek_matched` event, in case the event stream is down
let games = [];
let seek = null; // the open seek this page waits on
let seekTimer = 0;

const box = (id) => document.getElementById(id);
const gameTitle = (slug) => games.find((g) => g.slug === slug)?.title ?? slug;

function seatLinks(match) {
  return match.seats.map((s) => {
    if (s.holder === "open") return "<em>open</em>";
    if (s.holder === "invited" && s.invited === me) return "invited: you";
    return esc(seatLabel(match, s));
  }).join(", ");
}

// Whom a waiting match waits for: the invited players and the open seats.
function waitingFor(match) {
  const invited = match.seats.filter((s) => s.holder === "invited").map((s) => (s.invited === me ? "you" : s.invited));
  const open = match.seats.filter((s) => s.holder === "open").length;
  const parts = invited.length ? [`invited: ${esc(invited.join(", "))}`] : [];
  if (open) parts.push(`${open} open seat${open === 1 ? "" : "s"}`);
  return parts.join("; ");
}

// --- create a match ---------------------------------------------------------------------------

function optionInput(option) {
  const id = `opt-${option.name}`;
  const label = `<span title="${esc(option.description)}">${esc(option.name.replaceAll("_", " "))}</span>`;
  if (option.kind === "bool") return `<label><input type="checkbox" id="${id}" data-option="${esc(option.name)}" data-kind="bool" ${option.default ? "checked" : ""}> ${label}</label>`;
  if (option.kind === "choice") return `<label>${label} <select id="${id}" data-option="${esc(option.name)}" data-kind="choice">${option.choices.map((c) => `<option ${c === option.default ? "selected" : ""}>${esc(c)}</option>`).join("")}</select></label>`;
  return `<label>${label} <input type="number" id="${id}" data-option="${esc(option.name)}" data-kind="int" value="${esc(option.default)}" ${option.minimum !== null ? `min="${option.minimum}"` : ""} ${option.maximum !== null ? `max="${option.maximum}"` : ""}></label>`;
}

const SEAT_KINDS = [
  ["random", "random bot"],
  ["greedy", "greedy bot"],
  ["open", "open for a person"],
  ["invite", "invite a player"],
];

function seatRow(i, kind, name) {
  const options = SEAT_KINDS.map(([value, text]) => `<option value="${value}" ${value === kind ? "selected" : ""}>${text}</option>`).join("");
  return `<div class="seat-row"><label for="seat-${i}">Seat ${i}</label> <select data-seat="${i}" id="seat-${i}">${options}</select> <input type="text" id="invite-${i}" data-invite="${i}" value="${esc(name)}" placeholder="username" aria-label="Username to invite to seat ${i}" autocomplete="off" spellcheck="false"></div>`;
}

// An invitation's username box shows (and is required) only while its seat says "invite".
function showInviteBoxes() {
  for (const select of form.querySelectorAll("[data-seat]")) {
    const input = box(`invite-${select.dataset.seat}`);
    const inviting = select.value === "invite";
    input.hidden = !inviting;
    input.required = inviting;
  }
}

function drawForm() {
  const game = games.find((g) => g.slug === form.game.value);
  const players = form.players;
  players.min = game.min_players;
  players.max = game.max_players;
  const n = Math.min(Math.max(Number(players.value), game.min_players), game.max_players);
  players.value = n;
  // Choices already made stay when the game or the player count changes.
  const kinds = Object.fromEntries([...form.querySelectorAll("[data-seat]")].map((el) => [el.dataset.seat, el.value]));
  const names = Object.fromEntries([...form.querySelectorAll("[data-invite]")].map((el) => [el.dataset.invite, el.value]));
  const seats = [];
  for (let i = 1; i < n; i += 1) seats.push(seatRow(i, kinds[i] ?? "random", names[i] ?? ""));
  box("seats").innerHTML = `<legend>Seats (you take seat 0)</legend>${seats.join("")}<p class="hint">An invited player's seat is held for them until they accept or decline.</p>`;
  for (const select of form.querySelectorAll("[data-seat]")) select.addEventListener("change", showInviteBoxes);
  for (const input of form.querySelectorAll("[data-invite]")) input.addEventListener("input", () => input.removeAttribute("aria-invalid"));
  showInviteBoxes();
  box("options").innerHTML = `<legend>Options</legend>${game.options.map(optionInput).join("")}`;
}

// A problem naming one of the invited usernames points at that box.
function markInvite(error) {
  for (const input of form.querySelectorAll("[data-invite]")) input.removeAttribute("aria-invalid");
  if (!(error instanceof Problem)) return;
  const named = [...form.querySelectorAll("[data-invite]:not([hidden])")].find((input) => input.value.trim() && error.message.toLowerCase().includes(`'${input.value.trim().toLowerCase()}'`));
  if (named) {
    named.setAttribute("aria-invalid", "true");
    named.focus();
  }
}

async function create(event) {
  event.preventDefault();
  const problem = box("create-problem");
  const options = {};
  for (const el of form.querySelectorAll("[data-option]")) {
    options[el.dataset.option] = el.dataset.kind === "bool" ? el.checked : el.dataset.kind === "int" ? Number(el.value) : el.value;
  }
  const seats = [...form.querySelectorAll("[data-seat]")];
  const bots = seats.filter((el) => el.value !== "open" && el.value !== "invite").map((el) => ({ seat: Number(el.dataset.seat), kind: el.value }));
  // Invited players take the free seats in order: the "invite" seats when no open seat is
  // before them.
  const invite = seats.filter((el) => el.value === "invite").map((el) => box(`invite-${el.dataset.seat}`).value.trim());
  const body = {
    game: form.game.value,
    players: Number(form.players.value),
    options,
    bots,
    private: form.private.checked,
    spectators: form.spectators.value,
    invite,
  };
  if (form.decision_seconds.value) body.time_control = { decision_seconds: Number(form.decision_seconds.value) };
  const button = form.querySelector("button[type=submit]");
  button.disabled = true;
  try {
    const match = await api("/api/v1/matches", { method: "POST", body });
    showProblem(null, problem);
    if (match.private) {
      // A private table is found only through its link: make one now (the match page shows it;
      // if this fails, the match page offers to make one).
      await api(`/api/v1/matches/${match.id}/share-code`, { method: "POST" }).catch(() => null);
    }
    window.location.assign(`/matches/${match.id}/`);
  } catch (error) {
    showProblem(error, problem);
    markInvite(error);
    button.disabled = false;
  }
}

// --- invitations ------------------------------------------------------------------------------

function invitationWhat(invitation, other) {
  const m = invitation.match;
  const rematch = invitation.rematch ? ` <span class="tag">rematch</span>` : "";
  const priv = m.private ? ` <span class="tag">private</span>` : "";
  return `<div class="what"><strong>${esc(gameTitle(m.game))}</strong> <a href="/matches/${m.id}/">#${m.id}</a> · ${m.players} players · ${other}${rematch}${priv}<br><span class="meta">${seatLinks(m)} · expires <time datetime="${esc(invitation.expires_at)}" title="${esc(new Date(invitation.expires_at).toLocaleString())}">${timeUntil(invitation.expires_at)}</time></span></div>`;
}

function drawInvitations(received, sent) {
  const lists = box("invitation-lists");
  if (!received.length && !sent.length) {
    lists.innerHTML = `<p class="hint" id="no-invitations">No invitations awaiting an answer. Invite players when you create a match, or from a waiting match's page.</p>`;
    return;
  }
  let html = "";
  if (received.length) {
    html += `<h3>Received</h3><ul class="invites" id="received">${received.map((i) => `<li data-invitation="${i.id}">${invitationWhat(i, `from <strong>${esc(i.inviter ?? "a former account")}</strong>`)}<div class="buttons"><button type="button" data-accept="${i.id}" data-match="${i.match.id}">Accept</button><button type="button" data-decline="${i.id}">Decline</button></div></li>`).join("")}</ul>`;
  }
  if (sent.length) {
    html += `<h3>Sent</h3><ul class="invites" id="sent">${sent.map((i) => `<li data-invitation="${i.id}">${invitationWhat(i, `to <strong>${esc(i.invitee)}</strong>`)}<div class="buttons"><button type="button" data-cancel="${i.id}">Cancel</button></div></li>`).join("")}</ul>`;
  }
  lists.innerHTML = html;
  for (const b of lists.querySelectorAll("[data-accept]")) b.addEventListener("click", () => answer(b, "accept", `/matches/${b.dataset.match}/`));
  for (const b of lists.querySelectorAll("[data-decline]")) b.addEventListener("click", () => answer(b, "decline"));
  for (const b of lists.querySelectorAll("[data-cancel]")) b.addEventListener("click", () => answer(b, "cancel"));
}

let invitationsAsked = 0;
async function loadInvitations() {
  const mine = (invitationsAsked += 1);
  const [received, sent] = await Promise.all([
    allPages("/api/v1/invitations?box=received&status=pending&limit=50"),
    allPages("/api/v1/invitations?box=sent&status=pending&limit=50"),
  ]);
  if (mine === invitationsAsked) drawInvitations(received, sent);
}

async function answer(button, verb, then) {
  const problem = box("invitations-problem");
  const id = button.dataset[verb];
  for (const b of button.parentElement.querySelectorAll("button")) b.disabled = true;
  try {
    await api(`/api/v1/invitations/${id}/${verb}`, { method: "POST" });
    showProblem(null, problem);
    document.dispatchEvent(new Event(INVITATIONS_CHANGED));
    if (then) {
      window.location.assign(then);
      return;
    }
  } catch (error) {
    showProblem(error, problem);
  }
  await loadInvitations().catch((error) => showProblem(error, problem));
}

// --- quick match ------------------------------------------------------------------------------

function drawQuick() {
  box("quick-games").innerHTML = games.map((g) => {
    const counts = [];
    for (let n = g.min_players; n <= g.max_players; n += 1) counts.push(`<option value="${n}">${n}</option>`);
    return `<li><span class="game">${esc(g.title)}</span><span class="row"><label>Players <select id="quick-players-${esc(g.slug)}"><option value="" selected>any</option>${counts.join("")}</select></label><button type="button" data-seek="${esc(g.slug)}">Quick match</button></span></li>`;
  }).join("");
  for (const b of box("quick-games").querySelectorAll("[data-seek]")) b.addEventListener("click", () => seekCreate(b.dataset.seek));
  box("seek-cancel").addEventListener("click", seekCancel);
}

function drawSeeking() {
  box("seeking").hidden = !seek;
  for (const b of box("quick-games").querySelectorAll("[data-seek]")) b.disabled = Boolean(seek);
  if (!seek) return;
  const count = seek.players ? `${seek.players} players` : "any number of players";
  box("seeking-text").textContent = `Looking for opponents for ${gameTitle(seek.game)} (${count})…`;
}

// Where a seek stands: matched goes to its match, expired or cancelled ends the wait.
function seekUpdate(found) {
  const problem = box("quick-problem");
  clearTimeout(seekTimer);
  if (found.status === "matched" && found.match_id) {
    seek = found;
    box("seeking").hidden = false;
    box("seeking-text").textContent = `Opponents found: match #${found.match_id}.`;
    box("seek-cancel").disabled = true;
    window.location.assign(`/matches/${found.match_id}/`);
    return;
  }
  if (found.status !== "open") {
    seek = null;
    drawSeeking();
    if (found.status === "expired") showProblem(new Error("Nobody was found in time; try again, or create a match."), problem);
    return;
  }
  seek = found;
  drawSeeking();
  seekTimer = setTimeout(seekPoll, SEEK_POLL_MS);
}

async function seekPoll() {
  if (!seek) return;
  const id = seek.id;
  try {
    const found = await api(`/api/v1/seeks/${id}`);
    if (seek?.id === id) seekUpdate(found);
  } catch (error) {
    showProblem(error, box("quick-problem"));
    seekTimer = setTimeout(seekPoll, SEEK_POLL_MS);
  }
}

async function seekCreate(game) {
  const problem = box("quick-problem");
  const players = box(`quick-players-${game}`).value;
  for (const b of box("quick-games").querySelectorAll("[data-seek]")) b.disabled = true;
  try {
    const found = await api("/api/v1/seeks", { method: "POST", body: { game, players: players ? Number(players) : null, options: null } });
    showProblem(null, problem);
    seekUpdate(found);
    if (found.status === "open") box("seek-cancel").focus();
  } catch (error) {
    showProblem(error, problem);
    drawSeeking();
  }
}

async function seekCancel() {
  if (!seek) return;
  const problem = box("quick-problem");
  const cancel = box("seek-cancel");
  cancel.disabled = true;
  try {
    seekUpdate(await api(`/api/v1/seeks/${seek.id}/cancel`, { method: "POST" }));
    showProblem(null, problem);
  } catch (error) {
    showProblem(error, problem);
    // Paired in the meantime (seek_not_open): follow it to its match.
    if (error instanceof Problem && error.code === "seek_not_open") await seekPoll();
  } finally {
    cancel.disabled = false;
  }
}

// Quick match shows only when the server offers it (seek_list answers); a seek left open by
// another visit to the lobby is waited on again.
async function startQuick() {
  let open;
  try {
    open = await api("/api/v1/seeks?status=open&limit=1");
  } catch (error) {
    if (error instanceof Problem && error.status === 404) return; // no quick match here
    throw error;
  }
  drawQuick();
  box("quick").hidden = false;
  if (open.results.length) seekUpdate(open.results[0]);
  else drawSeeking();
}

function onUserEvent(event) {
  const { kind, seek_id: seekId } = event.detail;
  if (kind.startsWith("invit")) loadInvitations().catch((error) => showProblem(error, box("invitations-problem")));
  if (seek && seekId === seek.id && (kind === "seek_matched" || kind === "seek_expired")) seekPoll();
  if (kind === "match_started" || kind === "match_finished" || kind.startsWith("invit")) drawLists().catch(showProblem);
}

// --- lists ------------------------------------------------------------------------------------

async function join(matchId) {
  try {
    await api(`/api/v1/matches/${matchId}/join`, { method: "POST", body: {} });
    window.location.assign(`/matches/${matchId}/`);
  } catch (error) {
    showProblem(error);
  }
}

async function drawLists() {
  const open = await api("/api/v1/matches?open=true&limit=50");
  const openBody = document.querySelector("#open tbody");
  openBody.innerHTML = open.results.map((m) => `<tr><td><a href="/matches/${m.id}/">#${m.id} ${esc(m.game)}</a></td><td>${seatLinks(m)}</td><td>${esc(m.creator ?? "")}</td><td>${me ? `<button type="button" data-join="${m.id}">Join</button>` : ""}</td></tr>`).join("") || `<tr><td colspan="4">No open matches.</td></tr>`;
  for (const b of openBody.querySelectorAll("[data-join]")) b.addEventListener("click", () => join(Number(b.dataset.join)));
  if (!me) return;
  const mine = await api("/api/v1/matches?mine=true&limit=50");
  document.querySelector("#mine tbody").innerHTML = mine.results.map((m) => {
    const names = seatNames(m);
    const mySeat = m.seats.find((s) => s.username === me)?.index;
    const yourTurn = m.status === "active" && m.to_move.includes(mySeat);
    const moving = m.status === "waiting" ? waitingFor(m) : m.to_move.map((i) => esc(names[i])).join(", ");
    const priv = m.private ? ` <span class="tag">private</span>` : "";
    return `<tr class="${yourTurn ? "to-move" : ""}"><td><a href="/matches/${m.id}/">#${m.id} ${esc(m.game)}</a>${priv}</td><td>${esc(m.status)}</td><td>${yourTurn ? "<strong>your turn</strong>" : moving}</td><td>${m.status === "finished" ? `<a href="/matches/${m.id}/replay/">replay</a>` : ""}</td></tr>`;
  }).join("") || `<tr><td colspan="4">No matches yet.</td></tr>`;
}

async function start() {
  try {
    if (form) {
      games = await api("/api/v1/games");
      form.game.innerHTML = games.map((g) => `<option value="${esc(g.slug)}">${esc(g.title)}</option>`).join("");
      form.game.addEventListener("change", drawForm);
      form.players.addEventListener("change", drawForm);
      form.addEventListener("submit", create);
      drawForm();
      document.addEventListener(USER_EVENT, onUserEvent);
      await Promise.all([
        loadInvitations().catch((error) => showProblem(error, box("invitations-problem"))),
        startQuick().catch((error) => showProblem(error, box("quick-problem"))),
        drawLists(),
      ]);
    } else {
      await drawLists();
    }
    box("main").dataset.ready = "true";
  } catch (error) {
    showProblem(error);
  }
}

start();
