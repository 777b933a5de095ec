// The lobby: game_list, match_create, match_list (open, mine) and match_join.
import { api, allPages, esc, seatNames, showProblem } from "./api.js";

const me = document.getElementById("main").dataset.user;
const form = document.getElementById("create");
let games = [];

function seatLinks(match) {
  const names = seatNames(match);
  return match.seats.map((s) => (s.holder === "open" ? "<em>open</em>" : esc(names[s.index]))).join(", ");
}

function optionInput(option) {
  const id = `opt-${option.name}`;
  const label = `<span title="${esc(option.description)}">${esc(option.name.replaceAll("_", " "))}</span>`;
  if (option.kind === "bool") return `<label><input type="checkbox" id="${id}" data-option="${esc(option.name)}" data-kind="bool" ${option.default ? "checked" : ""}> ${label}</label>`;
  if (option.kind === "choice") return `<label>${label} <select id="${id}" data-option="${esc(option.name)}" data-kind="choice">${option.choices.map((c) => `<option ${c === option.default ? "selected" : ""}>${esc(c)}</option>`).join("")}</select></label>`;
  return `<label>${label} <input type="number" id="${id}" data-option="${esc(option.name)}" data-kind="int" value="${esc(option.default)}" ${option.minimum !== null ? `min="${option.minimum}"` : ""} ${option.maximum !== null ? `max="${option.maximum}"` : ""}></label>`;
}

function drawForm() {
  const game = games.find((g) => g.slug === form.game.value);
  const players = form.players;
  players.min = game.min_players;
  players.max = game.max_players;
  const n = Math.min(Math.max(Number(players.value), game.min_players), game.max_players);
  players.value = n;
  const seats = [];
  for (let i = 1; i < n; i += 1) {
    seats.push(`<label>Seat ${i} <select data-seat="${i}" id="seat-${i}"><option value="random" selected>random bot</option><option value="greedy">greedy bot</option><option value="open">open for a person</option></select></label>`);
  }
  document.getElementById("seats").innerHTML = `<legend>Seats (you take seat 0)</legend>${seats.join("")}`;
  document.getElementById("options").innerHTML = `<legend>Options</legend>${game.options.map(optionInput).join("")}`;
}

async function create(event) {
  event.preventDefault();
  const options = {};
  for (const el of form.querySelectorAll("[data-option]")) {
    options[el.dataset.option] = el.dataset.kind === "bool" ? el.checked : el.dataset.kind === "int" ? Number(el.value) : el.value;
  }
  const bots = [...form.querySelectorAll("[data-seat]")].filter((el) => el.value !== "open").map((el) => ({ seat: Number(el.dataset.seat), kind: el.value }));
  const body = { game: form.game.value, players: Number(form.players.value), options, bots };
  if (form.decision_seconds.value) body.time_control = { decision_seconds: Number(form.decision_seconds.value) };
  try {
    const match = await api("/api/v1/matches", { method: "POST", body });
    window.location.assign(`/matches/${match.id}/`);
  } catch (error) {
    showProblem(error);
  }
}

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
    const moving = m.to_move.map((i) => esc(names[i])).join(", ");
    return `<tr class="${yourTurn ? "to-move" : ""}"><td><a href="/matches/${m.id}/">#${m.id} ${esc(m.game)}</a></td><td>${esc(m.status)}</td><td>${yourTurn ? "<strong>your turn</strong>" : moving}</td><td>${m.status === "finished" ? `<a href="/matches/${m.id}/replay/">replay</a>` : ""}</td></tr>`;
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
    }
    await drawLists();
  } catch (error) {
    showProblem(error);
  }
}

start();
