// Post-game analysis on the replay page: the player of a seat asks the MCTS bot to judge their
// decisions (match_analysis_request), follows its progress (analysis_progress events on the user
// stream, announced by nav.js as USER_EVENT), then sees a chart of the estimated score
// difference per decision and the decisions flagged as mistakes. Choosing a mistake steps the
// replay (replay.js) to the position it was made in and marks the better action on the board.
// This module only talks to replay.js through the page: the slider's `change` event and the
// `data-seq` the replay sets once it has drawn a position.
import { actionLabel, actionTargets, api, esc, Problem, showProblem, USER_EVENT } from "./api.js";

const section = document.getElementById("analysis");
const replayRoot = document.getElementById("replay");
const matchId = Number(replayRoot?.dataset.match);
const url = `/api/v1/matches/${matchId}/analysis`;
const box = (id) => document.getElementById(id);
const CHART = { width: 960, height: 220, pad: 34 };
let analysis = null;
let pollTimer = null;
let marked = null; // { seq, best }: the better action to mark once the replay shows `seq`

const STATUS_TEXT = {
  queued: () => gettext("Waiting for a worker…"),
  running: () => gettext("Analysing your decisions…"),
  done: () => gettext("Analysis done."),
  cancelled: () => gettext("Analysis cancelled."),
  failed: () => gettext("The analysis failed."),
};

function setStatus(current) {
  const words = STATUS_TEXT[current.status]?.() ?? current.status;
  const running = current.status === "queued" || current.status === "running";
  const counted = current.status === "running" && current.decisions_total > 0;
  box("analysis-status").textContent = counted ? interpolate(gettext("%s (%s of %s decisions)"), [words, current.decisions_done, current.decisions_total]) : words;
  section.dataset.status = current.status;
  box("analysis-progress").hidden = !running;
  box("analysis-progress").value = current.progress;
  box("analysis-cancel").hidden = !running;
  box("analysis-request").hidden = running || current.status === "done";
  if (current.status === "cancelled" || current.status === "failed") box("analysis-request").textContent = gettext("Analyse my game again");
}

function showAnalysis(current) {
  analysis = current;
  setStatus(current);
  clearTimeout(pollTimer);
  if (current.status === "queued" || current.status === "running") {
    // The user stream says when it moves; this slow read covers a page without the stream.
    pollTimer = setTimeout(refresh, 5000);
  }
  if (current.status === "done" && current.result) drawResult(current.result);
}

async function refresh() {
  try {
    showAnalysis(await api(url));
    showProblem(null, box("analysis-problem"));
  } catch (error) {
    if (error instanceof Problem && error.status === 404) {
      box("analysis-request").hidden = false;
      box("analysis-status").textContent = gettext("Ask the MCTS bot how well you played: it judges each of your decisions from what you could see.");
      return;
    }
    showProblem(error, box("analysis-problem"));
  }
}

async function send(method) {
  try {
    showAnalysis(await api(url, { method }));
    showProblem(null, box("analysis-problem"));
  } catch (error) {
    showProblem(error, box("analysis-problem"));
  }
}

function drawResult(result) {
  const decisions = result.decisions;
  box("analysis-chart").innerHTML = chart(decisions);
  const mistakes = result.mistakes.map((seq) => decisions.find((d) => d.seq === seq)).filter(Boolean);
  const list = box("analysis-mistakes");
  list.innerHTML = mistakes.length
    ? mistakes.map((d) => `<li><button type="button" class="link" data-seq="${d.seq}">${esc(mistakeText(d))}</button></li>`).join("")
    : `<li>${esc(gettext("No big mistakes: the bot would have played much the same."))}</li>`;
  box("analysis-result").hidden = false;
  section.dataset.ready = "true";
}

function mistakeText(decision) {
  return interpolate(gettext("Move %s: you played %s; better: %s (about %s points lost)"), [
    decision.seq,
    actionLabel(decision.chosen.notation),
    actionLabel(decision.best.notation),
    decision.points_lost.toFixed(1),
  ]);
}

