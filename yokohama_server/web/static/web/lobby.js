// The lobby: invitations (invitation_list, _accept, _decline, _cancel), quick match (seek_create,
// seek_retrieve, seek_cancel), match_create (with invitations, private tables and who may
// watch), match_list (open, mine) and match_join.
import { allPages, api, esc, gameName, INVITATIONS_CHANGED, Problem, seatLabel, seatNames, showProblem, statusName, timeUntil, tr, USER_EVENT } from "./api.js";

const me = document.getElementById("main").dataset.user;
const form = document.getElementById("create");
const SEEK_POLL_MS = 2000; // besides the `seek_matched` event, in case the event stream is down
let games = [];
let seek = null; // the open seek this page waits on
let seekTimer = 0;

const box = (id) => document.getElementById(id);
const gameTitle = (slug) => gameName(slug, games.find((g) => g.slug === slug)?.title ?? slug);

function seatLinks(match) {
  return match.seats.map((s) => {
    if (s.holder === "open") return `<em>${esc(pgettext("seat", "open"))}</em>`;
    if (s.holder === "invited" && s.invited === me) return esc(gettext("invited: you"));
    return esc(seatLabel(match, s));
  }).join(", ");
}

// Whom a waiting match waits for: the invited players and the open seats.
function waitingFor(match) {
  const invited = match.seats.filter((s) => s.holder === "invited").map((s) => (s.invited === me ? gettext("you") : s.invited));
  const open = match.seats.filter((s) => s.holder === "open").length;
  const parts = invited.length ? [esc(tr(gettext("invited: %(name)s"), { name: invited.join(", ") }))] : [];
  if (open) parts.push(esc(tr(ngettext("%(n)s open seat", "%(n)s open seats", open), { n: open })));
  return parts.join("; ");
}

// --- create a match ---------------------------------------------------------------------------

// One option: its label (game_list's words, in the page's language), its control, and its
// one-line description under it (the chosen value's description too, for a choice).
function optionInput(option) {
  const id = `opt-${option.name}`;
  const hintId = `${id}-hint`;
  const label = esc(option.label ?? option.name.replaceAll("_", " "));
  const hint = `<span class="hint option-hint" id="${hintId}">${esc(option.description)}</span>`;
  const described = `aria-describedby="${hintId}"`;
  if (option.kind === "bool") return `<div class="option"><label><input type="checkbox" id="${id}" data-option="${esc(option.name)}" data-kind="bool" ${described} ${option.default ? "checked" : ""}> ${label}</label>${hint}</div>`;
  if (option.kind === "choice") {
    const choices = option.choice_labels?.length ? option.choice_labels : option.choices.map((c) => ({ value: c, label: c, description: "" }));
    const chosen = choices.find((c) => c.value === option.default);
    return `<div class="option"><label for="${id}">${label}</label> <select id="${id}" data-option="${esc(option.name)}" data-kind="choice" ${described}>${choices.map((c) => `<option value="${esc(c.value)}" data-description="${esc(c.description)}" ${c.value === option.default ? "selected" : ""}>${esc(c.label)}</option>`).join("")}</select>${hint}<span class="hint choice-hint" id="${id}-choice">${esc(chosen?.description ?? "")}</span></div>`;
  }
  const range = option.minimum !== null && option.maximum !== null ? ` <span class="hint">(${esc(tr(gettext("%(min)s to %(max)s"), { min: option.minimum, max: option.maximum }))})</span>` : "";
  return `<div class="option"><label for="${id}">${label}${range}</label> <input type="number" id="${id}" data-option="${esc(option.name)}" data-kind="int" ${described} value="${esc(option.default)}" ${option.minimum !== null ? `min="${option.minimum}"` : ""} ${option.maximum !== null ? `max="${option.maximum}"` : ""}>${hint}</div>`;
}

const SEAT_KINDS = [
  ["random", gettext("random bot")],
  ["greedy", gettext("greedy bot")],
  ["open", gettext("open for a person")],
  ["invite", gettext("invite a player")],
];

