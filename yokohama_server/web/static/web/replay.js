// Replay of a finished match: match_view_at gives the board at any seq as this viewer saw it.
import { allPages, api, entryText, esc, seatNames, showProblem, tr } from "./api.js";
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
// Whose decision comes next at the step shown (under the step's log line).
const toMoveBox = document.getElementById("to-move") ?? document.getElementById("current").insertAdjacentElement("afterend", Object.assign(document.createElement("p"), { id: "to-move" }));
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
    const toMove = render.toMove ? render.toMove(answer.state) : answer.state.decision?.seats ?? [];
    document.getElementById("board").innerHTML = render.board(answer.state);
    document.getElementById("you").innerHTML = render.you(answer.state);
    document.getElementById("seats").innerHTML = render.seats(answer.state, { ...summary, to_move: toMove }, names);
    document.getElementById("at").textContent = tr(gettext("move %(at)s of %(last)s"), { at, last: answer.last_seq });
    const current = entries.get(at);
    const happened = current ? entryText(current, names) : gettext("The start of the match.");
    const next = toMove.length ? tr(gettext("Next: %(names)s to move."), { names: toMove.map((seat) => names[seat]).join(", ") }) : answer.state.over ? gettext("The game is over.") : "";
    document.getElementById("current").textContent = happened;
    toMoveBox.textContent = next;
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
      showProblem(new Error(tr(gettext("Match %(id)s has not finished; it can be replayed once it has."), { id: matchId })));
      document.getElementById("current").innerHTML = `<a href="/matches/${matchId}/">${esc(gettext("Watch it live"))}</a>`;
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