// The estimated score difference (yours minus your best opponent's) at each of your decisions,
// as an inline SVG: a line over the decisions, zero marked, mistakes as red dots.
function chart(decisions) {
  const { width, height, pad } = CHART;
  if (!decisions.length) return "";
  const values = decisions.map((d) => d.score_difference);
  const top = Math.max(1, ...values);
  const bottom = Math.min(-1, ...values);
  const x = (i) => pad + (decisions.length === 1 ? 0 : (i * (width - 2 * pad)) / (decisions.length - 1));
  const y = (v) => pad * 0.75 + ((top - v) * (height - 1.75 * pad)) / (top - bottom);
  const points = decisions.map((d, i) => `${x(i).toFixed(1)},${y(d.score_difference).toFixed(1)}`).join(" ");
  const dots = decisions
    .map((d, i) => (d.mistake
      ? `<circle class="mistake" data-seq="${d.seq}" cx="${x(i).toFixed(1)}" cy="${y(d.score_difference).toFixed(1)}" r="6" fill="#c62828" style="cursor:pointer"><title>${esc(mistakeText(d))}</title></circle>`
      : ""))
    .join("");
  const label = gettext("Estimated score difference (you minus your best opponent) at each of your decisions");
  // In a scrolling box with a minimum width, as the boards are: readable on a phone too.
  return `<div class="scroll"><svg viewBox="0 0 ${width} ${height}" role="img" aria-label="${esc(label)}" style="width:100%;min-width:520px;height:auto;display:block;background:#fff;border-radius:8px">
    <text x="${pad}" y="14" font-size="13" fill="#5a5048">${esc(gettext("Estimated score difference: you minus your best opponent"))}</text>
    <line x1="${pad}" x2="${width - pad}" y1="${y(0).toFixed(1)}" y2="${y(0).toFixed(1)}" stroke="#8d7a66" stroke-dasharray="4 4"/>
    <text x="4" y="${(y(top) + 4).toFixed(1)}" font-size="13" fill="#5a5048">${esc(`+${Math.round(top)}`)}</text>
    <text x="4" y="${(y(bottom) + 4).toFixed(1)}" font-size="13" fill="#5a5048">${esc(String(Math.round(bottom)))}</text>
    <polyline points="${points}" fill="none" stroke="#1e56c8" stroke-width="2"/>
    ${dots}
    <text x="${width / 2}" y="${height - 6}" font-size="13" text-anchor="middle" fill="#5a5048">${esc(gettext("your decisions, first to last"))}</text>
  </svg></div>`;
}

// Step the replay to the position a decision was taken in (its seq - 1) through the slider, as a
// user would; the board is marked once the replay has drawn that position.
function goTo(seq) {
  const decision = analysis?.result?.decisions.find((d) => d.seq === seq);
  if (!decision) return;
  marked = { seq: seq - 1, decision };
  const slider = document.getElementById("seq");
  slider.value = String(seq - 1);
  slider.dispatchEvent(new Event("change"));
  if (Number(replayRoot.dataset.seq) === seq - 1) markBoard();
}

function markBoard() {
  const board = document.getElementById("board");
  for (const element of board.querySelectorAll(".better")) element.classList.remove("better", "target");
  const note = box("analysis-current");
  if (!marked || Number(replayRoot.dataset.seq) !== marked.seq) {
    note.hidden = true;
    return;
  }
  const { decision } = marked;
  const targets = new Set(actionTargets(decision.best.notation));
  for (const element of board.querySelectorAll("[data-target]")) {
    if (element.dataset.target.split(" ").some((target) => targets.has(target))) element.classList.add("better", "target");
  }
  note.textContent = mistakeText(decision);
  note.hidden = false;
}

async function start() {
  if (!section || !matchId) return;
  let summary;
  try {
    summary = await api(`/api/v1/matches/${matchId}`);
  } catch {
    return; // replay.js reports the match's own problems
  }
  // Only a player of a finished match has an analysis; for anyone else the section stays hidden.
  if (summary.status !== "finished" || summary.your_seat === null || summary.your_seat === undefined) return;
  section.hidden = false;
  box("analysis-request").addEventListener("click", () => send("POST"));
  box("analysis-cancel").addEventListener("click", () => send("DELETE"));
  box("analysis-mistakes").addEventListener("click", (event) => {
    const button = event.target.closest("button[data-seq]");
    if (button) goTo(Number(button.dataset.seq));
  });
  box("analysis-chart").addEventListener("click", (event) => {
    const dot = event.target.closest("circle[data-seq]");
    if (dot) goTo(Number(dot.dataset.seq));
  });
  document.addEventListener(USER_EVENT, (event) => {
    const data = event.detail ?? {};
    if (data.kind === "analysis_progress" && data.match_id === matchId) refresh();
  });
  new MutationObserver(markBoard).observe(replayRoot, { attributes: true, attributeFilter: ["data-seq"] });
  await refresh();
}

start();
