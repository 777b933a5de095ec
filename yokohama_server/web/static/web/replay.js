// Replay of a finished match: match_view_at gives the board at any seq as this viewer saw it.
import { allPages, api, entryText, esc, seatNames, showProblem } from "./api.js";
import { rendererFor } from "./renderers.js";

const root = document.getElementById("replay");
const matchId = Number(root.dataset.match);
const base = `/api/v1/matches/${matchId}`;
const slider = document.getElementById("seq");
let summary = null;
let entries = [];
let names = {};
let wanted = 0;

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
    const current = entries.find((e) => e.seq === at);
    document.getElementById("current").textContent = current ? entryText(current, names) : "The start of the match.";
    for (const li of document.querySelectorAll("#log li")) li.classList.toggle("current", Number(li.dataset.seq) === at);
    document.querySelector("#log li.current")?.scrollIntoView({ block: "nearest" });
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
    entries = await allPages(`${base}/actions?after=0&limit=500`);
    slider.max = summary.seq;
    document.getElementById("log").innerHTML = entries.map((e) => `<li value="${e.seq}" data-seq="${e.seq}"><button type="button" class="link" data-seq="${e.seq}">${esc(entryText(e, names))}</button></li>`).join("");
    for (const b of document.querySelectorAll("#log button")) b.addEventListener("click", () => show(Number(b.dataset.seq)));
    document.getElementById("first").addEventListener("click", () => show(0));
    document.getElementById("back").addEventListener("click", () => show(wanted - 1));
    document.getElementById("forward").addEventListener("click", () => show(wanted + 1));
    document.getElementById("last").addEventListener("click", () => show(summary.seq));
    slider.addEventListener("change", () => show(Number(slider.value)));
    await show(0);
  } catch (error) {
    showProblem(error);
  }
}

start();