function seatRow(i, kind, name) {
  const options = SEAT_KINDS.map(([value, text]) => `<option value="${value}" ${value === kind ? "selected" : ""}>${text}</option>`).join("");
  return `<div class="seat-row"><label for="seat-${i}">${esc(tr(gettext("Seat %(n)s"), { n: i }))}</label> <select data-seat="${i}" id="seat-${i}">${options}</select> <input type="text" id="invite-${i}" data-invite="${i}" value="${esc(name)}" placeholder="${esc(gettext("username"))}" aria-label="${esc(tr(gettext("Username to invite to seat %(n)s"), { n: i }))}" autocomplete="off" spellcheck="false"></div>`;
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
  box("seats").innerHTML = `<legend>${esc(gettext("Seats (you take seat 0)"))}</legend>${seats.join("")}<p class="hint">${esc(gettext("An invited player's seat is held for them until they accept or decline."))}</p>`;
  for (const select of form.querySelectorAll("[data-seat]")) select.addEventListener("change", showInviteBoxes);
  for (const input of form.querySelectorAll("[data-invite]")) input.addEventListener("input", () => input.removeAttribute("aria-invalid"));
  showInviteBoxes();
  box("options").innerHTML = `<legend>${esc(gettext("Options"))}</legend>${game.options.map(optionInput).join("")}`;
  for (const select of box("options").querySelectorAll("select[data-option]")) {
    select.addEventListener("change", () => {
      box(`${select.id}-choice`).textContent = select.selectedOptions[0]?.dataset.description ?? "";
    });
  }
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
  const rematch = invitation.rematch ? ` <span class="tag">${esc(gettext("rematch"))}</span>` : "";
  const priv = m.private ? ` <span class="tag">${esc(gettext("private"))}</span>` : "";
  const players = esc(tr(ngettext("%(n)s player", "%(n)s players", m.players), { n: m.players }));
  const expires = `<time datetime="${esc(invitation.expires_at)}" title="${esc(new Date(invitation.expires_at).toLocaleString())}">${esc(timeUntil(invitation.expires_at))}</time>`;
  return `<div class="what"><strong>${esc(gameTitle(m.game))}</strong> <a href="/matches/${m.id}/">#${m.id}</a> · ${players} · ${other}${rematch}${priv}<br><span class="meta">${seatLinks(m)} · ${tr(esc(gettext("expires %(when)s")), { when: expires })}</span></div>`;
}

function drawInvitations(received, sent) {
  const lists = box("invitation-lists");
  if (!received.length && !sent.length) {
    lists.innerHTML = `<p class="hint" id="no-invitations">${esc(gettext("No invitations awaiting an answer. Invite players when you create a match, or from a waiting match's page."))}</p>`;
    return;
  }
  let html = "";
  if (received.length) {
    html += `<h3>${esc(gettext("Received"))}</h3><ul class="invites" id="received">${received.map((i) => `<li data-invitation="${i.id}">${invitationWhat(i, tr(esc(gettext("from %(name)s")), { name: `<strong>${esc(i.inviter ?? gettext("a former account"))}</strong>` }))}<div class="buttons"><button type="button" data-accept="${i.id}" data-match="${i.match.id}">${esc(gettext("Accept"))}</button><button type="button" data-decline="${i.id}">${esc(gettext("Decline"))}</button></div></li>`).join("")}</ul>`;
  }
  if (sent.length) {
    html += `<h3>${esc(gettext("Sent"))}</h3><ul class="invites" id="sent">${sent.map((i) => `<li data-invitation="${i.id}">${invitationWhat(i, tr(esc(gettext("to %(name)s")), { name: `<strong>${esc(i.invitee)}</strong>` }))}<div class="buttons"><button type="button" data-cancel="${i.id}">${esc(gettext("Cancel"))}</button></div></li>`).join("")}</ul>`;
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
    return `<li><span class="game">${esc(gameTitle(g.slug))}</span><span class="row"><label>${esc(gettext("Players"))} <select id="quick-players-${esc(g.slug)}"><option value="" selected>${esc(gettext("any"))}</option>${counts.join("")}</select></label><button type="button" data-seek="${esc(g.slug)}" aria-label="${esc(tr(gettext("Quick match: %(game)s"), { game: gameTitle(g.slug) }))}">${esc(gettext("Quick match"))}</button></span></li>`;
  }).join("");
  for (const b of box("quick-games").querySelectorAll("[data-seek]")) b.addEventListener("click", () => seekCreate(b.dataset.seek));
  box("seek-cancel").addEventListener("click", seekCancel);
}

