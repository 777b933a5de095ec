// Replay of a finished match: match_view_at gives the board at any seq as this viewer saw it.
import { allPages, api, entryText, esc, seatNames, showProblem } from "./api.js";
import { rendererFor } from "./renderers.js";

const root = document.getElementById("replay");
const matchId = Number(root.dataset.match);
const base = `/api/v1/matches/${matchId}`;
const slider = document.getElementById("seq");
let summary = null;
let entries = new Map(); // seq -> log entry
let lines = new Map(); // seq -> its line in the log list
let currentLine = null;
let names = {};
let wanted = 0;
// What drawing the log cost: read by tests/web, never by the page.
const renderStats = { logLinesCreated: 0, logFullRedraws: 0 };
window.__renderStats = renderStats;

async function show(seq) {
  wanted = Math.max(0, Math.min(Number(slider.max), seq));
  slider.value = wanted;
  const at = wanted;
  try {
    const answer = await api(`${base}/view?seq=${at}`);
    if (at !== wanted) return; // a later step was asked for meanwhile
    const render = rendererFor(summary.game);
    document.getElementById("board").innerHTML = render.board(answer.state);
    document.getElementById("you").innerHTML = render.you(answer.state);
    document.getElementById("seats").innerHTML = render.seats(answer.state, { ...summary, to_move: answer.state.decision?.seats ?? [] }, names);
    document.getElementById("at").textContent = `seq ${at} of ${answer.last_seq}`;
    const current = entries.get(at);
    document.getElementById("current").textContent = current ? entryText(current, names) : "The start of the match.";
    // One line loses the mark and one gains it: a step costs the same in a log of any length.
    currentLine?.classList.remove("current");
    currentLine = lines.get(at) ?? null;
    currentLine?.classList.add("current");
    currentLine?.scrollIntoView({ block: "nearest" });
    root.dataset.seq = at;
    showProblem(null);
  } catch (error) {
    showProblem(error);
  }
}

async function start() {
  try {
    summary = await api(base);
    names = seatNames(summary);
    if (summary.status !== "finished") {
      showProblem(new Error(`Match ${matchId} is ${summary.status}; it can be replayed once it has finished.`));
      document.getElementById("current").innerHTML = `<a href="/matches/${matchId}/">Watch it live</a>`;
      return;
    }
    const log = await allPages(`${base}/actions?after=0&limit=500`);
    entries = new Map(log.map((e) => [e.seq, e]));
    slider.max = summary.seq;
    const list = document.getElementById("log");
    list.innerHTML = log.map((e) => `<li value="${e.seq}" data-seq="${e.seq}"><button type="button" class="link" data-seq="${e.seq}">${esc(entryText(e, names))}</button></li>`).join("");
    renderStats.logLinesCreated += log.length;
    renderStats.logFullRedraws += 1;
    lines = new Map([...list.children].map((li) => [Number(li.dataset.seq), li]));
    // One listener for the whole list, not one per line.
    list.addEventListener("click", (event) => {
      const button = event.target.closest("button[data-seq]");
      if (button) show(Number(button.dataset.seq));
    });
    document.getElementById("first").addEventListener("click", () => show(0));
    document.getElementById("back").addEventListener("click", () => show(wanted - 1));
    document.getElementById("forward").addEventListener("click", () => show(wanted + 1));
    document.getElementById("last").addEventListener("click", () => show(summary.seq));
    slider.addEventListener("change", () => show(Number(slider.value)));
    await show(0);
    performance.mark("replay-page-ready");
    root.dataset.ready = "true";
  } catch (error) {
    showProblem(error);
  }
}

start();