function drawSeeking() {
  box("seeking").hidden = !seek;
  for (const b of box("quick-games").querySelectorAll("[data-seek]")) b.disabled = Boolean(seek);
  if (!seek) return;
  const count = seek.players ? tr(ngettext("%(n)s player", "%(n)s players", seek.players), { n: seek.players }) : gettext("any number of players");
  box("seeking-text").textContent = tr(gettext("Looking for opponents for %(game)s (%(count)s)…"), { game: gameTitle(seek.game), count });
}

// Where a seek stands: matched goes to its match, expired or cancelled ends the wait.
function seekUpdate(found) {
  const problem = box("quick-problem");
  clearTimeout(seekTimer);
  if (found.status === "matched" && found.match_id) {
    seek = found;
    box("seeking").hidden = false;
    box("seeking-text").textContent = tr(gettext("Opponents found: match #%(id)s."), { id: found.match_id });
    box("seek-cancel").disabled = true;
    window.location.assign(`/matches/${found.match_id}/`);
    return;
  }
  if (found.status !== "open") {
    seek = null;
    drawSeeking();
    if (found.status === "expired") showProblem(new Error(gettext("Nobody was found in time; try again, or create a match.")), problem);
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
  openBody.innerHTML = open.results.map((m) => `<tr><td><a href="/matches/${m.id}/">#${m.id} ${esc(gameTitle(m.game))}</a></td><td>${seatLinks(m)}</td><td>${esc(m.creator ?? "")}</td><td>${me ? `<button type="button" data-join="${m.id}" aria-label="${esc(tr(gettext("Join match #%(id)s"), { id: m.id }))}">${esc(gettext("Join"))}</button>` : ""}</td></tr>`).join("") || `<tr><td colspan="4">${esc(gettext("No open matches."))}</td></tr>`;
  for (const b of openBody.querySelectorAll("[data-join]")) b.addEventListener("click", () => join(Number(b.dataset.join)));
  if (!me) return;
  const mine = await api("/api/v1/matches?mine=true&limit=50");
  document.querySelector("#mine tbody").innerHTML = mine.results.map((m) => {
    const names = seatNames(m);
    const mySeat = m.seats.find((s) => s.username === me)?.index;
    const yourTurn = m.status === "active" && m.to_move.includes(mySeat);
    const moving = m.status === "waiting" ? waitingFor(m) : m.to_move.map((i) => esc(names[i])).join(", ");
    const priv = m.private ? ` <span class="tag">${esc(gettext("private"))}</span>` : "";
    return `<tr class="${yourTurn ? "to-move" : ""}"><td><a href="/matches/${m.id}/">#${m.id} ${esc(gameTitle(m.game))}</a>${priv}</td><td>${esc(statusName(m.status))}</td><td>${yourTurn ? `<strong>${esc(gettext("your turn"))}</strong>` : moving}</td><td>${m.status === "finished" ? `<a href="/matches/${m.id}/replay/">${esc(gettext("replay"))}</a>` : ""}</td></tr>`;
  }).join("") || `<tr><td colspan="4">${esc(gettext("No matches yet."))}</td></tr>`;
}

// The game a new match is for unless the visitor picks another.
const DEFAULT_GAME = "yokohama";

async function start() {
  try {
    games = await api("/api/v1/games");
    if (form) {
      form.game.innerHTML = games.map((g) => `<option value="${esc(g.slug)}" ${g.slug === DEFAULT_GAME ? "selected" : ""}>${esc(gameTitle(g.slug))}</option>`).join("");
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
